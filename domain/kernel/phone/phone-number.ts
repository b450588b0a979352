import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export { INVALID_PHONE_MESSAGE } from '#domain/kernel/format-messages.ts';
export const SMS_NEEDS_MOBILE_MESSAGE = 'Indiquez un numéro de mobile pour recevoir les rappels par SMS';

/** A number as typed (« 06 12 34 56 78 », « +32 470 12 34 56 »…) in E.164, French when no country is given. */
export function toE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input, 'FR');
  return parsed?.isValid() ? parsed.number : null;
}

/** Whether an SMS can reach that number: a valid mobile (or a number that may be one). */
export function isMobileNumber(input: string): boolean {
  const parsed = parsePhoneNumberFromString(input, 'FR');
  if (!parsed?.isValid()) return false;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** How a French reader writes it: « 06 12 34 56 78 » at home, « +32 470 12 34 56 » abroad. */
export function formatPhoneNumber(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164, 'FR');
  if (!parsed) return e164;
  return parsed.country === 'FR' ? parsed.formatNational() : parsed.formatInternational();
}
