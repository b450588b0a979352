import { useSyncExternalStore } from 'react';
import {
  buildConsent,
  CONSENT_STORAGE_KEY,
  readValidConsent,
  type TStoredConsent,
} from '#domain/directory/consent/cookie-consent.ts';

type TListener = () => void;
const listeners = new Set<TListener>();
const REOPEN_EVENT = 'jurisrdv:open-cookie-settings';

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

let cachedRaw: string | null | undefined;
let cachedConsent: TStoredConsent | null = null;

export function currentConsent(): TStoredConsent | null {
  const raw = readStorage();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedConsent = readValidConsent(raw, new Date());
  }
  return cachedConsent;
}

export function saveConsent(choice: { analytics: boolean; marketing: boolean }): void {
  const consent = buildConsent(choice, new Date());
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Private browsing without storage: the choice holds for this page only.
    cachedRaw = JSON.stringify(consent);
    cachedConsent = consent;
  }
  for (const listener of listeners) listener();
}

export function useConsent(): TStoredConsent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentConsent,
    () => null,
  );
}

/** Lets the footer's "Gérer les cookies" link reopen the banner: withdrawing must be as easy as giving. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(REOPEN_EVENT));
}

export function onOpenCookieSettings(handler: () => void): () => void {
  window.addEventListener(REOPEN_EVENT, handler);
  return () => window.removeEventListener(REOPEN_EVENT, handler);
}
