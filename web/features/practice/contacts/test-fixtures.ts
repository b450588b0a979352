import type { TContactDetail, TContactSummary } from '#domain/practice/contacts/contact-schemas.ts';

export function makeContactSummary(overrides: Partial<TContactSummary> = {}): TContactSummary {
  return {
    id: 1,
    type: 'client',
    clientType: 'particulier',
    firstName: 'Marie',
    lastName: 'Dubois',
    email: 'marie.dubois@example.com',
    phone: '06 12 34 56 78',
    company: null,
    position: null,
    city: 'Paris',
    status: 'actif',
    createdAt: '2099-01-10T10:00:00.000Z',
    lastContactAt: null,
    tags: [],
    ...overrides,
  };
}

export function makeContactDetail(overrides: Partial<TContactDetail> = {}): TContactDetail {
  return {
    ...makeContactSummary(),
    address: null,
    postalCode: null,
    country: 'France',
    siret: null,
    notes: [],
    cases: [],
    appointments: [],
    possibleConflicts: [],
    ...overrides,
  };
}
