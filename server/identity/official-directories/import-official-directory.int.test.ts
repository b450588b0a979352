// @vitest-environment node
import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOfficialDirectorySource } from '#domain/identity/official-directories/directory-formats.ts';
import type { TDatabaseHandle } from '#server/db/database.ts';
import {
  officialDirectoryEntries,
  officialDirectoryImports,
  officialDirectoryStaging,
} from '#server/db/schema/index.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { importOfficialDirectory } from './import-official-directory';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const CNB = readFileSync(join(FIXTURES, 'cnb-annuaire.csv'), 'utf8');

let handle: TDatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

async function* chunks(text: string | Uint8Array, size = 7): AsyncGenerator<Uint8Array> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

function run(source: TOfficialDirectorySource, text: string | Uint8Array, now: Date, extra = {}) {
  return importOfficialDirectory(handle.db, {
    source,
    input: chunks(text),
    fileName: `${source}.csv`,
    now,
    ...extra,
  });
}

const entriesOf = (source: TOfficialDirectorySource) =>
  handle.db
    .select()
    .from(officialDirectoryEntries)
    .where(eq(officialDirectoryEntries.source, source))
    .orderBy(asc(officialDirectoryEntries.entryKey));

const MARCH = new Date('2027-03-01T09:00:00Z');
const APRIL = new Date('2027-04-01T08:00:00Z');
const MAY = new Date('2027-05-01T08:00:00Z');

