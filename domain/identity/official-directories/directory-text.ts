/**
 * How names, bars, chambers and numbers are compared between what a professional typed and what an official
 * directory publishes: without accents, case, hyphens, apostrophes and spaces, without the particles « de »,
 * « d’ », « du », « des », and without the words that only say what a place is (« Barreau de … », « Chambre
 * régionale de … »). Both sides go through the same functions, so « Jean-Pierre de La Fontaine » and
 * « LA FONTAINE Jean Pierre » agree.
 */

const PARTICLES = new Set(['de', 'd', 'du', 'des']);

/** Lower case, accents off, every run of non-letters and non-digits one space (hyphens and apostrophes too). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A person's first or last name as compared: « Jean-Pierre » and « jean pierre » are one key, particles dropped. */
export function nameKey(name: string): string {
  const words = foldText(name)
    .split(' ')
    .filter((word) => word !== '' && !PARTICLES.has(word));
  return words.join('');
}

/** Words that say what the place is, not which: dropped from the front of a bar's or a chamber's name. */
const PLACE_PREFIXES = [
  'ordre des avocats du barreau',
  'ordre des avocats',
  'barreau',
  'chambre regionale des commissaires de justice',
  'chambre interdepartementale des commissaires de justice',
  'chambre departementale des commissaires de justice',
  'chambre regionale',
  'chambre',
  'cour d appel',
  'ca',
];

/**
 * Bars that carry a département's name and sit in a town (and are often written by the town): one key for
 * both spellings.
 */
const PLACE_ALIASES: Record<string, string> = {
  nanterre: 'hautsseine',
  creteil: 'valmarne',
  bobigny: 'seinesaintdenis',
  pontoise: 'valoise',
  evry: 'essonne',
  saintdenisreunion: 'saintdenislareunion',
  reunion: 'saintdenislareunion',
};

/** A bar (avocats) or a regional chamber (commissaires de justice) as compared. */
export function placeKey(place: string): string {
  let folded = foldText(place);
  for (const prefix of PLACE_PREFIXES) {
    if (folded === prefix) return '';
    if (folded.startsWith(`${prefix} `)) {
      folded = folded.slice(prefix.length + 1);
      break;
    }
  }
  const key = nameKey(folded);
  return PLACE_ALIASES[key] ?? key;
}

/**
 * A number as compared: letters and digits only, upper case, leading zeros of an all-digit number dropped
 * (« 012345 », « 12 345 » and « 12345 » are one number; « C-1234 » and « c1234 » another).
 */
export function numberKey(number: string): string {
  const compact = foldText(number).replace(/ /g, '').toUpperCase();
  return /^\d+$/.test(compact) ? compact.replace(/^0+(?=\d)/, '') : compact;
}
