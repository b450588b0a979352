import { describe, expect, it } from 'vitest';
import {
  registrationFormProblem,
  ZClientRegisterRequest,
  ZLoginRequest,
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
    expect(errors.email).toBe("L'adresse email est requise");
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
    expect(errors.email).toBe('Adresse email invalide');
  });
});

describe('professional registration request', () => {
  it('only accepts the specialties of the registration list', () => {
    const base = {
      ...validClient,
      practice: 'Cabinet Dubois',
      barNumber: 'PARIS-1',
      specialty: 'Droit pénal',
    };
    expect(ZProRegisterRequest.safeParse(base).success).toBe(true);
    expect(fieldErrors(ZProRegisterRequest.safeParse({ ...base, specialty: 'Astrologie' })).specialty).toBe(
      'Choisissez une spécialité',
    );
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
