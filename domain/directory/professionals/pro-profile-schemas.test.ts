import { describe, expect, it } from 'vitest';
import { SPECIALTY_OPTIONS } from '#domain/kernel/vocabulary/search-options.ts';
import {
  canAddService,
  isLanguageIgnored,
  MAX_LANGUAGES,
  MAX_SERVICES,
  mainSpecialty,
  PROFILE_SPECIALTY_OPTIONS,
  profileProfessionProblems,
  type TUpdateProProfileInput,
  ZUpdateProProfileRequest,
} from './pro-profile-schemas';
import type { TStatedFees } from './professional-fees';

function validInput(overrides: Partial<TUpdateProProfileInput> = {}): TUpdateProProfileInput {
  return {
    firstName: 'Sophie',
    lastName: 'Martin',
    practice: 'Martin Avocats',
    barNumber: 'PARIS-A1234',
    specialties: ['Droit de la famille'],
    languages: ['Français'],
    consultationModes: ['cabinet'],
    email: 'contact@martin-avocats.fr',
    phone: '01 99 00 18 40',
    streetAddress: '45 boulevard Malesherbes',
    postalCode: '75008',
    city: 'Paris',
    description: 'Avocate en droit de la famille.',
    fullDescription: 'Présentation détaillée.',
    education: ['CAPA'],
    certifications: [],
    services: [],
    ...overrides,
  };
}

function fieldErrors(input: unknown): Record<string, string> {
  const result = ZUpdateProProfileRequest.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.filter((segment) => typeof segment === 'string').join('.') || '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('ZUpdateProProfileRequest', () => {
  it('takes the fees with the aide juridictionnelle answer, null while not entered', () => {
    const fees: TStatedFees = {
      firstConsultation: { kind: 'amount', cents: 12_000 },
      followUp: { kind: 'quote' },
      urgent: null,
      legalInsuranceAccepted: false,
      paymentMeans: ['carte', 'virement'],
      paymentFacilities: true,
      acceptsLegalAid: true,
    };
    expect(ZUpdateProProfileRequest.parse(validInput({ fees })).fees).toEqual(fees);
    expect(ZUpdateProProfileRequest.parse(validInput({ fees: null })).fees).toBeNull();
    expect(ZUpdateProProfileRequest.parse(validInput()).fees).toBeUndefined();
    expect(
      fieldErrors(validInput({ fees: { ...fees, firstConsultation: { kind: 'amount', cents: 0 } } })),
    ).toEqual({ 'fees.firstConsultation.cents': 'Indiquez un montant entre 1 € et 10 000 €' });
  });

  it('accepts a complete profile and normalises it', () => {
    const parsed = ZUpdateProProfileRequest.parse(
      validInput({
        firstName: '  Sophie ',
        email: ' Contact@Martin-Avocats.FR ',
        education: ['  CAPA  ', '', '   ', 'Master 2'],
        certifications: [' '],
        services: [{ name: ' Consultation ', price: ' 150 € ' }],
      }),
    );
    expect(parsed.firstName).toBe('Sophie');
    expect(parsed.email).toBe('contact@martin-avocats.fr');
    expect(parsed.education).toEqual(['CAPA', 'Master 2']);
    expect(parsed.certifications).toEqual([]);
    expect(parsed.services).toEqual([
      { name: 'Consultation', price: '150 €', duration: '', description: '' },
    ]);
  });

  it('enforces the fields the seed marks as required, in French', () => {
    expect(
      fieldErrors(
        validInput({
          firstName: ' ',
          lastName: '',
          practice: '',
          barNumber: ' ',
          specialties: [],
          email: '',
          phone: '',
          streetAddress: '',
          postalCode: '',
          city: '  ',
        }),
      ),
    ).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      practice: 'Le cabinet ou la structure est requis',
      specialties: 'Choisissez au moins un domaine',
      email: "L'e-mail est requis",
      phone: 'Le téléphone est requis',
      streetAddress: "L'adresse est requise",
      postalCode: 'Le code postal est requis',
      city: 'La ville est requise',
    });
  });

  it('refuses malformed contact details', () => {
    expect(fieldErrors(validInput({ email: 'pas-un-email', phone: 'abc', postalCode: '7500' }))).toEqual({
      email: 'Adresse e-mail invalide. Format attendu\u00a0: nom@domaine.fr',
      phone: 'Numéro de téléphone invalide. Format attendu\u00a0: 06 12 34 56 78',
      postalCode: 'Le code postal doit comporter 5 chiffres. Format attendu\u00a0: 75001',
    });
  });

  it('keeps languages trimmed, without blanks, case-insensitive duplicates or more than 10', () => {
    expect(ZUpdateProProfileRequest.parse(validInput({ languages: [' Anglais ', ''] })).languages).toEqual([
      'Anglais',
    ]);
    expect(fieldErrors(validInput({ languages: ['Français', ' français'] }))).toEqual({
      languages: 'Chaque langue ne doit figurer qu’une fois',
    });
    const eleven = Array.from({ length: MAX_LANGUAGES + 1 }, (_, index) => `Langue ${index}`);
    expect(fieldErrors(validInput({ languages: eleven }))).toEqual({ languages: '10 langues au maximum' });
  });

  it('only takes specialties and modes from their fixed lists, at least one mode', () => {
    expect(fieldErrors({ ...validInput(), specialties: ['Droit spatial'] }).specialties).toBe(
      'Domaine inconnu',
    );
    expect(fieldErrors(validInput({ specialties: ['Droit pénal', 'Droit pénal'] })).specialties).toBe(
      'Domaine en double',
    );
    expect(fieldErrors(validInput({ consultationModes: [] })).consultationModes).toBe(
      'Proposez au moins un mode de consultation',
    );
    expect(
      fieldErrors(validInput({ consultationModes: ['office'] as unknown as ['cabinet'] })).consultationModes,
    ).toBe('Mode de consultation inconnu');
  });

  it('needs a name and a price for every service, and at most 30 of them', () => {
    expect(fieldErrors(validInput({ services: [{ name: ' ', price: '' }] }))).toEqual({
      'services.name': 'Le nom de la prestation est requis',
      'services.price': 'Le prix de la prestation est requis',
    });
    const many = Array.from({ length: MAX_SERVICES + 1 }, (_, index) => ({
      name: `P${index}`,
      price: '1 €',
    }));
    expect(fieldErrors(validInput({ services: many }))).toEqual({ services: '30 prestations au maximum' });
  });

  it('limits the descriptions to 500 and 5000 characters', () => {
    expect(ZUpdateProProfileRequest.safeParse(validInput({ description: 'a'.repeat(500) })).success).toBe(
      true,
    );
    expect(
      fieldErrors(validInput({ description: 'a'.repeat(501), fullDescription: 'b'.repeat(5001) })),
    ).toEqual({
      description: 'La description courte ne doit pas dépasser 500 caractères',
      fullDescription: 'La présentation détaillée ne doit pas dépasser 5000 caractères',
    });
  });

  it('refuses unknown fields', () => {
    expect(fieldErrors({ ...validInput(), verificationStatus: 'verified' })).toHaveProperty('_form');
  });
});

