import { describe, expect, it } from 'vitest';
import { ZEmail, ZProRegisterForm } from '#domain/identity/auth/auth-schemas.ts';
import { FIRM_VAT_NUMBER_INVALID } from '#domain/identity/firms/firm-billing.ts';
import { ZSupportMessageForm } from '#domain/messaging/support/support-message-schemas.ts';
import { ZCreateContactFields } from '#domain/practice/contacts/contact-schemas.ts';
import {
  EXPECTED_FORMATS,
  formatError,
  INVALID_DATE_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_POSTAL_CODE_MESSAGE,
  INVALID_TIME_MESSAGE,
} from './format-messages';
import { INVALID_PHONE_MESSAGE as PHONE_FIELD_MESSAGE } from './phone/phone-number';
import { ZOptionalEmail, ZOptionalPhone } from './shared-fields';
import { siretShapeMessage } from './vocabulary/company-identifiers';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('format errors give the expected format by example (RGAA 11.11)', () => {
  it('words each message as « problem. Format attendu : example »', () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('Adresse e-mail invalide. Format attendu\u00a0: nom@domaine.fr');
    expect(INVALID_PHONE_MESSAGE).toBe('Numéro de téléphone invalide. Format attendu\u00a0: 06 12 34 56 78');
    expect(INVALID_POSTAL_CODE_MESSAGE).toBe(
      'Le code postal doit comporter 5 chiffres. Format attendu\u00a0: 75001',
    );
    expect(INVALID_DATE_MESSAGE).toBe(
      'Date invalide. Format attendu\u00a0: jj/mm/aaaa, par exemple 15/03/2026',
    );
    expect(INVALID_TIME_MESSAGE).toBe('Heure invalide. Format attendu\u00a0: hh:mm, par exemple 09:30');
    expect(formatError('SIRET invalide', 'siret')).toBe(
      'SIRET invalide. Format attendu\u00a0: 14 chiffres, par exemple 732 829 320 00074',
    );
  });

  it('gives an example for every kind of value', () => {
    for (const example of Object.values(EXPECTED_FORMATS)) expect(example).toMatch(/\d|@/);
  });

  it('is the message the schemas answer, on the server and in the forms', () => {
    expect(firstMessage(ZEmail.safeParse('jean.dupont'))).toBe(INVALID_EMAIL_MESSAGE);
    expect(firstMessage(ZOptionalEmail.safeParse('jean@'))).toBe(INVALID_EMAIL_MESSAGE);
    expect(firstMessage(ZOptionalPhone.safeParse('06-AB'))).toBe(INVALID_PHONE_MESSAGE);
    expect(PHONE_FIELD_MESSAGE).toBe(INVALID_PHONE_MESSAGE);
    expect(
      ZSupportMessageForm.safeParse({
        name: 'Claire',
        email: 'claire',
        subject: 'Sujet',
        message: 'Bonjour',
      }).error?.issues.map((issue) => issue.message),
    ).toContain(INVALID_EMAIL_MESSAGE);
    expect(
      ZCreateContactFields.safeParse({
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.fr',
        phone: 'abc',
      }).error?.issues.map((issue) => issue.message),
    ).toContain(INVALID_PHONE_MESSAGE);
    const proForm = ZProRegisterForm.safeParse({
      professionalType: 'avocat',
      title: 'Avocat',
      firstName: 'Jeanne',
      lastName: 'Martin',
      email: 'jeanne@cabinet.fr',
      practice: 'Cabinet Martin',
      specialty: 'Droit de la famille',
      barAssociation: 'Paris',
      barNumber: 'P123',
      postalCode: '7500',
      city: 'Paris',
      password: 'Tournesol-Violet-2025',
      confirmPassword: 'Tournesol-Violet-2025',
      acceptTerms: true,
    });
    expect(proForm.error?.issues.map((issue) => issue.message)).toContain(INVALID_POSTAL_CODE_MESSAGE);
    expect(siretShapeMessage('7328293200007')).toBe(
      'Le SIRET compte 14 chiffres (13 saisis). Format attendu\u00a0: 14 chiffres, par exemple 732 829 320 00074',
    );
    expect(FIRM_VAT_NUMBER_INVALID).toMatch(/Format attendu\u00a0: FR, .*par exemple FR40 303 265 045$/);
  });
});