describe('importOfficialDirectory', () => {
  it('imports the CNB fixture from a file stream, its quoted fields and specialisations, with the import date', async () => {
    const summary = await importOfficialDirectory(handle.db, {
      source: 'cnb',
      input: createReadStream(join(FIXTURES, 'cnb-annuaire.csv')),
      fileName: 'cnb-annuaire.csv',
      now: MARCH,
    });
    expect(summary).toMatchObject({
      linesRead: 4,
      inserted: 4,
      updated: 0,
      unchanged: 0,
      removed: 0,
      rejected: 0,
    });
    const entries = await entriesOf('cnb');
    expect(entries.map((entry) => entry.entryKey)).toEqual(['123456', '345678', '456789', '98765']);
    expect(entries[1]).toMatchObject({
      lastName: 'MOREL',
      firstName: 'Élise',
      place: 'LYON',
      oathDate: '2015-01-15',
      specialisations: ['Droit de la famille, des personnes et de leur patrimoine', 'Droit pénal'],
      office: 'Cabinet "Morel"',
      firstSeenAt: MARCH,
      changedAt: MARCH,
      removedAt: null,
    });
    expect(entries[0]).toMatchObject({ localNumber: 'C1234', localNumberKey: 'C1234', placeKey: 'paris' });
    const [row] = await handle.db
      .select()
      .from(officialDirectoryImports)
      .where(eq(officialDirectoryImports.id, summary.importId));
    expect(row).toMatchObject({
      status: 'done',
      importedAt: MARCH,
      linesRead: 4,
      inserted: 4,
      fileName: 'cnb-annuaire.csv',
    });
    expect(await handle.db.select().from(officialDirectoryStaging)).toEqual([]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await entriesOf('cnb');
    const summary = await run('cnb', CNB, APRIL);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 4, removed: 0 });
    expect(await entriesOf('cnb')).toEqual(before);
  });

  it('rewrites a changed line, marks a line gone at the import date, and brings it back when it returns', async () => {
    const lines = CNB.trimEnd().split('\n');
    const changed = [lines[0], lines[1]?.replace(';PARIS;', ';VERSAILLES;'), lines[2], lines[3]].join('\n');
    const summary = await run('cnb', changed, APRIL);
    expect(summary).toMatchObject({ inserted: 0, updated: 1, unchanged: 2, removed: 1 });
    const entries = await entriesOf('cnb');
    expect(entries.find((entry) => entry.entryKey === '123456')).toMatchObject({
      place: 'VERSAILLES',
      placeKey: 'versailles',
      changedAt: APRIL,
      firstSeenAt: MARCH,
    });
    expect(entries.find((entry) => entry.entryKey === '456789')).toMatchObject({ removedAt: APRIL });

    const back = await run('cnb', CNB, MAY);
    expect(back).toMatchObject({ inserted: 0, updated: 2, unchanged: 2, removed: 0 });
    expect((await entriesOf('cnb')).find((entry) => entry.entryKey === '456789')).toMatchObject({
      removedAt: null,
      changedAt: MAY,
    });
  });

  it('imports the notaries and the commissaires de justice from their own formats, apart from the lawyers', async () => {
    const notaries = await run('notaires', readFileSync(join(FIXTURES, 'notaires-annuaire.csv')), MARCH);
    expect(notaries).toMatchObject({ inserted: 2, rejected: 0 });
    expect(
      (await entriesOf('notaires')).map((entry) => [entry.entryKey, entry.localNumber, entry.office]),
    ).toEqual([
      ['blanc|hugo|69005', '69005', 'Étude Blanc'],
      ['roux|anne|75012', '75012', 'Office notarial Roux et associés'],
    ]);
    const bailiffs = await run(
      'commissaires',
      readFileSync(join(FIXTURES, 'commissaires-annuaire.csv')),
      MARCH,
    );
    expect(bailiffs).toMatchObject({ inserted: 2, rejected: 0 });
    expect((await entriesOf('commissaires')).map((entry) => entry.placeKey)).toEqual(['paris', 'douai']);
    expect(await entriesOf('cnb')).toHaveLength(4);
  });

  it('counts and lists refused lines, a duplicate among them, and imports the rest', async () => {
    const good = Array.from({ length: 200 }, (_, index) => `Nom${index};Prénom;Nice\u202f;${9000 + index}`);
    const text = [
      'nom;prenom;barreau;identifiant',
      ...good,
      ';Sans;Nice;1',
      'Nul\u0000;A;Nice;2',
      `Nom0;Prénom;Nice;9000`,
    ].join('\r\n');
    const summary = await run('cnb', text, MAY, { allowShrink: true });
    expect(summary).toMatchObject({ linesRead: 203, inserted: 200, rejected: 3 });
    expect(summary.rejections).toEqual([
      { line: 202, reason: '«\u00a0nom\u00a0» vide' },
      { line: 203, reason: 'caractère nul (U+0000) dans la ligne' },
      { line: 204, reason: 'doublon de «\u00a09000\u00a0»' },
    ]);
  });

  describe('refuses a file that is not a directory, whole, and changes nothing', () => {
    async function refused(text: string | Uint8Array, message: RegExp, extra = {}) {
      const before = await entriesOf('cnb');
      await expect(run('cnb', text, new Date('2027-06-01T08:00:00Z'), extra)).rejects.toThrow(message);
      expect(await entriesOf('cnb')).toEqual(before);
      const [last] = await handle.db
        .select()
        .from(officialDirectoryImports)
        .where(and(eq(officialDirectoryImports.source, 'cnb')))
        .orderBy(asc(officialDirectoryImports.id))
        .then((rows) => rows.slice(-1));
      expect(last).toMatchObject({ status: 'failed', error: expect.stringMatching(message) });
      expect(await handle.db.select().from(officialDirectoryStaging)).toEqual([]);
    }

    it('a wrong separator, a wrong header, an empty file', async () => {
      await refused(
        'nom,prenom,barreau,identifiant\nA,B,C,1\n',
        /séparé par des points-virgules \(séparateur trouvé\u00a0: virgule\)/,
      );
      await refused('name;first;bar\nA;B;C\n', /Colonnes manquantes/);
      await refused('', /il est vide/);
      await refused('nom;prenom;barreau;identifiant\n', /aucune ligne/);
    });

    it('a 1 MB line, a quote never closed, bytes that are not UTF-8, 10 MB of garbage', async () => {
      await refused(
        `nom;prenom;barreau;identifiant\nA;B;Paris;${'9'.repeat(1_048_576)}\n`,
        /la ligne 2 dépasse 64 Kio/,
      );
      await refused(`nom;prenom;barreau;identifiant\n"A;B;Paris;1\nC;D;Paris;2\n`, /jamais refermé/);
      await refused(Uint8Array.from([0x6e, 0x6f, 0x6d, 0x3b, 0xff, 0xfe, 0x00, 0x0a]), /pas du texte UTF-8/);
      const garbage = new Uint8Array(10 * 1_048_576);
      let seed = 42;
      for (let index = 0; index < garbage.length; index += 1) {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        garbage[index] = 32 + (seed % 90);
      }
      const started = Date.now();
      await refused(garbage, /dépasse 64 Kio|Colonnes manquantes/);
      expect(Date.now() - started).toBeLessThan(10_000);
    });

    it('NUL bytes everywhere: more than 1 % of lines refused', async () => {
      const lines = Array.from({ length: 50 }, (_, index) => `A\u0000${index};B;Paris;${index}`);
      await refused(
        ['nom;prenom;barreau;identifiant', ...lines].join('\n'),
        /50 lignes sur 50 sont illisibles/,
      );
    });

    it('a file with less than half the lines present today, unless told it is complete', async () => {
      await refused('nom;prenom;barreau;identifiant\nSeul;Un;Paris;1\n', /--allow-shrink/);
    });
  });
});
