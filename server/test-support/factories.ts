import { defaultAvailabilitySettings } from '#domain/agenda/availability/availability-settings.ts';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import type { TDatabase } from '../db/database';
import { appointments, professionals } from '../db/schema';

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
