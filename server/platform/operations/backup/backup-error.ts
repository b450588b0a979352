import { OperatorRefusal } from '../operator-refusal';

/**
 * An expected failure of a backup or a restore (missing tool, wrong file, database in use…): the
 * commands print its French message on one line and exit with 1, without a stack trace.
 */
export class BackupError extends OperatorRefusal {
  override readonly name = 'BackupError';
}
