import { describe, expect, it } from 'vitest';
import type { TBookingState } from '#domain/appointments/booking/booking-steps.ts';
import {
  BOOKING_RESUME_PARAM,
  decodeBookingResume,
  encodeBookingResume,
  pathWithBookingResume,
} from './booking-resume';
import { safeReturnTo } from './return-to';

const state: TBookingState = {
  step: 'login',
  reason: 'Divorce à l’amiable — garde des enfants 👪',
  opposingParty: 'Jérôme Lefèvre',
  mode: 'visio',
  slot: { start: '2026-12-01T09:00:00.000Z', modes: ['visio', 'cabinet'] },
  answers: { '0': 'Oui, depuis 2020', '1': 'Non' },
  isFirstConsultation: false,
  acceptsFeeAgreement: true,
};

describe('booking resume', () => {
  it('carries the booking through a return path and back, at the account step', () => {
    const path = pathWithBookingResume('/lawyer/12', '?from=search', { professionalId: 12, state });
    expect(safeReturnTo(path)).toBe(path);
    const value = new URL(path, 'http://x').searchParams.get(BOOKING_RESUME_PARAM);
    expect(decodeBookingResume(value)).toEqual({
      professionalId: 12,
      state: { ...state, acceptsFeeAgreement: false },
    });
    expect(path.startsWith('/lawyer/12?from=search&reprise=')).toBe(true);
  });

  it('starts over at the reason without a slot, and refuses what is not a booking', () => {
    const encoded = encodeBookingResume({ professionalId: 3, state: { ...state, slot: null } });
    expect(decodeBookingResume(encoded)?.state.step).toBe('reason');
    const withoutOpponent = encodeBookingResume({
      professionalId: 3,
      state: { ...state, opposingParty: ' ' },
    });
    expect(decodeBookingResume(withoutOpponent)?.state.opposingParty).toBe('');
    expect(decodeBookingResume('not-base64!')).toBeNull();
    expect(decodeBookingResume(btoa('{"p":-1}'))).toBeNull();
    expect(decodeBookingResume(null)).toBeNull();
  });
});
