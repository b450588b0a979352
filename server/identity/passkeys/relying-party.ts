import type { TConfig } from '#server/platform/config.ts';

/**
 * The WebAuthn relying party is the site itself: its host name (localhost in tests) and its origin, both
 * from PUBLIC_URL. A passkey made for one host does not sign for another.
 */
export function relyingPartyOf(config: Pick<TConfig, 'publicUrl'>): { rpID: string; origin: string } {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

export const RP_NAME = 'JurisRDV';
