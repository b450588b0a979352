// typography-fixer: off — the rules below spell the wrong forms they look for.
/**
 * French typography of a user-visible string (PRODUCT.md §1, issue 26 §6): what is wrong, and the same
 * string written right. Pure; used by the test that reads every French string of the product and by
 * `npm run fix:typography`, which rewrites them.
 *
 * A stand-in character (`PLACEHOLDER`) marks where a template or JSX inserts a value: it counts as a
 * word, and the fixer never adds or removes one.
 */

export const NBSP = '\u00a0';
export const NNBSP = '\u202f';
export const PLACEHOLDER = '\ufffc';

export type TTypographyRule =
  | 'espace-avant-ponctuation-haute'
  | 'espace-avant-deux-points'
  | 'espace-guillemets'
  | 'unite'
  | 'points-de-suspension'
  | 'e-mail'
  | 'horaires'
  | 'restant-du'
  | 'premier';

export type TTypographyIssue = { rule: TTypographyRule; index: number; found: string; message: string };

type TRule = {
  rule: TTypographyRule;
  message: string;
  pattern: RegExp;
  /** The right text for one match (same groups as `pattern`). */
  replace: (match: string, ...groups: string[]) => string;
  /** A match that is not French text after all. */
  skip?: (text: string, index: number) => boolean;
};

/** « paymentTerms: », « SMS_SENDER : », « TypeError: »: a name from the code, not a French word. */
function afterIdentifier(text: string, index: number): boolean {
  const word = /(\S+)$/u.exec(text.slice(0, index).trimEnd())?.[1] ?? '';
  return /[a-z][A-Z]|_|^\w*Error$/.test(word);
}

/** What a word may end with before a sign: a letter, a digit, a closing mark or an inserted value. */
const WORD_END = `\\p{L}\\p{N}»)\\]"'’${PLACEHOLDER}%€`;

