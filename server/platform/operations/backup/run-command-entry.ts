import { loadEnvironmentFile } from '../run-command';
import type { TCommandResult } from './backup-commands';
import { removeLeftovers } from './leftover-files';

/**
 * What dist/server/db-backup.js and db-restore.js do around their command: one line on stdout (success)
 * or stderr (failure), the exit code, and on Ctrl+C or SIGTERM the partial file or directory removed.
 */
export async function runCommandEntry(
  command: (args: readonly string[], env: NodeJS.ProcessEnv) => Promise<TCommandResult>,
): Promise<never> {
  loadEnvironmentFile();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      removeLeftovers();
      process.stderr.write('Interrompu\u00a0: rien n’a été écrit ni modifié.\n');
      process.exit(1);
    });
  }
  const { exitCode, line } = await command(process.argv.slice(2), process.env);
  (exitCode === 0 ? process.stdout : process.stderr).write(`${line}\n`);
  process.exit(exitCode);
}
