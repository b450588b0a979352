import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../domain/errors/app-error';
import { buildProfessionalFaq } from '../../domain/professionals/professional-faq';
import type { TProfessionalProfile } from '../../domain/professionals/profile-schemas';
import { horizonEnd } from '../availability/busy-intervals';
import { cachedFreeSlots } from '../availability/busy-intervals-cache';
import type { TDatabase, TDatabaseOrTransaction } from '../db/database';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { professionals } from '../db/schema';
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
  if (!row) throw new AppError('NOT_FOUND', { message: PROFESSIONAL_NOT_FOUND_MESSAGE });
  const settings = availabilityOf(row);
  const slots =
    settings && row.acceptsOnlineBooking
      ? await cachedFreeSlots(db, row.id, settings, now, horizonEnd(now, settings.horizonDays))
      : [];
  const slotDays = toDaySlots(slots, Number.POSITIVE_INFINITY);
  const card = toProfessionalCard(row, { distanceKm: null, nextSlots: slotDays, now });
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
