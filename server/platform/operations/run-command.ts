import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigurationError } from '../config';
import { PROJECT_ROOT } from '../project-root';
import { OperatorRefusal } from './operator-refusal';

/**
 * `.env` at the project's root, when there is one, fills the variables the environment does not set
 * (the environment wins, as with every dotenv loader).
 */
export function loadEnvironmentFile(): void {
  const file = join(PROJECT_ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** A failure an operator caused and can fix: its French message is all they need, never a stack trace. */
function isExpectedFailure(error: unknown): error is Error {
  return (
    error instanceof OperatorRefusal ||
    // node:util parseArgs: an unknown or malformed option, said in plain words.
    (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
  );
}

/** Prints a failure the way every command and the server's start do, and sets exit code 1. */
export function reportFailure(error: unknown): void {
  if (error instanceof ConfigurationError) {
    for (const problem of error.problems) console.error(`Configuration invalide\u00a0: ${problem}`);
  } else if (isExpectedFailure(error)) {
    console.error(error.message);
  } else {
    console.error('Échec inattendu :', error);
  }
  process.exitCode = 1;
}

/** Runs an operations command: `.env` first, then the work; a failure prints its French line, exit code 1. */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  loadEnvironmentFile();
  try {
    await work();
  } catch (error) {
    reportFailure(error);
  }
}
