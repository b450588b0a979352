import { toStorableText } from '#domain/kernel/text/unsafe-characters.ts';

/** What an account needs from a provider's claims (ID token, completed by the userinfo answer). */
export type TProviderIdentity = {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

const MAX_SUBJECT = 255;
const MAX_EMAIL = 254;
const MAX_NAME = 100;

/** Control characters (C0 and DEL): never part of a name, an address or a subject. */
export function isControlCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
}

function text(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  // Claims are another party's data: trimmed, cut and cleared of what our text columns refuse.
  const kept = Array.from(value)
    .filter((character) => !isControlCharacter(character))
    .join('')
    .trim();
  return toStorableText(Array.from(kept).slice(0, max).join(''));
}

/**
 * Reads the claims of a provider into an identity, or null when it gives no subject. `email_verified`
 * counts only when it is really true (LinkedIn and some providers send the string "true").
 */
export function mapClaims(claims: Record<string, unknown>): TProviderIdentity | null {
  const subject = typeof claims.sub === 'string' ? claims.sub : '';
  if (subject.length === 0 || subject.length > MAX_SUBJECT || Array.from(subject).some(isControlCharacter))
    return null;
  const email = text(claims.email, MAX_EMAIL).toLowerCase();
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return {
    subject,
    email,
    emailVerified: verified && /^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(email),
    firstName: text(claims.given_name, MAX_NAME),
    lastName: text(claims.family_name, MAX_NAME),
  };
}
