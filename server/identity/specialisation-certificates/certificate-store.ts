import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { nameKey } from '#domain/identity/official-directories/directory-text.ts';
import type {
  TPublicCertificate,
  TSpecialisationCertificate,
} from '#domain/identity/official-directories/specialisation-certificates.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { professionals, specialisationCertificates } from '#server/db/schema/index.ts';
import { matchIdentities } from '../official-directories/directory-matches';

/** Lawyers compared with the directory per query when an import refreshes every certificate. */
const REFRESH_BATCH = 1000;

type TCertificateRow = typeof specialisationCertificates.$inferSelect;

function toCertificate(row: TCertificateRow): TSpecialisationCertificate {
  return {
    id: row.id,
    specialisation: row.specialisation,
    source: row.source,
    note: row.note,
    recordedAt: row.recordedAt.toISOString(),
  };
}

/** The certificates in force of each professional (none: absent from the map), oldest first. */
export async function certificatesOf(
  db: TDatabaseOrTransaction,
  professionalIds: readonly number[],
): Promise<Map<number, TSpecialisationCertificate[]>> {
  const result = new Map<number, TSpecialisationCertificate[]>();
  if (professionalIds.length === 0) return result;
  const rows = await db
    .select()
    .from(specialisationCertificates)
    .where(
      and(
        inArray(specialisationCertificates.professionalId, [...professionalIds]),
        isNull(specialisationCertificates.withdrawnAt),
      ),
    )
    .orderBy(asc(specialisationCertificates.recordedAt), asc(specialisationCertificates.id));
  for (const row of rows) {
    result.set(row.professionalId, [...(result.get(row.professionalId) ?? []), toCertificate(row)]);
  }
  return result;
}

/**
 * What the public profile says of a lawyer's certificates: each specialisation once, whether the directory or an
 * administrator (or both) recorded it.
 */
export async function publicCertificatesOf(
  db: TDatabaseOrTransaction,
  professionalId: number,
): Promise<TPublicCertificate[]> {
  const certificates = (await certificatesOf(db, [professionalId])).get(professionalId) ?? [];
  const seen = new Set<string>();
  return certificates.flatMap((certificate) => {
    const key = nameKey(certificate.specialisation);
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ specialisation: certificate.specialisation, source: certificate.source }];
  });
}

/** Whether a certificate is in force for the professional: their free text may then say « spécialiste ». */
export async function hasSpecialisationCertificate(
  db: TDatabaseOrTransaction,
  professionalId: number,
): Promise<boolean> {
  return ((await certificatesOf(db, [professionalId])).get(professionalId)?.length ?? 0) > 0;
}

/**
 * Brings the `official-directory` certificates in line with the CNB directory as last imported: a lawyer found
 * at their line (name, first name, bar and number all agree) holds its specialisations; one no longer found, or
 * whose line lost one, has it withdrawn. Run after each CNB import (every lawyer) and after a lawyer's bar details
 * change (`professionalIds`). Administrator certificates are left alone.
 */
export async function refreshDirectoryCertificates(
  db: TDatabaseOrTransaction,
  now: Date,
  professionalIds?: readonly number[],
): Promise<void> {
  if (professionalIds?.length === 0) return;
  let afterId = 0;
  for (;;) {
    const lawyers = await db
      .select({
        id: professionals.id,
        firstName: professionals.firstName,
        lastName: professionals.lastName,
        barAssociation: professionals.barAssociation,
        barNumber: professionals.barNumber,
      })
      .from(professionals)
      .where(
        and(
          eq(professionals.professionalType, 'avocat'),
          professionalIds ? inArray(professionals.id, [...professionalIds]) : undefined,
          professionalIds ? undefined : gt(professionals.id, afterId),
        ),
      )
      .orderBy(asc(professionals.id))
      .limit(REFRESH_BATCH);
    if (lawyers.length === 0) return;
    const matches = await matchIdentities(
      db,
      lawyers.map((lawyer) => ({ professionalType: 'avocat' as const, ...lawyer })),
    );
    const present = await db
      .select()
      .from(specialisationCertificates)
      .where(
        and(
          inArray(
            specialisationCertificates.professionalId,
            lawyers.map((lawyer) => lawyer.id),
          ),
          eq(specialisationCertificates.source, 'official-directory'),
          isNull(specialisationCertificates.withdrawnAt),
        ),
      );
    const inserts: (typeof specialisationCertificates.$inferInsert)[] = [];
    const withdrawn: number[] = [];
    lawyers.forEach((lawyer, index) => {
      const match = matches[index]?.match;
      const wanted = new Set(
        match?.state === 'found'
          ? match.entry.specialisations.map((value) => value.trim()).filter((value) => value !== '')
          : [],
      );
      const held = present.filter((row) => row.professionalId === lawyer.id);
      for (const row of held) if (!wanted.has(row.specialisation)) withdrawn.push(row.id);
      for (const specialisation of wanted) {
        if (held.some((row) => row.specialisation === specialisation)) continue;
        inserts.push({
          professionalId: lawyer.id,
          specialisation,
          source: 'official-directory',
          recordedAt: now,
        });
      }
    });
    if (withdrawn.length > 0) {
      await db
        .update(specialisationCertificates)
        .set({ withdrawnAt: now, withdrawalNote: 'Absent de l’annuaire officiel importé' })
        .where(inArray(specialisationCertificates.id, withdrawn));
    }
    if (inserts.length > 0) {
      await db.insert(specialisationCertificates).values(inserts).onConflictDoNothing();
    }
    if (professionalIds || lawyers.length < REFRESH_BATCH) return;
    afterId = lawyers[lawyers.length - 1]?.id ?? afterId;
  }
}

/** An administrator records a certificate they checked, with their note. 404 for an unknown or non-lawyer id. */
export async function recordCertificate(
  db: TDatabaseOrTransaction,
  input: { professionalId: number; specialisation: string; note: string; adminId: string; now: Date },
): Promise<TSpecialisationCertificate> {
  const [lawyer] = await db
    .select({ type: professionals.professionalType })
    .from(professionals)
    .where(eq(professionals.id, input.professionalId));
  if (lawyer?.type !== 'avocat') {
    throw new AppError('NOT_FOUND', { message: 'Avocat introuvable.' });
  }
  const [row] = await db
    .insert(specialisationCertificates)
    .values({
      professionalId: input.professionalId,
      specialisation: input.specialisation,
      source: 'administrator',
      note: input.note,
      recordedBy: input.adminId,
      recordedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { specialisation: 'Ce certificat est déjà enregistré' },
    });
  }
  return toCertificate(row);
}

/** An administrator withdraws a certificate in force of this professional (any source), with their note. */
export async function withdrawCertificate(
  db: TDatabaseOrTransaction,
  input: { professionalId: number; certificateId: number; note: string; adminId: string; now: Date },
): Promise<void> {
  const [row] = await db
    .update(specialisationCertificates)
    .set({ withdrawnAt: input.now, withdrawnBy: input.adminId, withdrawalNote: input.note })
    .where(
      and(
        eq(specialisationCertificates.id, input.certificateId),
        eq(specialisationCertificates.professionalId, input.professionalId),
        isNull(specialisationCertificates.withdrawnAt),
      ),
    )
    .returning({ id: specialisationCertificates.id });
  if (!row) throw new AppError('NOT_FOUND', { message: 'Certificat introuvable.' });
}
