import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/database.ts';
import { MIGRATIONS_DIR } from '#server/platform/project-root.ts';
import { BackupError } from './backup-error';
import type { TBackupHeader } from './backup-file-header';

export type TMigrationHistory = TBackupHeader['migrations'];

/** What drizzle's migrator recorded in a database: how many migrations, and the newest one's `when`. */
export async function migrationHistoryOf(db: TDatabase): Promise<TMigrationHistory> {
  const result = await db.execute(sql`
    select to_regclass('drizzle.__drizzle_migrations') is not null as "migrated"`);
  const [state] = (result as unknown as { rows: { migrated: boolean }[] }).rows;
  if (!state?.migrated) return { count: 0, lastCreatedAt: null };
  const history = await db.execute(sql`
    select count(*)::int as "count", max(created_at)::text as "last" from drizzle.__drizzle_migrations`);
  const [row] = (history as unknown as { rows: { count: number; last: string | null }[] }).rows;
  return { count: Number(row?.count ?? 0), lastCreatedAt: row?.last ? Number(row.last) : null };
}

/** The newest migration this version of JurisRDV knows (its journal's last `when`). */
export function newestKnownMigration(migrationsDir = MIGRATIONS_DIR): number {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Migrations only go forward: a backup whose schema is newer than this version's migrations would be
 * served by code that does not know its tables. Restore it with the version that made it (or a newer one).
 */
export function checkRestorableByThisVersion(backup: TMigrationHistory, newestKnown: number): void {
  if (backup.lastCreatedAt !== null && backup.lastCreatedAt > newestKnown) {
    throw new BackupError(
      'Cette sauvegarde vient d’une version plus récente de JurisRDV (migrations inconnues de celle-ci)\u00a0: ' +
        'restaurez-la avec la version qui l’a faite, ou une plus récente.',
    );
  }
}
