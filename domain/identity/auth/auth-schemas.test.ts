import { describe, expect, it } from 'vitest';
import {
  proRegisterRequestOf,
  registrationFormProblem,
  ZClientRegisterRequest,
  ZLoginRequest,
  ZProRegisterForm,
  ZProRegisterRequest,
  ZResetPasswordForm,
} from './auth-schemas';

const validClient = {
  firstName: 'Marie',
  lastName: 'Dubois',
  email: 'Marie.Dubois@Example.com',
  password: 'Une-phrase-solide',
  acceptTerms: true,
};

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('login request', () => {
  it('lower-cases and trims the e-mail', () => {
    expect(ZLoginRequest.parse({ email: '  Marie.Dubois@EXAMPLE.com ', password: 'x' }).email).toBe(
      'marie.dubois@example.com',
    );
  });

  it('requires both fields, in French', () => {
    const errors = fieldErrors(ZLoginRequest.safeParse({ email: '', password: '' }));
    expect(errors.email).toBe("L'adresse e-mail est requise");
    expect(errors.password).toBe('Le mot de passe est requis');
  });

  it('refuses unknown fields', () => {
    expect(ZLoginRequest.safeParse({ email: 'a@b.fr', password: 'x', admin: true }).success).toBe(false);
  });
});

describe('client registration request', () => {
  it('accepts a complete registration and normalises the e-mail', () => {
    expect(ZClientRegisterRequest.parse(validClient).email).toBe('marie.dubois@example.com');
  });

  it('needs 8 characters of password and the terms accepted', () => {
    const errors = fieldErrors(
      ZClientRegisterRequest.safeParse({ ...validClient, password: 'court', acceptTerms: false }),
    );
    expect(errors.password).toBe('Le mot de passe doit contenir au moins 8 caractères');
    expect(errors.acceptTerms).toBe("Vous devez accepter les conditions d'utilisation");
  });

  it('refuses blank names, over-long names and a malformed e-mail', () => {
    const errors = fieldErrors(
      ZClientRegisterRequest.safeParse({
        ...validClient,
        firstName: '   ',
        lastName: 'x'.repeat(101),
        email: 'pas-un-email',
      }),
    );
    expect(errors.firstName).toBe('Le prénom est requis');
    expect(errors.lastName).toBe('Le nom ne doit pas dépasser 100 caractères');
    expect(errors.email).toBe('Adresse e-mail invalide. Format attendu\u00a0: nom@domaine.fr');
  });
});

describe('professional registration request', () => {
  const base = {
    ...validClient,
    practice: 'Cabinet Dubois',
    barNumber: 'PARIS-1',
    specialty: 'Droit pénal',
  };

  it('only accepts the domains of the one list', () => {
    expect(ZProRegisterRequest.safeParse(base).success).toBe(true);
    expect(fieldErrors(ZProRegisterRequest.safeParse({ ...base, specialty: 'Astrologie' })).specialty).toBe(
      'Choisissez un domaine',
    );
    // « Droit civil » is in the list the search filters on (issue 26 §3).
    expect(ZProRegisterRequest.parse({ ...base, specialty: 'Droit civil' }).specialty).toBe('Droit civil');
    expect(ZProRegisterRequest.safeParse({ ...base, specialty: 'Droit commercial' }).success).toBe(false);
  });

  it('is an avocat when the profession is left out, as API clients of before sent', () => {
    expect(ZProRegisterRequest.parse(base)).toMatchObject({ professionalType: 'avocat', barAssociation: '' });
  });

  it("asks a notary for a 5-digit CRPCEN number and a notary's domain", () => {
    const notary = {
      ...base,
      professionalType: 'notaire',
      title: 'Notaire',
      specialty: 'Droit des successions',
    };
    expect(ZProRegisterRequest.parse({ ...notary, barNumber: '75001' })).toMatchObject({
      professionalType: 'notaire',
      title: 'Notaire',
      barNumber: '75001',
    });
    expect(fieldErrors(ZProRegisterRequest.safeParse({ ...notary, barNumber: 'PARIS-1' })).barNumber).toBe(
      'Le numéro CRPCEN comporte 5 chiffres',
    );
    const penal = fieldErrors(
      ZProRegisterRequest.safeParse({ ...notary, barNumber: '75001', specialty: 'Droit pénal' }),
    );
    expect(penal.specialty).toBe('Choisissez un domaine de votre profession');
  });

  it('asks a commissaire de justice for a chamber, not a bar number, and a title of the profession', () => {
    const commissaire = {
      ...base,
      professionalType: 'commissaire',
      title: 'Commissaire de justice',
      barNumber: '',
      specialty: 'Constats',
    };
    expect(fieldErrors(ZProRegisterRequest.safeParse(commissaire)).barAssociation).toBe(
      'La chambre régionale est requise',
    );
    expect(ZProRegisterRequest.parse({ ...commissaire, barAssociation: 'Paris' }).barAssociation).toBe(
      'Paris',
    );
    expect(
      fieldErrors(
        ZProRegisterRequest.safeParse({ ...commissaire, barAssociation: 'Paris', title: 'Avocate' }),
      ).title,
    ).toBe('Choisissez un titre de votre profession');
  });

  it('refuses a bar that is not a place name and a malformed postal code', () => {
    const errors = fieldErrors(
      ZProRegisterRequest.safeParse({
        ...base,
        barAssociation: '<b>Paris</b>',
        postalCode: '7500',
        city: 'Paris',
      }),
    );
    expect(errors.barAssociation).toBe('Indiquez un nom de lieu, par exemple Paris');
    expect(errors.postalCode).toBe('Le code postal doit comporter 5 chiffres. Format attendu\u00a0: 75001');
  });
});

