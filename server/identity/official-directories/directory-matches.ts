import { eq, max, sql } from 'drizzle-orm';
import {
  SOURCE_OF_PROFESSION,
  type TOfficialDirectorySource,
} from '#domain/identity/official-directories/directory-formats.ts';
import {
  declaredKeys,
  matchRegistration,
  type TDeclaredIdentity,
  type TDirectoryCandidate,
  type TDirectoryMatch,
} from '#domain/identity/official-directories/match-registration.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { officialDirectoryImports } from '#server/db/schema/index.ts';

/** Lines read per declared identity: namesakes at the same bar beyond this are no help to the administrator. */
const CANDIDATES_PER_IDENTITY = 20;

/** When each directory was last imported (successfully); absent: never. */
export async function lastImports(db: TDatabaseOrTransaction): Promise<Map<TOfficialDirectorySource, Date>> {
  const rows = await db
    .select({ source: officialDirectoryImports.source, at: max(officialDirectoryImports.importedAt) })
    .from(officialDirectoryImports)
    .where(eq(officialDirectoryImports.status, 'done'))
    .groupBy(officialDirectoryImports.source);
  return new Map(rows.flatMap((row) => (row.at ? [[row.source, new Date(row.at)] as const] : [])));
}

type TCandidateRow = {
  idx: number;
  entry_key: string;
  last_name: string;
  first_name: string;
  place: string;
  national_number: string;
  local_number: string;
  oath_date: string | Date | null;
  specialisations: string[];
  last_name_key: string;
  first_name_key: string;
  place_key: string;
  number_key: string;
  local_number_key: string;
};

function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

function isoDate(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** The present lines of `source` that could be each identity (same number, or same name with first name or place). */
async function candidatesOf(
  db: TDatabaseOrTransaction,
  source: TOfficialDirectorySource,
  identities: readonly TDeclaredIdentity[],
): Promise<TDirectoryCandidate[][]> {
  const keys = identities.map(declaredKeys);
  const result = await db.execute(sql`
    select r.idx, e.entry_key, e.last_name, e.first_name, e.place, e.national_number, e.local_number, e.oath_date,
      e.specialisations, e.last_name_key, e.first_name_key, e.place_key, e.number_key, e.local_number_key
    from unnest(
      ${`{${keys.map((_, index) => index).join(',')}}`}::int[],
      ${textArray(keys.map((key) => key.lastName))}::text[],
      ${textArray(keys.map((key) => key.firstName))}::text[],
      ${textArray(keys.map((key) => key.place))}::text[],
      ${textArray(keys.map((key) => key.number))}::text[]) as r(idx, last_key, first_key, place_key, number_key)
    cross join lateral (
      select * from official_directory_entries e
      where e.source = ${source} and e.removed_at is null and (
        (r.number_key <> '' and (e.number_key = r.number_key or e.local_number_key = r.number_key))
        or (r.last_key <> '' and e.last_name_key = r.last_key
          and (e.first_name_key = r.first_key or (r.place_key <> '' and e.place_key = r.place_key))))
      order by e.entry_key
      limit ${CANDIDATES_PER_IDENTITY}
    ) e`);
  const grouped: TDirectoryCandidate[][] = identities.map(() => []);
  for (const row of (result as unknown as { rows: TCandidateRow[] }).rows) {
    grouped[Number(row.idx)]?.push({
      entryKey: row.entry_key,
      lastName: row.last_name,
      firstName: row.first_name,
      place: row.place,
      nationalNumber: row.national_number,
      localNumber: row.local_number,
      oathDate: isoDate(row.oath_date),
      specialisations: row.specialisations,
      lastNameKey: row.last_name_key,
      firstNameKey: row.first_name_key,
      placeKey: row.place_key,
      numberKey: row.number_key,
      localNumberKey: row.local_number_key,
    });
  }
  return grouped;
}

export type TMatchWithSource = {
  match: TDirectoryMatch;
  source: TOfficialDirectorySource;
  importedAt: Date | null;
};

/**
 * How each declared identity compares with its profession's directory as last imported (issue 29 §1): one
 * query per directory whatever the number of identities.
 */
export async function matchIdentities(
  db: TDatabaseOrTransaction,
  identities: readonly TDeclaredIdentity[],
): Promise<TMatchWithSource[]> {
  const imports = await lastImports(db);
  const answers: TMatchWithSource[] = identities.map((identity) => ({
    match: { state: 'unavailable' },
    source: SOURCE_OF_PROFESSION[identity.professionalType],
    importedAt: null,
  }));
  const bySource = new Map<TOfficialDirectorySource, number[]>();
  identities.forEach((identity, index) => {
    const source = SOURCE_OF_PROFESSION[identity.professionalType];
    bySource.set(source, [...(bySource.get(source) ?? []), index]);
  });
  for (const [source, indexes] of bySource) {
    const importedAt = imports.get(source) ?? null;
    if (!importedAt) continue;
    const group = indexes.map((index) => identities[index] as TDeclaredIdentity);
    const candidates = await candidatesOf(db, source, group);
    indexes.forEach((index, position) => {
      answers[index] = {
        match: matchRegistration(group[position] as TDeclaredIdentity, candidates[position] ?? [], true),
        source,
        importedAt,
      };
    });
  }
  return answers;
}
