import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '#domain/identity/two-factor/two-factor-schemas.ts';

const ISSUER = 'JurisRDV';

/** A new base32 secret of 20 random bytes (160 bits, as RFC 4226 recommends for SHA-1). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, accountEmail: string): string {
  return generateURI({
    issuer: ISSUER,
    label: accountEmail,
    secret,
    algorithm: 'sha1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The code of that instant (tests and the e2e helper compute what the authenticator shows). */
export function totpCodeAt(secret: string, at: Date): string {
  return generateSync({ secret, epoch: Math.floor(at.getTime() / 1000), period: TOTP_PERIOD_SECONDS });
}

/**
 * The time step a code belongs to when it is valid now, one step early or one step late (clock drift
 * of the phone), and later than the last step accepted; otherwise null. Returning the step lets the
 * caller record it, so the same code cannot be used twice.
 */
export function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = verifySync({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      period: TOTP_PERIOD_SECONDS,
      epochTolerance: TOTP_PERIOD_SECONDS,
      ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
