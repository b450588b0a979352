import { describe, expect, it } from 'vitest';
import { isValidFrenchVatNumber, isValidSiret, ZBillingSettings } from './billing-settings';

describe('billing settings', () => {
  it('checks a SIRET by its Luhn key, La Poste’s establishments by theirs', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
  });

  it('checks a French VAT number’s key against its SIREN', () => {
    expect(isValidFrenchVatNumber('FR44732829320')).toBe(true);
    expect(isValidFrenchVatNumber('FR45732829320')).toBe(false);
    expect(isValidFrenchVatNumber('DE123456789')).toBe(false);
  });

  it('accepts identifiers as people type them and sorts the reminder delays', () => {
    expect(
      ZBillingSettings.parse({
        siret: '732 829 320 00074',
        vatNumber: 'fr 44 732 829 320',
        hourlyRateCents: 20_000,
        reminderDelaysDays: [30, 7],
      }),
    ).toEqual({
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      hourlyRateCents: 20_000,
      reminderDelaysDays: [7, 30],
    });
  });
});
