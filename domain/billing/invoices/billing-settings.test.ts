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

describe('billing settings messages', () => {
  const valid = { siret: '73282932000074', vatNumber: null, hourlyRateCents: null, reminderDelaysDays: [] };
  const siretError = (siret: string) =>
    ZBillingSettings.safeParse({ ...valid, siret }).error?.issues.map((issue) => issue.message);

  it('says the key does not match to someone who typed 14 digits', () => {
    expect(siretError('732 829 320 00075')).toEqual([
      'SIRET invalide\u00a0: la clé de contrôle ne correspond pas (vérifiez chacun des 14 chiffres)',
    ]);
    expect(siretError('35600000049838')).toEqual([
      'SIRET invalide\u00a0: la clé de contrôle ne correspond pas (vérifiez chacun des 14 chiffres)',
    ]);
  });

  it('counts the digits, or names the character that is not one, otherwise', () => {
    expect(siretError('7328293200007')).toEqual([
      'Le SIRET compte 14 chiffres (13 saisis). Format attendu\u00a0: 14 chiffres, par exemple 732 829 320 00074',
    ]);
    expect(siretError('7328293200007A')).toEqual([
      'Le SIRET ne contient que des chiffres. Format attendu\u00a0: 14 chiffres, par exemple 732 829 320 00074',
    ]);
    expect(siretError('')).toEqual(['Le SIRET est requis']);
    expect(siretError('35600000049837')).toBeUndefined();
  });

  it('needs no VAT number under the franchise, and says what to do when one is missing', () => {
    expect(ZBillingSettings.safeParse(valid).success).toBe(true);
    expect(
      ZBillingSettings.safeParse({ ...valid, vatNumber: ' ' }).error?.issues.map((issue) => issue.message),
    ).toEqual([
      'Indiquez votre numéro de TVA, ou choisissez la franchise en base de TVA si vous n’en avez pas',
    ]);
  });
});
