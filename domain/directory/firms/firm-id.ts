/**
 * A firm id as the API accepts it, read from a page's address; anything else is unknown. Without zod: the app's
 * entry reads it before the first render (web/app/initial-data-cache.ts), and no page loads zod before a form.
 */
export function parseFirmId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
