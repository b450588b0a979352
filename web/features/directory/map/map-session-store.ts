import { useCallback, useSyncExternalStore } from 'react';

/** Kept for the browser tab only: both the consent and the token are forgotten when it closes. */
export const MAP_CONSENT_KEY = 'jurisrdv.map-consent';
export const MAP_TOKEN_KEY = 'jurisrdv.map-token';

const listeners = new Set<() => void>();
const memory = new Map<string, string | null>();

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the choice still holds until the page is left.
    memory.set(key, value);
  }
  for (const listener of listeners) listener();
}

function readWithFallback(key: string): string | null {
  return memory.has(key) ? (memory.get(key) ?? null) : read(key);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMapConsent(): [boolean, () => void] {
  const granted = useSyncExternalStore(
    subscribe,
    () => readWithFallback(MAP_CONSENT_KEY) === 'granted',
    () => false,
  );
  const grant = useCallback(() => write(MAP_CONSENT_KEY, 'granted'), []);
  return [granted, grant];
}

export function useMapToken(): [string | null, (token: string | null) => void] {
  const token = useSyncExternalStore(
    subscribe,
    () => readWithFallback(MAP_TOKEN_KEY),
    () => null,
  );
  const setToken = useCallback((value: string | null) => write(MAP_TOKEN_KEY, value?.trim() || null), []);
  return [token, setToken];
}
