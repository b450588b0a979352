/**
 * Names of people and companies compared for a conflict of interest (RIN art. 4): « Maître Jean-Pierre
 * DUPONT », « Dupont Jean-Pierre » and « J.-P. Dupont » are one person; « SARL Dupont Immobilier » and
 * « Dupont Immobilier SAS » one company.
 */

/** Civil and professional titles, dropped while they open the name (« Dupont M. » keeps its initial). */
const LEADING_TITLES = new Set([
  'm',
  'mm',
  'mr',
  'mrs',
  'ms',
  'mme',
  'mmes',
  'mlle',
  'mlles',
  'melle',
  'madame',
  'mesdames',
  'monsieur',
  'messieurs',
  'mademoiselle',
  'maitre',
  'me',
  'dr',
  'docteur',
  'pr',
  'professeur',
]);

/** Legal forms, particles and words of civil status, dropped wherever they are. */
const IGNORED_WORDS = new Set([
  // Legal forms of companies and firms.
  'sarl',
  'sas',
  'sasu',
  'sa',
  'eurl',
  'sci',
  'snc',
  'scp',
  'scm',
  'selarl',
  'selas',
  'selafa',
  'eirl',
  'ei',
  'gie',
  'ste',
  'societe',
  'cie',
  'ets',
  'etablissements',
  // Particles: « Jean de La Fontaine » is compared as « Jean La Fontaine ».
  'de',
  'du',
  'des',
  'et',
  // Civil status: « Marie Dupont épouse Martin » keeps both names.
  'epouse',
  'ep',
  'nee',
  'veuve',
  'vve',
]);

/**
 * Given names frequent in France: alone they designate nobody, so a name reduced to one of them never
 * matches, and two names sharing only one of them (plus initials) are not the same person.
 */
export const COMMON_GIVEN_NAMES: ReadonlySet<string> = new Set([
  'adam',
  'adrien',
  'agnes',
  'alain',
  'alexandre',
  'alice',
  'alexis',
  'ali',
  'amandine',
  'anais',
  'andre',
  'anne',
  'annie',
  'antoine',
  'arthur',
  'aurelie',
  'baptiste',
  'benjamin',
  'benoit',
  'bernard',
  'brigitte',
  'bruno',
  'camille',
  'caroline',
  'catherine',
  'cecile',
  'celine',
  'chantal',
  'charles',
  'charlotte',
  'chloe',
  'christian',
  'christine',
  'christophe',
  'claire',
  'claude',
  'clement',
  'colette',
  'corinne',
  'daniel',
  'david',
  'denis',
  'didier',
  'dominique',
  'elise',
  'elodie',
  'emilie',
  'emma',
  'eric',
  'etienne',
  'eva',
  'fabrice',
  'florence',
  'francis',
  'francois',
  'francoise',
  'frederic',
  'gabriel',
  'gerard',
  'gilles',
  'guillaume',
  'helene',
  'henri',
  'hugo',
  'ines',
  'isabelle',
  'jacqueline',
  'jacques',
  'jean',
  'jeanne',
  'jerome',
  'jonathan',
  'jules',
  'julie',
  'julien',
  'juliette',
  'karim',
  'kevin',
  'laura',
  'laurent',
  'lea',
  'leo',
  'lina',
  'louis',
  'louise',
  'luc',
  'lucas',
  'lucie',
  'manon',
  'marc',
  'marcel',
  'marie',
  'martin',
  'martine',
  'mathieu',
  'matthieu',
  'maxime',
  'michel',
  'michele',
  'mohamed',
  'monique',
  'nadia',
  'nathalie',
  'nicolas',
  'nicole',
  'noah',
  'olivier',
  'pascal',
  'patrick',
  'paul',
  'philippe',
  'pierre',
  'quentin',
  'raphael',
  'rene',
  'richard',
  'robert',
  'romain',
  'sandrine',
  'sarah',
  'sebastien',
  'simon',
  'sophie',
  'stephane',
  'stephanie',
  'sylvie',
  'theo',
  'thierry',
  'thomas',
  'valerie',
  'veronique',
  'vincent',
  'virginie',
  'yves',
]);

