import { join } from 'node:path';
import { openDatabase, type TDatabaseHandle } from '../db/database';
import type { TConfig } from './config';
import { pgliteDataDirUse } from './operations/backup/pglite-data-dir-use';
import { OperatorRefusal } from './operations/operator-refusal';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR — which one process
 * only may open: a second server, or a command run beside a running one, would corrupt it.
 */
export async function openConfiguredDatabase(config: TConfig): Promise<TDatabaseHandle> {
  if (config.databaseUrl) {
    return openDatabase({ driver: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize });
  }
  const dataDir = join(config.dataDir, 'pglite');
  const use = await pgliteDataDirUse(dataDir);
  if (use.state === 'in-use' && use.pid !== process.pid) {
    throw new OperatorRefusal(
      `La base PGlite ${dataDir} est ouverte par le processus ${use.pid} (un serveur, une sauvegarde ou une restauration)\u00a0: PGlite n'accepte qu'un processus à la fois. Arrêtez-le d'abord.`,
    );
  }
  return openDatabase({ driver: 'pglite', dataDir });
}
