import { describe, expect, it } from 'vitest';
import {
  domainsLabel,
  MAX_LAWYER_DOMAINS,
  maxDomainsOf,
  RESERVED_WORDS_MESSAGE,
  reservedWordProblems,
  specialistLine,
  usesReservedWord,
} from './lawful-labels';
import { profileProfessionProblems, proProfileFormSchema } from './pro-profile-schemas';

describe('usesReservedWord (RIN art. 10)', () => {
  it.each([
    'Spécialiste du divorce',
    'SPECIALISTE',
    'spécialistes reconnus',
    'Mes spécialités : le droit pénal',
    'une spécialité',
    'Mention de spécialisation en droit pénal (CNB)',
    'spécialisations',
    'Avocate spécialisée en droit de la famille',
    'cabinet spécialisé',
    'avocats spécialisés',
    'juristes spécialisées',
    'je me suis spécialisé',
    'Spécialiser son cabinet',
    '(spécialiste)',
    'l’avocat spécialiste',
    'SPÉCIALITÉ',
    'Spe\u0301cialiste',
  ])('finds « %s »', (text) => {
    expect(usesReservedWord(text)).toBe(true);
  });

  it.each([
    'Avocate en droit de la famille',
    'Domaines d’activité : droit pénal',
    'un cas spécial',
    'spécialement formée à la médiation',
    'Médiatrice spéciale',
    '',
    'especialista',
  ])('lets « %s » through', (text) => {
    expect(usesReservedWord(text)).toBe(false);
  });

  it('reads a 1 MB text in a bounded time', () => {
    const text = `${'a '.repeat(500_000)}spécialiste`;
    const started = performance.now();
    expect(usesReservedWord(text)).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('reservedWordProblems', () => {
  const texts = {
    description: 'Avocate spécialiste du divorce',
    fullDescription: 'Présentation.',
    education: ['CAPA', 'DU spécialisé en médiation'],
    certifications: ['Mention de spécialisation en droit pénal (CNB)'],
  };

  it('names each field of a lawyer without a certificate that claims it', () => {
    expect(reservedWordProblems('avocat', texts, false)).toEqual([
      ['description', RESERVED_WORDS_MESSAGE],
      ['education', RESERVED_WORDS_MESSAGE],
      ['certifications', RESERVED_WORDS_MESSAGE],
    ]);
  });

  it('lets a certified lawyer, a notaire and a commissaire de justice write it', () => {
    expect(reservedWordProblems('avocat', texts, true)).toEqual([]);
    expect(reservedWordProblems('notaire', texts, false)).toEqual([]);
    expect(reservedWordProblems('commissaire', texts, false)).toEqual([]);
  });
});

describe('the domains a lawyer states', () => {
  it('are « Domaines d’activité », three at most; the other professions keep their wording and the whole list', () => {
    expect(domainsLabel('avocat')).toBe("Domaines d'activité");
    expect(domainsLabel('notaire')).toBe('Domaines');
    expect(maxDomainsOf('avocat', 15)).toBe(MAX_LAWYER_DOMAINS);
    expect(maxDomainsOf('notaire', 5)).toBe(5);
  });

  it('refuses a fourth domain for a lawyer, on the server and in the form', () => {
    const four = ['Droit pénal', 'Droit du travail', 'Droit civil', 'Droit public'];
    expect(
      profileProfessionProblems('avocat', { barNumber: 'P1', specialties: four }).map(([field]) => field),
    ).toEqual(['specialties']);
    expect(profileProfessionProblems('avocat', { barNumber: 'P1', specialties: four.slice(0, 3) })).toEqual(
      [],
    );
    expect(
      profileProfessionProblems('notaire', {
        barNumber: '75001',
        specialties: ['Droit de la famille', 'Droit immobilier', 'Droit des affaires', 'Droit fiscal'],
      }),
    ).toEqual([]);
  });

  it('the form schema refuses the reserved words next to their field unless certified', () => {
    const input = {
      firstName: 'Sophie',
      lastName: 'Martin',
      practice: 'Martin Avocats',
      barNumber: 'P1',
      specialties: ['Droit de la famille'],
      languages: [],
      consultationModes: ['cabinet'],
      email: 'a@example.com',
      phone: '01 23 45 67 89',
      streetAddress: '1 rue de Rivoli',
      postalCode: '75001',
      city: 'Paris',
      description: 'Avocate SPECIALISTE du divorce',
      fullDescription: '',
      education: [],
      certifications: [],
      services: [],
    };
    const refused = proProfileFormSchema('avocat', false).safeParse(input);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['description', RESERVED_WORDS_MESSAGE],
    ]);
    expect(proProfileFormSchema('avocat', true).safeParse(input).success).toBe(true);
  });
});

describe('specialistLine', () => {
  it('says « Avocat spécialiste en … » with the directory’s words', () => {
    expect(specialistLine('Avocat', 'Droit pénal')).toBe('Avocat spécialiste en droit pénal');
    expect(specialistLine('Avocate', 'Droit de la famille, des personnes et de leur patrimoine')).toBe(
      'Avocate spécialiste en droit de la famille, des personnes et de leur patrimoine',
    );
  });
});
