import type { TFirmPage, TFirmPageLawyer } from './firm-page-schemas';

/** A firm page as the API answers it, for the pure functions' and the page's tests. */
export function makeFirmLawyer(overrides: Partial<TFirmPageLawyer> = {}): TFirmPageLawyer {
  return {
    id: 1,
    name: 'Maître Sophie Martin',
    professionalType: 'avocat',
    title: 'Avocate',
    specialty: 'Droit de la famille',
    specialties: ['Droit de la famille', 'Droit des successions'],
    city: 'Paris',
    modes: ['cabinet', 'visio', 'telephone'],
    acceptsOnlineBooking: true,
    firstSlots: [
      { start: '2026-11-24T08:00:00.000Z', time: '09:00', modes: ['cabinet', 'visio'] },
      { start: '2026-11-24T13:00:00.000Z', time: '14:00', modes: ['telephone'] },
    ],
    ...overrides,
  };
}

export function makeFirmPage(overrides: Partial<TFirmPage> = {}): TFirmPage {
  return {
    id: 4,
    name: 'Cabinet Martin Avocats',
    legalForm: 'selarl',
    streetAddress: '45 boulevard Malesherbes',
    postalCode: '75008',
    city: 'Paris',
    phone: '01 42 00 00 00',
    logoUrl: null,
    lawyers: [
      makeFirmLawyer(),
      makeFirmLawyer({
        id: 9,
        name: 'Maître Luc Fontaine',
        title: 'Avocat',
        specialty: 'Droit pénal',
        specialties: ['Droit pénal'],
        modes: ['visio', 'telephone'],
        firstSlots: [{ start: '2026-11-23T15:30:00.000Z', time: '16:30', modes: ['visio', 'telephone'] }],
      }),
    ],
    ...overrides,
  };
}
