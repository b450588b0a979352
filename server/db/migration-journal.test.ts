import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../platform/project-root';

const MIGRATIONS = join(PROJECT_ROOT, 'server/db/migrations');

type TJournal = { entries: { idx: number; when: number; tag: string }[] };

describe('migration journal', () => {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as TJournal;

  it('dates each migration after the one before: the migrator skips one older than the last applied', () => {
    const whens = journal.entries.map((entry) => entry.when);
    for (let index = 1; index < whens.length; index += 1)
      expect(whens[index], journal.entries[index]?.tag).toBeGreaterThan(whens[index - 1] ?? 0);
  });

  it('numbers them in order, one SQL file and one snapshot each', () => {
    const files = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql'));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files.sort());
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, '0'))).toBe(true);
    });
    const snapshots = readdirSync(join(MIGRATIONS, 'meta')).filter((file) => file.endsWith('_snapshot.json'));
    expect(snapshots).toHaveLength(journal.entries.length);
  });

  it('chains the snapshots, each pointing at the one before', () => {
    const snapshots = journal.entries.map(
      (entry) =>
        JSON.parse(readFileSync(join(MIGRATIONS, `meta/${entry.tag.slice(0, 4)}_snapshot.json`), 'utf8')) as {
          id: string;
          prevId: string;
        },
    );
    for (let index = 1; index < snapshots.length; index += 1)
      expect(snapshots[index]?.prevId, journal.entries[index]?.tag).toBe(snapshots[index - 1]?.id);
  });
});
