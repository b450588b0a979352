import { describe, expect, it } from 'vitest';
import {
  SUPPORT_MESSAGE_MAX,
  ZSendSupportMessageRequest,
  ZSupportMessageForm,
} from './support-message-schemas';

const VALID = {
  name: 'Maître Durand',
  email: 'durand@example.com',
  company: '',
  phone: '',
  subject: 'Démonstration',
  message: 'Bonjour, je souhaite une démonstration.',
};

function fieldErrors(input: unknown): Record<string, string> {
  const result = ZSupportMessageForm.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('ZSupportMessageForm', () => {
  it('requires name, email, subject and message; company and phone are optional', () => {
    expect(fieldErrors({ ...VALID, name: ' ', email: '', subject: '', message: '  ' })).toEqual({
      name: 'Le nom est requis',
      email: "L'adresse e-mail est requise",
      subject: 'Le sujet est requis',
      message: 'Le message est requis',
    });
    expect(ZSupportMessageForm.parse(VALID)).toMatchObject({ company: '', phone: null });
    expect(ZSupportMessageForm.safeParse({ ...VALID, company: undefined, phone: undefined }).success).toBe(
      true,
    );
  });

  it('checks the e-mail address and the phone number', () => {
    expect(fieldErrors({ ...VALID, email: 'pas-une-adresse' })).toEqual({
      email: 'Adresse e-mail invalide. Format attendu\u00a0: nom@domaine.fr',
    });
    expect(fieldErrors({ ...VALID, phone: 'appelez-moi' })).toEqual({
      phone: 'Numéro de téléphone invalide. Format attendu\u00a0: 06 12 34 56 78',
    });
    expect(ZSupportMessageForm.parse({ ...VALID, phone: ' +33 1 23 45 67 89 ' }).phone).toBe(
      '+33 1 23 45 67 89',
    );
  });

  it('caps every field and keeps name, company and subject on one line', () => {
    expect(fieldErrors({ ...VALID, message: 'a'.repeat(SUPPORT_MESSAGE_MAX.message + 1) })).toEqual({
      message: 'Le message ne doit pas dépasser 5000 caractères',
    });
    expect(
      ZSupportMessageForm.safeParse({ ...VALID, message: 'a'.repeat(SUPPORT_MESSAGE_MAX.message) }).success,
    ).toBe(true);
    expect(
      fieldErrors({ ...VALID, name: 'n'.repeat(101), subject: 's'.repeat(151), company: 'c'.repeat(151) }),
    ).toEqual({
      name: 'Le nom ne doit pas dépasser 100 caractères',
      subject: 'Le sujet ne doit pas dépasser 150 caractères',
      company: 'Le cabinet ne doit pas dépasser 150 caractères',
    });
    expect(fieldErrors({ ...VALID, subject: 'Bonjour\r\nBcc: victime@example.com' })).toEqual({
      subject: 'Le sujet doit tenir sur une ligne',
    });
  });

  it('asks the API for the site the message comes from', () => {
    expect(ZSendSupportMessageRequest.safeParse(VALID).success).toBe(false);
    expect(ZSendSupportMessageRequest.safeParse({ ...VALID, source: 'pro' }).success).toBe(true);
    expect(ZSendSupportMessageRequest.safeParse({ ...VALID, source: 'admin' }).success).toBe(false);
  });
});
