import { describe, expect, it } from 'vitest';
import { ZChangeEmailRequest, ZVerifyEmailRequest } from './email-verification-schemas';

describe('confirmation link and change of address schemas', () => {
  it('accepts a link token and refuses hostile or malformed ones in French', () => {
    expect(ZVerifyEmailRequest.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    for (const token of ['court', 'a'.repeat(201), 'abc\u0000defghijklmnop', 42]) {
      expect(ZVerifyEmailRequest.safeParse({ token }).success).toBe(false);
    }
    expect(ZVerifyEmailRequest.safeParse({ token: 'a'.repeat(43), extra: 1 }).success).toBe(false);
  });

  it('lower-cases the new address and requires the current password', () => {
    expect(ZChangeEmailRequest.parse({ email: ' Nouvelle@Example.com ', currentPassword: 'x' }).email).toBe(
      'nouvelle@example.com',
    );
    const missing = ZChangeEmailRequest.safeParse({ email: 'a@example.com', currentPassword: '' });
    expect(missing.error?.issues[0]?.message).toBe('Saisissez votre mot de passe actuel');
  });
});
