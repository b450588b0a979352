/** Longest return path kept: a booking resumed after the round trip carries its answers in it. */
export const RETURN_TO_MAX_LENGTH = 4000;

/**
 * Where to send the person back after signing in with a provider: only a path of this site
 * (`/…`), never another origin (`//evil`, `/\evil`, `https:`), in printable ASCII. Anything
 * else gives null and the caller uses its default.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_TO_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Printable ASCII only, as browsers percent-encode the rest: it goes into a Location header as is. No
  // spaces, no control characters, no backslashes (read as slashes by browsers).
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || code >= 0x7f || code === 0x5c) return null;
  }
  // What a browser would make of it must still be on this site.
  try {
    const base = 'http://jurisrdv.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
  } catch {
    return null;
  }
  // The API and the provider round trip itself are not pages to land on.
  if (value === '/api' || value.startsWith('/api/') || value.startsWith('/api?')) return null;
  return value;
}
