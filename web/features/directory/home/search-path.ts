export type TSearchParamName = 'location' | 'specialty' | 'professionalType';

/**
 * Builds `/search` with only the filled values, in the order the keys are given, each value
 * percent-encoded (spaces become %20, as in the specialty pages' links).
 */
export function buildSearchPath(values: Partial<Record<TSearchParamName, string>>): string {
  const pairs: string[] = [];
  for (const [name, raw] of Object.entries(values)) {
    const value = raw?.trim();
    if (value) pairs.push(`${name}=${encodeURIComponent(value)}`);
  }
  return pairs.length > 0 ? `/search?${pairs.join('&')}` : '/search';
}