/** More words than any real name has: a longer text is compared on its first words only. */
const MAX_TOKENS = 12;

export type TNormalisedName = {
  /** Words of two characters or more (and numbers), accent- and case-free. */
  readonly words: readonly string[];
  /** Single letters (« J. », « J »), compared with the first letter of a word. */
  readonly initials: readonly string[];
};

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd' };

/** Accent- and case-free words of a name, without titles, legal forms, particles nor punctuation. */
export function normaliseName(name: string): TNormalisedName {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđ]/g, (letter) => LIGATURES[letter] ?? letter)
    // Elisions: « d'Artagnan », « L'Oréal ».
    .replace(/(^|[^\p{L}\p{N}])[dl]['’ʼ`´]/gu, '$1');
  const tokens = plain.split(/[^\p{L}\p{N}]+/u).filter((token) => token !== '');
  let start = 0;
  while (start < tokens.length - 1 && LEADING_TITLES.has(tokens[start] ?? '')) start += 1;
  const words: string[] = [];
  const initials: string[] = [];
  for (const token of tokens.slice(start)) {
    if (IGNORED_WORDS.has(token)) continue;
    if (words.length + initials.length >= MAX_TOKENS) break;
    if (token.length === 1 && /\p{L}/u.test(token)) initials.push(token);
    else words.push(token);
  }
  return { words, initials };
}

function countOf(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function take(counts: Map<string, number>, key: string): boolean {
  const left = counts.get(key) ?? 0;
  if (left === 0) return false;
  counts.set(key, left - 1);
  return true;
}

/**
 * Every word and initial of `shorter` paired with its own word or initial of `longer` (a word with the
 * same word or with its initial); answers the words paired with the same word, or null.
 */
function pairedWords(shorter: TNormalisedName, longer: TNormalisedName): string[] | null {
  const words = countOf(longer.words);
  const initials = countOf(longer.initials);
  const same: string[] = [];
  const unpaired: string[] = [];
  // Same word with same word first: swapping such a pair with an initial never pairs more.
  for (const word of shorter.words) {
    if (take(words, word)) same.push(word);
    else unpaired.push(word);
  }
  for (const word of unpaired) {
    if (!take(initials, word.charAt(0))) return null;
  }
  for (const initial of shorter.initials) {
    if (take(initials, initial)) continue;
    const word = [...words.keys()].find(
      (candidate) => candidate.startsWith(initial) && take(words, candidate),
    );
    if (word === undefined) return null;
  }
  return same;
}

function size(name: TNormalisedName): number {
  return name.words.length + name.initials.length;
}

/**
 * Whether two names may designate the same person or company, whatever their accents, case, punctuation,
 * titles and word order, a given name written as its initial, or extra words on one side (a second given
 * name, a maiden name). A name of one word matches only the same single word, and never when that word is
 * a common given name; otherwise the shorter name must be found whole in the longer one, with at least one
 * word written out on both sides that is not only a common given name.
 */
export function namesMatch(a: TNormalisedName, b: TNormalisedName): boolean {
  if (a.words.length === 0 || b.words.length === 0) return false;
  if (size(a) === 1 || size(b) === 1) {
    const word = a.words[0] ?? '';
    return size(a) === 1 && size(b) === 1 && word === b.words[0] && !COMMON_GIVEN_NAMES.has(word);
  }
  const [shorter, longer] = size(a) <= size(b) ? [a, b] : [b, a];
  const same = pairedWords(shorter, longer);
  if (!same) return false;
  return same.length >= 2 || same.some((word) => !COMMON_GIVEN_NAMES.has(word));
}

/** `namesMatch` on raw text. */
export function sameParty(a: string, b: string): boolean {
  return namesMatch(normaliseName(a), normaliseName(b));
}
