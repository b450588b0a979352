import { count, eq } from 'drizzle-orm';
import { defaultAvailabilitySettings } from '#domain/agenda/availability/availability-settings.ts';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import type { TFirmRole } from '#domain/identity/firms/firm-roles.ts';
import type { TDatabase } from '../db/database';
import { appointments, firmMembers, firms, professionals, users } from '../db/schema';
import { hashPassword } from '../identity/auth/passwords';
import { giveProfessionalsTheirOwnFirm } from '../identity/firms/one-member-firms';

type TNewProfessional = typeof professionals.$inferInsert;
type TNewAppointment = typeof appointments.$inferInsert;

let sequence = 0;

/** Fees as a professional would enter them in « Ma fiche pro ». */
export const TEST_FEES: TProfessionalFees = {
  firstConsultation: { kind: 'amount', cents: 12_000 },
  followUp: { kind: 'amount', cents: 10_000 },
  urgent: null,
  legalInsuranceAccepted: false,
  paymentMeans: ['carte', 'cheque'],
  paymentFacilities: false,
};

/**
 * A verified Paris lawyer with a complete profile (so public: listed, shown and bookable) and default
 * opening hours; override what the test is about.
 */
export function buildProfessional(overrides: Partial<TNewProfessional> = {}): TNewProfessional {
  sequence += 1;
  return {
    firstName: 'Jeanne',
    lastName: `Test${sequence}`,
    professionalType: 'avocat',
    practice: `Cabinet Test ${sequence}`,
    specialty: 'Droit de la famille',
    specialties: ['Droit de la famille'],
    barNumber: `T${sequence}`,
    verificationStatus: 'verified',
    languages: ['Français'],
    consultationModes: ['cabinet', 'visio', 'telephone'],
    fees: TEST_FEES,
    phone: '01 00 00 00 00',
    description: 'Avocate de test.',
    streetAddress: '1 rue de Test',
    postalCode: '75011',
    city: 'Paris',
    communeCode: '75111',
    // Paris 11e.
    latitude: 48.8589,
    longitude: 2.3799,
    practicingSince: 2010,
    ratingAverage: 4.5,
    reviewCount: 10,
    availability: defaultAvailabilitySettings(),
    ...overrides,
  };
}

export async function insertProfessional(db: TDatabase, overrides: Partial<TNewProfessional> = {}) {
  const [row] = await db.insert(professionals).values(buildProfessional(overrides)).returning();
  if (!row) throw new Error('insertProfessional: nothing inserted');
  return row;
}

export async function insertAppointment(
  db: TDatabase,
  values: Omit<TNewAppointment, 'mode' | 'status'> & Partial<TNewAppointment>,
) {
  const [row] = await db
    .insert(appointments)
    .values({ mode: 'cabinet', status: 'confirmed', ...values })
    .returning();
  if (!row) throw new Error('insertAppointment: nothing inserted');
  return row;
}

/**
 * A professional account (its user and a verified, public profile) that signs in with `password`, alone in
 * its own firm as the registration leaves it (issue 27).
 */
export async function insertProfessionalAccount(
  db: TDatabase,
  account: { email: string; firstName?: string; lastName?: string; password?: string },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: account.email.toLowerCase(),
      passwordHash: await hashPassword(account.password ?? 'demo-2025'),
      role: 'professional',
      firstName: account.firstName ?? 'Jeanne',
      lastName: account.lastName ?? 'Test',
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('insertProfessionalAccount: no user inserted');
  const professional = await insertProfessional(db, {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  });
  await giveProfessionalsTheirOwnFirm(db, [user.id]);
  return { user, professional };
}

/** The firm an account is a member of. */
export async function firmIdOf(db: TDatabase, userId: string): Promise<number> {
  const [member] = await db.select().from(firmMembers).where(eq(firmMembers.userId, userId));
  if (!member) throw new Error(`firmIdOf: ${userId} is in no firm`);
  return member.firmId;
}

/** Moves a member into another firm with `role`, as an accepted invitation would; the firm left empty goes. */
export async function moveIntoFirm(db: TDatabase, userId: string, firmId: number, role: TFirmRole) {
  const previous = await firmIdOf(db, userId);
  await db.update(firmMembers).set({ firmId, role }).where(eq(firmMembers.userId, userId));
  const [left] = await db.select({ n: count() }).from(firmMembers).where(eq(firmMembers.firmId, previous));
  if (previous !== firmId && left?.n === 0) await db.delete(firms).where(eq(firms.id, previous));
}
