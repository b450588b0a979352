import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '#server/db/database.ts';
import type { TConfig } from '#server/platform/config.ts';
import { BackupError } from './backup-error';
import type { TBackupFile } from './backup-file-reader';
import { readVerifiedPayload } from './backup-file-reader';
import { pgliteDataDirOf, refusePgliteInUse } from './backup-pglite';
import { MAX_DATA_DIR_BYTES, unpackDataDirArchive } from './data-dir-archive';
import { forgetLeftover, registerLeftover } from './leftover-files';
import { migrationHistoryOf } from './migration-history';

export type TPgliteRestore = { dataDir: string; previousDataDir: string | null };

function hasContent(directory: string): boolean {
  return existsSync(directory) && readdirSync(directory).length > 0;
}

/** « 2026-11-28T19-56-03 »: a name part that sorts by date and holds no colon. */
function stamp(date: Date): string {
  return date.toISOString().slice(0, 19).replaceAll(':', '-');
}

/**
 * Loads a PGlite backup into a new data directory beside DATA_DIR/pglite, checks that it opens with the
 * backup's migrations, and only then puts it in place: a failure leaves DATA_DIR as it was. With `force`, a
 * data directory already there is moved aside (`pglite.avant-restauration-<date>`), never deleted.
 */
export async function restorePglite(
  config: TConfig,
  file: TBackupFile,
  options: { force: boolean; maxDataDirBytes?: number },
): Promise<TPgliteRestore> {
  const dataDir = pgliteDataDirOf(config);
  const limit = options.maxDataDirBytes ?? MAX_DATA_DIR_BYTES;
  if (file.header.payloadBytes > limit) {
    throw new BackupError(
      `${file.path} dépasse ${Math.round(limit / 1024 ** 2)} Mo\u00a0: trop grand pour une base PGlite chargée en mémoire.`,
    );
  }
  if (existsSync(dataDir)) await refusePgliteInUse(dataDir, 'restaurer');
  const occupied = hasContent(dataDir);
  if (occupied && !options.force) {
    throw new BackupError(
      `${dataDir} contient déjà une base\u00a0: restaurez dans un DATA_DIR vide, ou ajoutez --force pour la ` +
        'remplacer (l’ancienne est gardée à côté).',
    );
  }
  const archive = unpackDataDirArchive(await readVerifiedPayload(file), limit);
  await mkdir(config.dataDir, { recursive: true });
  // mkdtemp makes it 0700: the restored data directory is readable by its owner only.
  const staging = await mkdtemp(join(config.dataDir, '.pglite-restauration-'));
  registerLeftover(staging);
  try {
    let handle: Awaited<ReturnType<typeof openDatabase>>;
    try {
      // zlib's output is a plain ArrayBuffer, never a shared one.
      const tar = archive.tar as Uint8Array<ArrayBuffer>;
      handle = await openDatabase({ driver: 'pglite', dataDir: staging, loadDataDir: new Blob([tar]) });
    } catch (error) {
      throw new BackupError(
        `PGlite n’a pas pu ouvrir la sauvegarde (PostgreSQL ${archive.pgVersion} d’après la sauvegarde)\u00a0: ` +
          `${(error as Error).message.split('\n')[0]}.`,
      );
    }
    try {
      const restored = await migrationHistoryOf(handle.db);
      if (restored.count !== file.header.migrations.count) {
        throw new BackupError(
          `La base restaurée a ${restored.count} migrations au lieu des ${file.header.migrations.count} de la ` +
            'sauvegarde\u00a0: restauration abandonnée, DATA_DIR inchangé.',
        );
      }
    } finally {
      await handle.close();
    }
    // Checked again: a server may have been started while the backup was being loaded.
    if (existsSync(dataDir)) await refusePgliteInUse(dataDir, 'restaurer');
    // From here on an interruption keeps the loaded copy, like the previous directory: nothing is lost.
    forgetLeftover(staging);
    let previousDataDir: string | null = null;
    try {
      if (hasContent(dataDir)) {
        previousDataDir = `${dataDir}.avant-restauration-${stamp(new Date())}`;
        await rename(dataDir, previousDataDir);
      } else if (existsSync(dataDir)) {
        await rmdir(dataDir);
      }
      await rename(staging, dataDir);
    } catch (error) {
      if (previousDataDir && !existsSync(dataDir))
        await rename(previousDataDir, dataDir).catch(() => undefined);
      throw error;
    }
    return { dataDir, previousDataDir };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    forgetLeftover(staging);
    throw error;
  }
}
