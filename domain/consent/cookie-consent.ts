import { addMonths } from 'date-fns';
import { z } from '../zod-fr';

/** Local storage key of the cookie choice (seed 000 §3). */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** CNIL: a consent choice is kept at most 13 months, then asked again. */
export const CONSENT_LIFETIME_MONTHS = 13;
export const CONSENT_BANNER_DELAY_MS = 1000;

export const ZStoredConsent = z.object({
  essential: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  decidedAt: z.iso.datetime(),
});
export type TStoredConsent = z.infer<typeof ZStoredConsent>;

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
  const result = ZStoredConsent.safeParse(parsed);
  if (!result.success) return null;
  const expiresAt = addMonths(new Date(result.data.decidedAt), CONSENT_LIFETIME_MONTHS);
  return expiresAt.getTime() > now.getTime() ? result.data : null;
}
