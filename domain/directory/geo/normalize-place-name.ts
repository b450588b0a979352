// Turns what people type in « Votre ville ou code postal » into a comparison key.
// Pure and shared by the server (commune index) and the web app.

export { boundingBox, haversineKm, type TBoundingBox, type TLatLon } from './geo-distance';

/** Ligatures that NFD does not decompose (« Œuilly », « Lætitia »). */
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** Combining diacritical marks left behind by NFD. */
const DIACRITICS = /[\u0300-\u036f]/g;

/**
 * Runs of white space (no-break spaces and tabs too), apostrophes (straight, typographic, modifier
 * letter, acute, grave), hyphens and dashes, and dots: each run becomes one space.
 */
const SEPARATORS = /[\s'’‘ʼ´`\-‐‑‒–—―−.]+/g;

/** 'st' and 'ste' as whole words. */
const SAINT_ABBREVIATION = /(^| )st(e?)(?= |$)/g;

const NON_ASCII = /[\u0080-\uffff]/;

/**
 * Lower-case, accent-free, one space between words, « st »/« ste » spelled out:
 * 'Saint-Étienne', 'saint etienne', 'St Etienne' and 'SAINT-ETIENNE' all give 'saint etienne'.
 * Other characters (digits, parentheses, punctuation) are kept as they are.
 */
export function normalizePlaceName(text: string): string {
  let result = text.toLowerCase();
  if (NON_ASCII.test(result)) {
    result = result
      .replace(/[œæß]/g, (ligature) => LIGATURES[ligature] ?? ligature)
      .normalize('NFD')
      .replace(DIACRITICS, '');
  }
  result = result.replace(SEPARATORS, ' ').trim();
  return result.includes('st') ? result.replace(SAINT_ABBREVIATION, '$1saint$2') : result;
}
