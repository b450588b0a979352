import { spawn } from 'node:child_process';
import { pipeline } from 'node:stream/promises';
import type { TConfig } from '#server/platform/config.ts';
import { BackupError } from './backup-error';
import { payloadStream, type TBackupFile, verifyBackupPayload } from './backup-file-reader';
import { migrationHistoryOf } from './migration-history';
import {
  captureStderr,
  exitCodeOf,
  postgresToolMajor,
  serverMajorOf,
  toolFailureReason,
} from './postgres-client-tools';
import { describePostgresTarget, postgresEnvironmentOf } from './postgres-connection-environment';
import { postgresTargetState, serverVersionNumOf, withPostgres } from './postgres-target';

/**
 * With --force, what the restore replaces: our two schemas, dropped in the restore's own transaction (so a
 * failed restore leaves them as they were), `public` made again as PostgreSQL 15 creates it.
 */
export const REPLACE_SCHEMAS_SQL = [
  'DROP SCHEMA IF EXISTS drizzle CASCADE;',
  'DROP SCHEMA IF EXISTS public CASCADE;',
  'CREATE SCHEMA public AUTHORIZATION pg_database_owner;',
  'GRANT USAGE ON SCHEMA public TO PUBLIC;',
  "COMMENT ON SCHEMA public IS 'standard public schema';",
].join('\n');

/**
 * Restores a pg_dump backup into the database of DATABASE_URL, which must hold none of our tables (a new
 * database made by createdb) unless `force`. pg_restore writes the SQL script and psql runs it in ONE
 * transaction, committed only once pg_restore has read the whole archive: on any error the database is
 * left as it was. Objects belong to the user of DATABASE_URL (--no-owner), without the source's grants.
 */
export async function restorePostgres(
  config: TConfig,
  file: TBackupFile,
  options: { force: boolean },
): Promise<void> {
  const url = config.databaseUrl;
  const source = file.header.source;
  if (!url || source.driver !== 'postgres') throw new Error('sauvegarde PostgreSQL et DATABASE_URL attendus');
  const target = describePostgresTarget(url);
  const env = { ...process.env, ...postgresEnvironmentOf(url) };
  const { serverVersionNum, state } = await withPostgres(config, async (db) => ({
    serverVersionNum: await serverVersionNumOf(db),
    state: await postgresTargetState(db),
  }));
  const sourceMajor = serverMajorOf(source.serverVersionNum);
  if (serverMajorOf(serverVersionNum) < sourceMajor) {
    throw new BackupError(
      `Cette sauvegarde vient de PostgreSQL ${sourceMajor} et la base ${target} est en PostgreSQL ` +
        `${serverMajorOf(serverVersionNum)}\u00a0: restaurez-la sur un serveur ${sourceMajor} ou plus récent.`,
    );
  }
  const restoreMajor = await postgresToolMajor('pg_restore', source.pgDumpMajor);
  if (restoreMajor < source.pgDumpMajor) {
    throw new BackupError(
      `Cette sauvegarde a été écrite par pg_dump ${source.pgDumpMajor} et pg_restore est en version ${restoreMajor}\u00a0: ` +
        `installez postgresql-client-${source.pgDumpMajor} et mettez /usr/lib/postgresql/${source.pgDumpMajor}/bin en tête du PATH.`,
    );
  }
  await postgresToolMajor('psql', restoreMajor);
  if (state.relationCount > 0 && !options.force) {
    throw new BackupError(
      `La base ${target} n’est pas vide (${state.relationCount} tables ou séquences, dont ${state.someRelations.join(', ')})\u00a0: ` +
        'restaurez dans une base neuve (createdb), ou ajoutez --force pour remplacer ses schémas public et drizzle.',
    );
  }
  if (state.otherSessions > 0) {
    throw new BackupError(
      `La base ${target} a ${state.otherSessions} autre(s) connexion(s) ouverte(s) (un serveur JurisRDV\u202f?)\u00a0: ` +
        'arrêtez-les avant de restaurer.',
    );
  }
  await verifyBackupPayload(file);

  const restore = spawn('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--file=-'], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const psql = spawn(
    'psql',
    ['--no-psqlrc', '--quiet', '--no-password', '--set=ON_ERROR_STOP=1', '--file=-'],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const restoreErrors = captureStderr(restore);
  const psqlErrors = captureStderr(psql);
  const restoreExited = exitCodeOf(restore);
  const psqlExited = exitCodeOf(psql);
  // Either side may stop first (a bad archive, an SQL error): the other's broken pipe is expected then.
  const ignoreBrokenPipe = () => undefined;
  restore.stdin.on('error', ignoreBrokenPipe);
  psql.stdin.on('error', ignoreBrokenPipe);
  psql.stdin.write(
    `BEGIN;\nSET client_min_messages = warning;\n${options.force ? `${REPLACE_SCHEMAS_SQL}\n` : ''}`,
  );
  const feeding = pipeline(payloadStream(file), restore.stdin).catch(ignoreBrokenPipe);
  const script = pipeline(restore.stdout, psql.stdin, { end: false }).catch(ignoreBrokenPipe);
  const restoreCode = await restoreExited;
  await Promise.all([feeding, script]);
  // Without COMMIT, psql reaching the end of its input ends the session and the transaction is rolled back.
  psql.stdin.end(restoreCode === 0 ? 'COMMIT;\n' : '');
  const psqlCode = await psqlExited;
  if (psqlCode !== 0) {
    throw new BackupError(
      `La restauration a échoué, la base ${target} est inchangée\u00a0: ${toolFailureReason(psqlErrors())}`,
    );
  }
  if (restoreCode !== 0) {
    throw new BackupError(
      `pg_restore n’a pas pu lire la sauvegarde, la base ${target} est inchangée\u00a0: ${toolFailureReason(restoreErrors())}`,
    );
  }
  const restored = await withPostgres(config, migrationHistoryOf);
  if (restored.count !== file.header.migrations.count) {
    throw new BackupError(
      `La base ${target} a ${restored.count} migrations après restauration au lieu des ` +
        `${file.header.migrations.count} de la sauvegarde\u00a0: vérifiez-la avant de la servir.`,
    );
  }
}
