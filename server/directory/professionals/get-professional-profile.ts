import { and, eq, sql } from 'drizzle-orm';
import { foldCardSlots } from '#domain/directory/professionals/card-slots.ts';
import { buildProfessionalFaq } from '#domain/directory/professionals/professional-faq.ts';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { cachedFreeSlots, horizonEnd } from '#server/agenda/index.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { preparedPerDatabase } from '#server/db/prepared-per-database.ts';
import { professionals } from '#server/db/schema/index.ts';
import { firmOfProfile, publicCertificatesOf } from '#server/identity/index.ts';
import { availabilityOf, toDaySlots, toProfessionalCard } from './professional-mappers';

export const PROFESSIONAL_NOT_FOUND_MESSAGE = 'Avocat introuvable';

/** A public professional's profile (validated and complete) with every free slot of the booking horizon. */
export async function getProfessionalProfile(
  db: TDatabase,
  id: number,
  now: Date,
  options: { onlinePayments?: boolean } = {},
): Promise<TProfessionalProfile> {
  const [row] = await publicProfessionalQuery(db).execute({ id });
  if (!row) {
    // A profile gone from its profession's official directory says so, with that reason (issue 29 §1).
    const [delisted] = await db
      .select({ id: professionals.id })
      .from(professionals)
      .where(and(eq(professionals.id, id), eq(professionals.delistedReason, 'official-directory')));
    throw delisted
      ? new AppError('PROFILE_DELISTED')
      : new AppError('NOT_FOUND', { message: PROFESSIONAL_NOT_FOUND_MESSAGE });
  }
  const settings = availabilityOf(row);
  const [slots, firm, certificates] = await Promise.all([
    settings && row.acceptsOnlineBooking
      ? cachedFreeSlots(db, row.id, settings, now, horizonEnd(now, settings.horizonDays))
      : [],
    firmOfProfile(db, row.id),
    row.professionalType === 'avocat' ? publicCertificatesOf(db, row.id) : [],
  ]);
  const slotDays = toDaySlots(slots, Number.POSITIVE_INFINITY);
  const card = toProfessionalCard(row, { distanceKm: null, slots: foldCardSlots(slotDays), now });
  return {
    ...card,
    practice: row.practice,
    fullDescription: row.fullDescription,
    education: row.education,
    certifications: row.certifications,
    services: row.services,
    questionnaire: row.questionnaire,
    slotDays,
    nextAvailableAt: slots[0]?.start.toISOString() ?? null,
    prepayment: Boolean(
      options.onlinePayments && row.onlinePaymentRequired && row.stripeAccountId && row.stripeChargesEnabled,
    ),
    firm,
    certificates,
    faq: buildProfessionalFaq({
      name: card.name,
      modes: card.modes,
      fees: card.fees,
      acceptsLegalAid: card.acceptsLegalAid,
      languages: card.languages,
      city: card.city,
    }),
  };
}

function preparePublicProfessional(db: TDatabaseOrTransaction) {
  return db
    .select()
    .from(professionals)
    .where(and(eq(professionals.id, sql.placeholder('id')), eq(professionals.isPublic, true)))
    .prepare('public_professional');
}

const publicProfessionalQuery = preparedPerDatabase(preparePublicProfessional);