const RULES: readonly TRule[] = [
  {
    rule: 'espace-avant-ponctuation-haute',
    message: 'espace fine insécable (U+202F) avant «\u00a0; ! ?\u00a0»',
    // A plain space or a no-break space before the sign, or none after a word when the sign ends it
    // (« /recherche?q= », « !important » are not sentences).
    pattern: new RegExp(
      `(?:(?<=[${WORD_END}])[ \\t\\n${NBSP}]+(?=[;!?])|(?<=[${WORD_END}])(?=[;!?](?:$|[\\s${NBSP}${NNBSP}»)"'’${PLACEHOLDER}<])))([;!?])`,
      'gu',
    ),
    replace: (_match, sign) => `${NNBSP}${sign}`,
  },
  {
    rule: 'espace-avant-deux-points',
    message: 'espace insécable (U+00A0) avant «\u00a0:\u00a0»',
    // « 10:00 », « 16:9 », « https:// », « mailto:x » have no space and go on without one: not a sentence.
    pattern: new RegExp(
      `(?:(?<=[${WORD_END}])[ \\t\\n${NNBSP}]+|(?<=[${WORD_END}]))(:)(?=$|[\\s${NBSP}${NNBSP}»)"'’${PLACEHOLDER}<])`,
      'gu',
    ),
    replace: () => `${NBSP}:`,
    // « localhost:${port} », « UID:${uid} »: no space before and a value glued after is code, not a sentence.
    skip: (text, index) =>
      afterIdentifier(text, index) || (text[index] === ':' && text[index + 1] === PLACEHOLDER),
  },
  {
    rule: 'espace-guillemets',
    message: 'espace insécable (U+00A0) à l’intérieur de «\u00a0»',
    pattern: new RegExp(`«(?:[ \\t\\n${NNBSP}]+|(?=[^\\s${NBSP}]))`, 'gu'),
    replace: () => `«${NBSP}`,
  },
  {
    rule: 'espace-guillemets',
    message: 'espace insécable (U+00A0) à l’intérieur de «\u00a0»',
    pattern: new RegExp(`(?:[ \\t\\n${NNBSP}]+|(?<=[^\\s${NBSP}]))»`, 'gu'),
    replace: () => `${NBSP}»`,
  },
  {
    rule: 'unite',
    message:
      '«\u00a024\u00a0h\u00a0», «\u00a030\u00a0min\u00a0»\u00a0: nombre et unité séparés par une espace insécable',
    // A number or an inserted one (« ${minutes}min »), not a time « 9h30 » nor a name « h1 ».
    pattern: /(?<![\p{L}\p{N}_.:/-])(\d+|\ufffc)(?:[ \t]*)(h|min)(?![\p{L}\p{N}_'’\ufffc-])/gu,
    replace: (_match, number, unit) => `${number}${NBSP}${unit}`,
  },
  {
    rule: 'points-de-suspension',
    message: '«\u00a0…\u00a0» (un seul caractère) au lieu de trois points',
    pattern: /(?<!\.)\.{3}(?!\.)/g,
    replace: () => '…',
  },
  {
    rule: 'e-mail',
    message: '«\u00a0e-mail\u00a0» (ou «\u00a0e-mail\u00a0» en début de phrase)',
    pattern:
      /(?<![\p{L}\p{N}_@./-])(?:e-?mail|E-?mail|E-?MAIL|e-Mail|E-Mail|eMail)(s?)(?![\p{L}\p{N}_@-]|\.[\p{L}\p{N}])/gu,
    replace: (match, plural) => `${match.startsWith('E') ? 'E' : 'e'}-mail${plural}`,
  },
  {
    rule: 'horaires',
    message: '«\u00a0d’horaires\u00a0» au pluriel',
    pattern: /(?<![\p{L}])([dD]['’])horaire(?![\p{L}])/gu,
    replace: (_match, article) => `${article}horaires`,
  },
  {
    rule: 'restant-du',
    message: '«\u00a0restant dû\u00a0»',
    // « le temps restant du mois » is right: only « restant du » ending its phrase is the participle.
    pattern: /(?<![\p{L}])([rR]estant) du(?=[\s\u00a0\u202f]*(?:$|[.,;:!?)»(]))/gu,
    replace: (_match, word) => `${word} dû`,
  },
  {
    rule: 'premier',
    message: '«\u00a01er\u00a0» et non «\u00a01er\u00a0» ou «\u00a01er\u00a0»',
    pattern: /(?<![\p{L}\p{N}])1(?: er(?![\p{L}])|°)/gu,
    replace: () => '1er',
  },
];

/** « E-mail » mid-sentence is « e-mail »; a capital only where a sentence (or the text) starts. */
function atSentenceStart(text: string, index: number): boolean {
  const before = text.slice(0, index).replace(/[\s\u00a0\u202f«"'(—–-]+$/u, '');
  return before === '' || /[.!?…\n]$/u.test(before);
}

function emailIsRight(text: string, index: number, found: string): boolean {
  if (found === 'e-mail' || found === 'e-mails') return true;
  if (found === 'E-mail' || found === 'E-mails') return atSentenceStart(text, index);
  return false;
}

function emailFix(text: string, index: number, found: string): string {
  const plural = found.endsWith('s') ? 's' : '';
  return `${atSentenceStart(text, index) ? 'E' : 'e'}-mail${plural}`;
}

/** Every place where `text` breaks a rule of French typography. */
export function findTypographyIssues(text: string): TTypographyIssue[] {
  const issues: TTypographyIssue[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const index = match.index ?? 0;
      const found = match[0];
      if (rule.skip?.(text, index)) continue;
      if (rule.rule === 'e-mail') {
        if (emailIsRight(text, index, found)) continue;
      } else if (rule.replace(found, ...(match.slice(1) as string[])) === found) continue;
      issues.push({ rule: rule.rule, index, found, message: rule.message });
    }
  }
  return issues.sort((a, b) => a.index - b.index);
}

/** The same text written right; `fixFrenchTypography(fixFrenchTypography(x)) === fixFrenchTypography(x)`. */
export function fixFrenchTypography(text: string): string {
  let fixed = text;
  for (const rule of RULES) {
    fixed = fixed.replace(rule.pattern, (...args: unknown[]) => {
      const match = args[0] as string;
      const groupCount = args.length - 3 - (typeof args.at(-1) === 'object' ? 1 : 0);
      const groups = args.slice(1, 1 + groupCount) as string[];
      const index = args[1 + groupCount] as number;
      const whole = args[2 + groupCount] as string;
      if (rule.skip?.(whole, index)) return match;
      if (rule.rule === 'e-mail')
        return emailIsRight(whole, index, match) ? match : emailFix(whole, index, match);
      return rule.replace(match, ...groups);
    });
  }
  return fixed;
}
