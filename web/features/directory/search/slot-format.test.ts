import { describe, expect, it } from 'vitest';
import { dayHeaderLabel, isSameInstant, nextAvailabilityText, slotAccessibleName } from './slot-format';

describe('slot labels', () => {
  it('names a slot with the full French date, the time and the modes', () => {
    expect(
      slotAccessibleName({
        start: '2026-11-24T08:30:00.000Z',
        time: '09:30',
        modes: ['cabinet', 'visio', 'telephone'],
      }),
    ).toBe('mardi 24 novembre 2026 à 09:30 — Cabinet, Visioconférence, Téléphone');
  });

  it('uses the Paris date even when UTC is still the day before', () => {
    expect(slotAccessibleName({ start: '2027-03-28T23:30:00.000Z', time: '01:30', modes: ['visio'] })).toBe(
      'lundi 29 mars 2027 à 01:30 — Visioconférence',
    );
  });

  it('heads day columns with a short French date', () => {
    expect(dayHeaderLabel('2026-11-24')).toBe('mar. 24 nov.');
    expect(dayHeaderLabel('2027-10-31')).toBe('dim. 31 oct.');
  });

  it('states the next availability or its absence', () => {
    expect(nextAvailabilityText('2026-11-24T08:00:00.000Z')).toBe(
      'Prochaine disponibilité\u00a0: mardi 24 novembre à 09:00',
    );
    expect(nextAvailabilityText('2026-07-07T07:00:00.000Z')).toBe(
      'Prochaine disponibilité\u00a0: mardi 7 juillet à 09:00',
    );
    expect(nextAvailabilityText(null)).toBe('Aucune disponibilité dans les 14 prochains jours');
  });

  it('compares instants whatever their notation', () => {
    expect(isSameInstant('2026-11-24T08:30:00.000Z', '2026-11-24T09:30:00+01:00')).toBe(true);
    expect(isSameInstant('2026-11-24T08:30:00Z', '2026-11-24T09:00:00Z')).toBe(false);
    expect(isSameInstant(null, '2026-11-24T08:30:00Z')).toBe(false);
  });
});
