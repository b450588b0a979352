import { addMonths } from 'date-fns';

/** Local storage key of the cookie choice (seed 000 §3). */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** CNIL: a consent choice is kept at most 13 months, then asked again. */
export const CONSENT_LIFETIME_MONTHS = 13;
export const CONSENT_BANNER_DELAY_MS = 1000;

export type TStoredConsent = { essential: true; analytics: boolean; marketing: boolean; decidedAt: string };

/** An ISO 8601 UTC instant as `Date#toISOString` writes it (what `z.iso.datetime()` accepts, seconds required). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

/**
 * Checked by hand rather than with a zod schema: the banner is on every page, and this check alone
 * would put zod in the code every first visit waits for (issue 11 §3). It is no request's schema.
 */
function isStoredConsent(value: unknown): value is TStoredConsent {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.essential === true &&
    typeof record.analytics === 'boolean' &&
    typeof record.marketing === 'boolean' &&
    typeof record.decidedAt === 'string' &&
    ISO_INSTANT.test(record.decidedAt) &&
    !Number.isNaN(Date.parse(record.decidedAt))
  );
}

export function buildConsent(choice: { analytics: boolean; marketing: boolean }, now: Date): TStoredConsent {
  return {
    essential: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    decidedAt: now.toISOString(),
  };
}

/** The stored choice if it is well-formed and younger than 13 months, otherwise null (ask again). */
export function readValidConsent(raw: string | null, now: Date): TStoredConsent | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isStoredConsent(parsed)) return null;
  const consent: TStoredConsent = {
    essential: true,
    analytics: parsed.analytics,
    marketing: parsed.marketing,
    decidedAt: parsed.decidedAt,
  };
  const expiresAt = addMonths(new Date(consent.decidedAt), CONSENT_LIFETIME_MONTHS);
  return expiresAt.getTime() > now.getTime() ? consent : null;
}
