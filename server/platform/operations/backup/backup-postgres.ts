import { spawn } from 'node:child_process';
import type { TConfig } from '#server/platform/config.ts';
import { BackupError } from './backup-error';
import { createBackupFile } from './backup-file-writer';
import { migrationHistoryOf } from './migration-history';
import {
  captureStderr,
  exitCodeOf,
  postgresToolMajor,
  serverMajorOf,
  toolFailureReason,
} from './postgres-client-tools';
import { postgresEnvironmentOf } from './postgres-connection-environment';
import { serverVersionNumOf, withPostgres } from './postgres-target';

/**
 * `pg_dump -Fc` of the database of DATABASE_URL into a backup file. pg_dump reads one consistent snapshot,
 * so the server can keep running meanwhile; documents are rows (stored_file_chunks) and come along.
 */
export async function backupPostgres(config: TConfig, target: string): Promise<number> {
  const url = config.databaseUrl;
  if (!url) throw new Error('DATABASE_URL attendu');
  const env = { ...process.env, ...postgresEnvironmentOf(url) };
  const { serverVersionNum, migrations } = await withPostgres(config, async (db) => ({
    serverVersionNum: await serverVersionNumOf(db),
    migrations: await migrationHistoryOf(db),
  }));
  const serverMajor = serverMajorOf(serverVersionNum);
  const pgDumpMajor = await postgresToolMajor('pg_dump', serverMajor);
  if (pgDumpMajor < serverMajor) {
    throw new BackupError(
      `pg_dump ${pgDumpMajor} ne sait pas sauvegarder un serveur PostgreSQL ${serverMajor}\u00a0: installez ` +
        `postgresql-client-${serverMajor} et mettez /usr/lib/postgresql/${serverMajor}/bin en tête du PATH.`,
    );
  }
  const file = await createBackupFile(target);
  const dump = spawn('pg_dump', ['--format=custom', '--no-password', '--lock-wait-timeout=60s'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr = captureStderr(dump);
  const exited = exitCodeOf(dump);
  try {
    for await (const chunk of dump.stdout) await file.append(chunk as Buffer);
    const code = await exited;
    if (code !== 0) throw new BackupError(`pg_dump a échoué\u00a0: ${toolFailureReason(stderr())}`);
    return await file.finish({
      application: 'jurisrdv',
      format: 1,
      createdAt: new Date().toISOString(),
      source: { driver: 'postgres', serverVersionNum, pgDumpMajor },
      migrations,
    });
  } catch (error) {
    if (dump.exitCode === null) dump.kill();
    await exited.catch(() => undefined);
    await file.abort();
    throw error;
  }
}
