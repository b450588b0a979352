import { createHash } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  readDirectoryLine,
  readHeader,
  type TDirectoryEntry,
  type TOfficialDirectorySource,
} from '#domain/identity/official-directories/directory-formats.ts';
import type { TDatabase } from '#server/db/database.ts';
import {
  officialDirectoryEntries,
  officialDirectoryImports,
  officialDirectoryStaging,
} from '#server/db/schema/index.ts';
import { OperatorRefusal } from '#server/platform/operations/operator-refusal.ts';
import { refreshDirectoryCertificates } from '../specialisation-certificates/certificate-store';
import { csvRecords, decodeChunks, type TDirectoryEncoding } from './csv-records';

/** Lines written to the staging table per statement (17 columns: far below PostgreSQL's 65,535 parameters). */
const BATCH_LINES = 1000;
/** A directory line is a few hundred characters; 64 Kio is no line, and the limit keeps memory flat. */
export const MAX_RECORD_CHARS = 64 * 1024;
/** The refused lines the summary lists (all are counted). */
const LISTED_REJECTIONS = 20;

export type TDirectoryImportOptions = {
  source: TOfficialDirectorySource;
  /** The file's bytes (or text) as a stream. */
  input: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;
  fileName: string;
  now: Date;
  encoding?: TDirectoryEncoding;
  /** Accept a file with less than half the lines present today (otherwise refused: a truncated file). */
  allowShrink?: boolean;
};

export type TDirectoryImportSummary = {
  importId: number;
  source: TOfficialDirectorySource;
  importedAt: Date;
  linesRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
  rejected: number;
  rejections: { line: number; reason: string }[];
};

function contentHash(entry: TDirectoryEntry): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        entry.lastName,
        entry.firstName,
        entry.place,
        entry.nationalNumber,
        entry.localNumber,
        entry.oathDate,
        entry.specialisations,
        entry.office,
        entry.city,
      ]),
    )
    .digest('base64url');
}

/** Serialises the merges of one directory between instances and commands (any constants of their own). */
const MERGE_LOCK_KEYS: Record<TOfficialDirectorySource, number> = {
  cnb: 290_101,
  notaires: 290_102,
  commissaires: 290_103,
};

/**
 * Imports an official directory file (issue 29 §1, ADR 0071), streaming: the lines go by batches of 1,000 into
 * a staging table, then one transaction merges them into `official_directory_entries`: new lines inserted,
 * changed lines rewritten, identical lines left alone (importing the same file again changes nothing), lines
 * the file no longer has marked removed at this import's date. Refused lines (an empty name, a NUL, an
 * unreadable date, a duplicate) are counted and listed; a file that is not this directory (its header, its
 * separator, its encoding, a line past 64 Kio, more than 1 % of lines refused, less than half the lines present
 * today) is refused whole and changes nothing: the import row says why.
 */
export async function importOfficialDirectory(
  db: TDatabase,
  options: TDirectoryImportOptions,
): Promise<TDirectoryImportSummary> {
  const { source, now } = options;
  const [created] = await db
    .insert(officialDirectoryImports)
    .values({ source, fileName: options.fileName.slice(0, 300), importedAt: now })
    .returning({ id: officialDirectoryImports.id });
  if (!created) throw new Error('import row not created');
  const importId = created.id;
  try {
    const summary = await readAndMerge(db, importId, options);
    await db
      .update(officialDirectoryImports)
      .set({
        status: 'done',
        finishedAt: new Date(),
        linesRead: summary.linesRead,
        inserted: summary.inserted,
        updated: summary.updated,
        unchanged: summary.unchanged,
        removed: summary.removed,
        rejected: summary.rejected,
      })
      .where(eq(officialDirectoryImports.id, importId));
    // The lawyers' certificates follow the directory's specialisations (issue 29 §2).
    if (source === 'cnb') await refreshDirectoryCertificates(db, now);
    return summary;
  } catch (error) {
    await db.delete(officialDirectoryStaging).where(eq(officialDirectoryStaging.importId, importId));
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(officialDirectoryImports)
      .set({ status: 'failed', finishedAt: new Date(), error: message.slice(0, 1000) })
      .where(eq(officialDirectoryImports.id, importId));
    throw error;
  }
}

