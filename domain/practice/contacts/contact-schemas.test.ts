import { describe, expect, it } from 'vitest';
import {
  effectiveClientType,
  ZContactNoteRequest,
  ZContactTagRequest,
  ZCreateContactRequest,
  ZUpdateContactRequest,
} from './contact-schemas';

const REQUIRED = {
  firstName: 'Marie',
  lastName: 'Dubois',
  email: 'marie.dubois@example.com',
  phone: '06 12 34 56 78',
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('ZCreateContactRequest', () => {
  it('applies the seed defaults: client, particulier, prospect, France', () => {
    expect(ZCreateContactRequest.parse(REQUIRED)).toEqual({
      ...REQUIRED,
      type: 'client',
      clientType: 'particulier',
      status: 'prospect',
      country: 'France',
    });
  });

  it('requires first name, last name, email and phone with French messages', () => {
    const result = ZCreateContactRequest.safeParse({ firstName: ' ', lastName: '', email: '', phone: '' });
    expect(messages(result)).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      email: "L'e-mail est requis",
      phone: 'Le téléphone est requis',
    });
    expect(messages(ZCreateContactRequest.safeParse({}))).toMatchObject({
      firstName: 'Le prénom est requis',
      email: "L'e-mail est requis",
    });
  });

  it('checks the e-mail and phone and stores the e-mail lower-case', () => {
    expect(messages(ZCreateContactRequest.safeParse({ ...REQUIRED, email: 'pas-un-email' }))).toEqual({
      email: 'Adresse e-mail invalide. Format attendu\u00a0: nom@domaine.fr',
    });
    expect(messages(ZCreateContactRequest.safeParse({ ...REQUIRED, phone: 'appelez-moi' }))).toEqual({
      phone: 'Numéro de téléphone invalide. Format attendu\u00a0: 06 12 34 56 78',
    });
    expect(ZCreateContactRequest.parse({ ...REQUIRED, email: ' Marie.Dubois@Example.COM ' }).email).toBe(
      'marie.dubois@example.com',
    );
  });

  it('keeps a client type only for clients', () => {
    expect(
      ZCreateContactRequest.parse({ ...REQUIRED, type: 'partenaire', clientType: 'professionnel' })
        .clientType,
    ).toBeNull();
    expect(ZCreateContactRequest.parse({ ...REQUIRED, clientType: 'professionnel' }).clientType).toBe(
      'professionnel',
    );
    expect(effectiveClientType('confrere', 'particulier')).toBeNull();
    expect(effectiveClientType('client', null)).toBe('particulier');
  });

  it('accepts a 14-digit SIRET typed with spaces and refuses any other', () => {
    expect(ZCreateContactRequest.parse({ ...REQUIRED, siret: '123 456 789 00012' }).siret).toBe(
      '12345678900012',
    );
    expect(ZCreateContactRequest.parse({ ...REQUIRED, siret: '' }).siret).toBeNull();
    expect(messages(ZCreateContactRequest.safeParse({ ...REQUIRED, siret: '1234' }))).toEqual({
      siret: 'Le SIRET doit comporter 14 chiffres',
    });
    expect(messages(ZCreateContactRequest.safeParse({ ...REQUIRED, siret: '1234567890001A' }))).toEqual({
      siret: 'Le SIRET doit comporter 14 chiffres',
    });
  });

  it('trims optional text to null and a blank country to France; refuses unknown values', () => {
    const parsed = ZCreateContactRequest.parse({
      ...REQUIRED,
      city: '  ',
      company: ' Cabinet X ',
      country: ' ',
    });
    expect(parsed).toMatchObject({ city: null, company: 'Cabinet X', country: 'France' });
    expect(messages(ZCreateContactRequest.safeParse({ ...REQUIRED, type: 'ami' }))).toEqual({
      type: 'Type de contact invalide',
    });
    expect(messages(ZCreateContactRequest.safeParse({ ...REQUIRED, status: 'vip' }))).toEqual({
      status: 'Statut invalide',
    });
    expect(ZCreateContactRequest.safeParse({ ...REQUIRED, extra: 1 }).success).toBe(false);
  });
});

describe('ZUpdateContactRequest', () => {
  it('takes any subset but keeps required fields required and refuses an empty change', () => {
    expect(ZUpdateContactRequest.parse({ city: 'Lyon' })).toEqual({ city: 'Lyon' });
    expect(messages(ZUpdateContactRequest.safeParse({ firstName: '  ' }))).toEqual({
      firstName: 'Le prénom est requis',
    });
    expect(ZUpdateContactRequest.safeParse({}).success).toBe(false);
  });
});

describe('tags and notes', () => {
  it('trim tag names and refuse blank ones', () => {
    expect(ZContactTagRequest.parse({ name: '  VIP ' }).name).toBe('VIP');
    expect(ZContactTagRequest.safeParse({ name: '   ' }).success).toBe(false);
  });

  it('refuse a note blank after trimming or longer than 5000 characters', () => {
    expect(ZContactNoteRequest.parse({ content: '  Rappeler lundi ' }).content).toBe('Rappeler lundi');
    expect(messages(ZContactNoteRequest.safeParse({ content: ' \n ' }))).toEqual({
      content: 'La note est vide',
    });
    expect(ZContactNoteRequest.safeParse({ content: 'x'.repeat(5000) }).success).toBe(true);
    expect(messages(ZContactNoteRequest.safeParse({ content: 'x'.repeat(5001) }))).toEqual({
      content: 'La note ne doit pas dépasser 5000 caractères',
    });
  });
});