describe('profileProfessionProblems', () => {
  const checked = (overrides: Partial<Parameters<typeof profileProfessionProblems>[1]> = {}) => ({
    title: 'Avocate',
    barNumber: 'PARIS-A1234',
    barAssociation: 'Paris',
    specialties: ['Droit civil'],
    ...overrides,
  });

  it('accepts an avocate in « Droit civil » with her bar and number', () => {
    expect(profileProfessionProblems('avocat', checked())).toEqual([]);
  });

  it('asks an avocat for the bar number, a notary for the CRPCEN and a commissaire for the chamber', () => {
    expect(profileProfessionProblems('avocat', checked({ barNumber: '' }))).toEqual([
      ['barNumber', 'Le numéro de barreau est requis'],
    ]);
    expect(
      profileProfessionProblems(
        'notaire',
        checked({ title: 'Notaire', barNumber: '7501', specialties: ['Droit immobilier'] }),
      ),
    ).toEqual([['barNumber', 'Le numéro CRPCEN comporte 5 chiffres']]);
    expect(
      profileProfessionProblems(
        'commissaire',
        checked({
          title: 'Commissaire de justice',
          barNumber: '',
          barAssociation: '',
          specialties: ['Constats'],
        }),
      ),
    ).toEqual([['barAssociation', 'La chambre régionale est requise']]);
  });

  it('refuses a title or a domain of another profession', () => {
    expect(
      profileProfessionProblems('notaire', checked({ barNumber: '75001', specialties: ['Droit pénal'] })),
    ).toEqual([
      ['title', 'Choisissez un titre de votre profession'],
      ['specialties', 'Choisissez des domaines de votre profession'],
    ]);
  });
});

describe('profile helpers', () => {
  it('offers every specialty that search filters on', () => {
    for (const specialty of SPECIALTY_OPTIONS) expect(PROFILE_SPECIALTY_OPTIONS).toContain(specialty);
    expect(new Set(PROFILE_SPECIALTY_OPTIONS).size).toBe(PROFILE_SPECIALTY_OPTIONS.length);
  });

  it('ignores a blank language or one already listed, whatever its case', () => {
    expect(isLanguageIgnored(['Français'], '  ')).toBe(true);
    expect(isLanguageIgnored(['Français'], ' FRANÇAIS ')).toBe(true);
    expect(isLanguageIgnored(['Français'], 'Anglais')).toBe(false);
  });

  it('allows adding a service only with a name and a price', () => {
    expect(canAddService({ name: 'Consultation', price: '150 €' })).toBe(true);
    expect(canAddService({ name: 'Consultation', price: ' ' })).toBe(false);
    expect(canAddService({ name: '', price: '150 €' })).toBe(false);
  });

  it('keeps the main specialty while it is still chosen', () => {
    expect(mainSpecialty('Droit pénal', ['Droit civil', 'Droit pénal'])).toBe('Droit pénal');
    expect(mainSpecialty('Autre', ['Droit civil', 'Droit pénal'])).toBe('Droit civil');
  });
});
