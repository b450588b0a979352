// Turns what people type in « Votre ville ou code postal » into a comparison key.
// Pure and shared by the server (commune index) and the web app.

export { boundingBox, haversineKm, type TBoundingBox, type TLatLon } from './geo-distance';

/** Ligatures that NFD does not decompose (« Œuilly », « Lætitia »). */
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** Combining diacritical marks left behind by NFD. */
const DIACRITICS = /[\u0300-\u036f]/g;

/** Apostrophes (straight, typographic, modifier letter, acute, grave), hyphens and dashes, dots. */
const SEPARATORS = /['’‘ʼ´`\-‐‑‒–—―−.]/g;

/** Any run of white space, including no-break spaces and tabs. */
const WHITE_SPACE = /\s+/g;

/**
 * Lower-case, accent-free, one space between words, « st »/« ste » spelled out:
 * 'Saint-Étienne', 'saint etienne', 'St Etienne' and 'SAINT-ETIENNE' all give 'saint etienne'.
 * Other characters (digits, parentheses, punctuation) are kept as they are.
 */
export function normalizePlaceName(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[œæß]/g, (ligature) => LIGATURES[ligature] ?? ligature)
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .replace(SEPARATORS, ' ')
    .replace(WHITE_SPACE, ' ')
    .trim()
    .split(' ');
  return words
    .map((word) => {
      if (word === 'st') return 'saint';
      if (word === 'ste') return 'sainte';
      return word;
    })
    .join(' ');
}
