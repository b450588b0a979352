import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pgliteOf } from '#server/db/database.ts';
import type { TConfig } from '#server/platform/config.ts';
import { openConfiguredDatabase } from '#server/platform/open-configured-database.ts';
import { BackupError } from './backup-error';
import { createBackupFile } from './backup-file-writer';
import { migrationHistoryOf } from './migration-history';
import { pgliteDataDirUse } from './pglite-data-dir-use';

export function pgliteDataDirOf(config: TConfig): string {
  return join(config.dataDir, 'pglite');
}

/** Refuses a PGlite data directory another process has open: PGlite is one process, the server's. */
export async function refusePgliteInUse(dataDir: string, action: string): Promise<void> {
  const use = await pgliteDataDirUse(dataDir);
  if (use.state === 'in-use') {
    throw new BackupError(
      `La base PGlite ${dataDir} est ouverte par le processus ${use.pid} (le serveur JurisRDV\u202f?)\u00a0: ` +
        `arrêtez-le avant de ${action}, PGlite n’accepte qu’un processus à la fois.`,
    );
  }
  if (use.state === 'unknown') {
    throw new BackupError(
      `${join(dataDir, 'postmaster.pid')} existe et ce système ne permet pas de savoir si le serveur tourne\u00a0: ` +
        `arrêtez-le (après un arrêt brutal, démarrez-le puis arrêtez-le normalement) avant de ${action}.`,
    );
  }
}

/**
 * PGlite's own dump of its data directory (a gzipped tar, documents included), after a checkpoint. The
 * server must be stopped: this command opens the data directory itself, and PGlite has no locking.
 */
export async function backupPglite(config: TConfig, target: string): Promise<number> {
  const dataDir = pgliteDataDirOf(config);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`Aucune base PGlite dans ${dataDir} (DATA_DIR) : rien à sauvegarder.`);
  }
  await refusePgliteInUse(dataDir, 'sauvegarder');
  const file = await createBackupFile(target);
  try {
    const handle = await openConfiguredDatabase(config);
    try {
      const pglite = pgliteOf(handle);
      if (!pglite) throw new Error('PGlite attendu');
      const migrations = await migrationHistoryOf(handle.db);
      const version = await pglite.query<{ server_version: string }>('show server_version');
      // Data files as of now, so loading the dump replays little or no WAL.
      await pglite.exec('checkpoint');
      const dump = await pglite.dumpDataDir('gzip');
      await file.append(Buffer.from(await dump.arrayBuffer()));
      return await file.finish({
        application: 'jurisrdv',
        format: 1,
        createdAt: new Date().toISOString(),
        source: { driver: 'pglite', serverVersion: version.rows[0]?.server_version ?? 'inconnue' },
        migrations,
      });
    } finally {
      await handle.close();
    }
  } catch (error) {
    await file.abort();
    throw error;
  }
}
