import { resolve } from 'node:path';
import { ConfigurationError, loadConfig, type TConfig } from '#server/platform/config.ts';
import {
  BACKUP_USAGE,
  backupSummary,
  parseCommandArguments,
  RESTORE_USAGE,
  restoreSummary,
} from './backup-command-line';
import { backupDatabase, restoreDatabase } from './backup-database';
import { BackupError } from './backup-error';

export type TCommandResult = { exitCode: 0 | 1; line: string };

function configFrom(env: NodeJS.ProcessEnv): TConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      throw new BackupError(`Configuration invalide\u00a0: ${error.problems.join(' ; ')}`);
    }
    throw error;
  }
}

/** npm runs scripts from the project's root; a relative FILE is meant from where the command was typed. */
function resolveFile(file: string, env: NodeJS.ProcessEnv): string {
  return resolve(env.INIT_CWD ?? process.cwd(), file);
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

async function run(work: () => Promise<string>, failurePrefix: string): Promise<TCommandResult> {
  try {
    return { exitCode: 0, line: oneLine(await work()) };
  } catch (error) {
    if (error instanceof BackupError) return { exitCode: 1, line: oneLine(error.message) };
    // An unexpected failure still ends in one French line; its message says where to look.
    const message = (error as Error).message?.split('\n')[0] ?? String(error);
    return { exitCode: 1, line: `${failurePrefix}\u00a0: ${message}` };
  }
}

/** `npm run db:backup -- FILE`: what the command does, returned as its exit code and its one line. */
export function runBackupCommand(args: readonly string[], env: NodeJS.ProcessEnv): Promise<TCommandResult> {
  return run(async () => {
    const parsed = parseCommandArguments(args, { forceAllowed: false });
    if ('help' in parsed) return BACKUP_USAGE;
    return backupSummary(await backupDatabase(configFrom(env), resolveFile(parsed.file, env)));
  }, 'Échec inattendu de la sauvegarde');
}

/** `npm run db:restore -- FILE [--force]`. */
export function runRestoreCommand(args: readonly string[], env: NodeJS.ProcessEnv): Promise<TCommandResult> {
  return run(async () => {
    const parsed = parseCommandArguments(args, { forceAllowed: true });
    if ('help' in parsed) return RESTORE_USAGE;
    const outcome = await restoreDatabase(configFrom(env), resolveFile(parsed.file, env), {
      force: parsed.force,
    });
    return restoreSummary({ ...outcome, createdAt: outcome.header.createdAt });
  }, 'Échec inattendu de la restauration');
}