async function readAndMerge(
  db: TDatabase,
  importId: number,
  options: TDirectoryImportOptions,
): Promise<TDirectoryImportSummary> {
  const { source, now } = options;
  const records = csvRecords(decodeChunks(options.input, options.encoding ?? 'utf-8'), {
    delimiter: ';',
    maxRecordChars: MAX_RECORD_CHARS,
  });
  let mapping: ReturnType<typeof readHeader> | null = null;
  let linesRead = 0;
  let staged = 0;
  let rejected = 0;
  const rejections: { line: number; reason: string }[] = [];
  const reject = (line: number, reason: string) => {
    rejected += 1;
    if (rejections.length < LISTED_REJECTIONS) rejections.push({ line, reason });
  };
  let batch: { line: number; row: TStagedLine }[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch.map((item) => item.row);
    const column = (pick: (row: TStagedLine) => string | null) => sql`${textArray(rows.map(pick))}::text[]`;
    // One parameter per column (unnest), not one per value: a batch is one short statement to plan.
    const written = rowsOf<{ entry_key: string }>(
      await db.execute(sql`
        insert into official_directory_staging (
          import_id, entry_key, last_name, first_name, place, national_number, local_number, oath_date,
          specialisations, office, city, last_name_key, first_name_key, place_key, number_key, local_number_key,
          content_hash)
        select ${importId}, entry_key, last_name, first_name, place, national_number, local_number,
          oath_date::date, case when specialisations = '' then '{}'::text[] else string_to_array(specialisations, '|') end,
          office, city, last_name_key, first_name_key, place_key, number_key, local_number_key, content_hash
        from unnest(${column((row) => row.entryKey)}, ${column((row) => row.lastName)},
          ${column((row) => row.firstName)}, ${column((row) => row.place)}, ${column((row) => row.nationalNumber)},
          ${column((row) => row.localNumber)}, ${column((row) => row.oathDate)},
          ${column((row) => row.specialisations.join('|'))}, ${column((row) => row.office)},
          ${column((row) => row.city)}, ${column((row) => row.lastNameKey)}, ${column((row) => row.firstNameKey)},
          ${column((row) => row.placeKey)}, ${column((row) => row.numberKey)}, ${column((row) => row.localNumberKey)},
          ${column((row) => row.contentHash)})
          as line(entry_key, last_name, first_name, place, national_number, local_number, oath_date,
            specialisations, office, city, last_name_key, first_name_key, place_key, number_key, local_number_key,
            content_hash)
        on conflict do nothing
        returning entry_key`),
    );
    staged += written.length;
    if (written.length < batch.length) {
      const kept = new Set(written.map((row) => row.entry_key));
      for (const item of batch) {
        if (!kept.has(item.row.entryKey)) reject(item.line, `doublon de «\u00a0${item.row.entryKey}\u00a0»`);
        else kept.delete(item.row.entryKey);
      }
    }
    batch = [];
  };

  for await (const record of records) {
    if (!mapping) {
      mapping = readHeader(record.fields, source);
      if ('error' in mapping) throw new OperatorRefusal(`Fichier refusé\u00a0: ${mapping.error}`);
      continue;
    }
    if (!('mapping' in mapping)) break;
    linesRead += 1;
    const read = readDirectoryLine(record.fields, mapping.mapping, source);
    if ('error' in read) {
      reject(record.line, read.error);
      continue;
    }
    const { entry } = read;
    batch.push({
      line: record.line,
      row: {
        entryKey: entry.entryKey,
        lastName: entry.lastName,
        firstName: entry.firstName,
        place: entry.place,
        nationalNumber: entry.nationalNumber,
        localNumber: entry.localNumber,
        oathDate: entry.oathDate,
        specialisations: entry.specialisations,
        office: entry.office,
        city: entry.city,
        lastNameKey: entry.lastNameKey,
        firstNameKey: entry.firstNameKey,
        placeKey: entry.placeKey,
        numberKey: entry.numberKey,
        localNumberKey: entry.localNumberKey,
        contentHash: contentHash(entry),
      },
    });
    if (batch.length >= BATCH_LINES) await flush();
  }
  await flush();

  if (!mapping) throw new OperatorRefusal('Fichier refusé\u00a0: il est vide.');
  if (linesRead === 0)
    throw new OperatorRefusal('Fichier refusé\u00a0: il n’a que son en-tête, aucune ligne.');
  if (rejected > Math.max(10, linesRead / 100)) {
    const first = rejections
      .slice(0, 5)
      .map((item) => `ligne ${item.line}\u00a0: ${item.reason}`)
      .join('\u00a0; ');
    throw new OperatorRefusal(
      `Fichier refusé\u00a0: ${rejected} lignes sur ${linesRead} sont illisibles (plus de 1\u00a0%). Par exemple ${first}.`,
    );
  }

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MERGE_LOCK_KEYS[source]})`);
    const [present] = await tx
      .select({ total: count() })
      .from(officialDirectoryEntries)
      .where(
        and(eq(officialDirectoryEntries.source, source), sql`${officialDirectoryEntries.removedAt} is null`),
      );
    const presentCount = Number(present?.total ?? 0);
    if (!options.allowShrink && staged < presentCount / 2) {
      throw new OperatorRefusal(
        `Fichier refusé\u00a0: ${staged} lignes contre ${presentCount} présentes aujourd’hui. Un fichier tronqué retirerait les autres de l’annuaire\u202f; s’il est complet, relancez avec --allow-shrink.`,
      );
    }
    const at = now.toISOString();
    const merged = await tx.execute(sql`
      with written as (
        insert into official_directory_entries (
          source, entry_key, last_name, first_name, place, national_number, local_number, oath_date,
          specialisations, office, city, last_name_key, first_name_key, place_key, number_key, local_number_key,
          content_hash, first_seen_at, changed_at, removed_at)
        select ${source}, entry_key, last_name, first_name, place, national_number, local_number, oath_date,
          specialisations, office, city, last_name_key, first_name_key, place_key, number_key, local_number_key,
          content_hash, ${at}::timestamptz, ${at}::timestamptz, null
        from official_directory_staging where import_id = ${importId}
        on conflict (source, entry_key) do update set
          last_name = excluded.last_name, first_name = excluded.first_name, place = excluded.place,
          national_number = excluded.national_number, local_number = excluded.local_number,
          oath_date = excluded.oath_date, specialisations = excluded.specialisations, office = excluded.office,
          city = excluded.city, last_name_key = excluded.last_name_key, first_name_key = excluded.first_name_key,
          place_key = excluded.place_key, number_key = excluded.number_key,
          local_number_key = excluded.local_number_key, content_hash = excluded.content_hash,
          changed_at = excluded.changed_at, removed_at = null
        where official_directory_entries.content_hash <> excluded.content_hash
          or official_directory_entries.removed_at is not null
        returning (xmax = 0) as fresh
      )
      select (count(*) filter (where fresh))::int as inserted, (count(*) filter (where not fresh))::int as updated
      from written`);
    const removed = await tx.execute(sql`
      with gone as (
        update official_directory_entries e set removed_at = ${at}::timestamptz
        where e.source = ${source} and e.removed_at is null
          and not exists (
            select 1 from official_directory_staging s where s.import_id = ${importId} and s.entry_key = e.entry_key)
        returning 1
      )
      select count(*)::int as removed from gone`);
    await tx.delete(officialDirectoryStaging).where(eq(officialDirectoryStaging.importId, importId));
    const counts = rowsOf<{ inserted: number; updated: number }>(merged)[0];
    const inserted = Number(counts?.inserted ?? 0);
    const updated = Number(counts?.updated ?? 0);
    return {
      importId,
      source,
      importedAt: now,
      linesRead,
      inserted,
      updated,
      unchanged: staged - inserted - updated,
      removed: Number(rowsOf<{ removed: number }>(removed)[0]?.removed ?? 0),
      rejected,
      rejections,
    };
  });
}

type TStagedLine = TDirectoryEntry & { contentHash: string };

/** A PostgreSQL array literal of texts (null elements allowed), passed as one parameter. */
function textArray(values: readonly (string | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : `"${value.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}

/** The rows of a raw statement: both drivers answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
