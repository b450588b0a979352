import { join } from 'node:path';
import type { TConfig } from './config';
import { openDatabase, type TDatabaseHandle } from './db/database';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: TConfig): Promise<TDatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ driver: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : openDatabase({ driver: 'pglite', dataDir: join(config.dataDir, 'pglite') });
}