describe('professional registration form', () => {
  const form = {
    professionalType: 'avocat',
    title: 'Avocate',
    firstName: 'Inès',
    lastName: 'Garnier',
    email: 'ines@example.com',
    practice: 'Cabinet Garnier',
    specialty: 'Droit civil',
    barAssociation: 'Lyon',
    barNumber: 'L-123',
    postalCode: '69002',
    city: 'Lyon',
    password: 'Une-phrase-solide',
    confirmPassword: 'Une-phrase-solide',
    acceptTerms: true,
  } as const;

  it('requires the title, the bar and the town', () => {
    const errors = fieldErrors(
      ZProRegisterForm.safeParse({ ...form, title: '', barAssociation: '', postalCode: '', city: '' }),
    );
    expect(errors).toMatchObject({
      title: 'Choisissez votre titre',
      barAssociation: 'Le barreau est requis',
      postalCode: 'Le code postal doit comporter 5 chiffres. Format attendu\u00a0: 75001',
      city: 'La ville est requise',
    });
  });

  it("sends only the chosen profession's fields", () => {
    const notary = ZProRegisterForm.parse({
      ...form,
      professionalType: 'notaire',
      title: 'Notaire',
      specialty: 'Droit immobilier',
      barNumber: '69001',
    });
    expect(proRegisterRequestOf(notary)).toMatchObject({
      professionalType: 'notaire',
      title: 'Notaire',
      barNumber: '69001',
      barAssociation: '',
      postalCode: '69002',
    });
  });
});

describe('registration form checks (the seed alerts)', () => {
  it('reports differing passwords before the terms', () => {
    expect(registrationFormProblem({ password: 'a', confirmPassword: 'b', acceptTerms: false })).toBe(
      'Les mots de passe ne correspondent pas',
    );
    expect(registrationFormProblem({ password: 'a', confirmPassword: 'a', acceptTerms: false })).toBe(
      "Vous devez accepter les conditions d'utilisation",
    );
    expect(registrationFormProblem({ password: 'a', confirmPassword: 'a', acceptTerms: true })).toBeNull();
  });
});

describe('reset password form', () => {
  it('puts the mismatch next to the confirmation field', () => {
    const errors = fieldErrors(
      ZResetPasswordForm.safeParse({
        token: 'x'.repeat(43),
        password: 'Une-phrase-solide',
        confirmPassword: 'autre',
      }),
    );
    expect(errors.confirmPassword).toBe('Les mots de passe ne correspondent pas');
  });
});
