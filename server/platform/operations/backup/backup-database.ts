import type { TConfig } from '#server/platform/config.ts';
import { BackupError } from './backup-error';
import { DRIVER_NAMES, type TBackupDriver, type TBackupHeader } from './backup-file-header';
import { openBackupFile } from './backup-file-reader';
import { backupPglite } from './backup-pglite';
import { backupPostgres } from './backup-postgres';
import { checkRestorableByThisVersion, newestKnownMigration } from './migration-history';
import { describePostgresTarget } from './postgres-connection-environment';
import { restorePglite } from './restore-pglite';
import { restorePostgres } from './restore-postgres';

export type TBackupOutcome = { file: string; bytes: number; durationMs: number; driver: TBackupDriver };

export type TRestoreOutcome = TBackupOutcome & {
  header: TBackupHeader;
  /** « la base « jurisrdv » sur 127.0.0.1:5432 » or the PGlite data directory. */
  target: string;
  /** With --force on PGlite: where the data directory that was replaced now is. */
  previousDataDir: string | null;
};

function configuredDriver(config: TConfig): TBackupDriver {
  return config.databaseUrl ? 'postgres' : 'pglite';
}

/** Backs up the configured database (PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR) into `file`. */
export async function backupDatabase(config: TConfig, file: string): Promise<TBackupOutcome> {
  const started = performance.now();
  const driver = configuredDriver(config);
  const bytes = driver === 'postgres' ? await backupPostgres(config, file) : await backupPglite(config, file);
  return { file, bytes, durationMs: performance.now() - started, driver };
}

/**
 * Restores `file` into the configured database, which must be empty unless `force`. The file is checked
 * first (a JurisRDV backup, of this engine, complete and unaltered, not newer than this version).
 */
export async function restoreDatabase(
  config: TConfig,
  file: string,
  options: { force: boolean },
): Promise<TRestoreOutcome> {
  const started = performance.now();
  const backup = await openBackupFile(file);
  const driver = configuredDriver(config);
  const from = backup.header.source.driver;
  if (from !== driver) {
    throw new BackupError(
      `Cette sauvegarde vient de ${DRIVER_NAMES[from]} et la base configurée est ${DRIVER_NAMES[driver]} ` +
        `(${driver === 'postgres' ? 'DATABASE_URL est définie' : 'DATABASE_URL n’est pas définie'})\u00a0: une ` +
        'sauvegarde se restaure sur le même moteur.',
    );
  }
  checkRestorableByThisVersion(backup.header.migrations, newestKnownMigration());
  let target: string;
  let previousDataDir: string | null = null;
  if (driver === 'postgres' && config.databaseUrl) {
    await restorePostgres(config, backup, options);
    target = `la base ${describePostgresTarget(config.databaseUrl)}`;
  } else {
    const restored = await restorePglite(config, backup, options);
    target = restored.dataDir;
    previousDataDir = restored.previousDataDir;
  }
  return {
    file,
    bytes: backup.bytes,
    durationMs: performance.now() - started,
    driver,
    header: backup.header,
    target,
    previousDataDir,
  };
}
