/**
 * Likely details of a case in a review's text (or a professional's answer): who consults whom and why is
 * covered by professional secrecy, so a review says how the consultation went, not what it was about. The
 * check only points: a flagged review goes to the moderators with the flags, never silently refused; the
 * client sees the same flags while writing (ADR 0072).
 */
export const CASE_DETAIL_LABELS = {
  amount: 'un montant',
  'case-number': 'un numéro de dossier ou de rôle (RG)',
  court: 'le nom d’une juridiction',
  procedure: 'un acte de procédure (audience, jugement, plainte…)',
  email: 'une adresse e-mail',
  phone: 'un numéro de téléphone',
  'long-number': 'une longue suite de chiffres',
} as const;

export type TCaseDetailFlag = keyof typeof CASE_DETAIL_LABELS;
export const CASE_DETAIL_FLAGS = Object.keys(CASE_DETAIL_LABELS) as [TCaseDetailFlag, ...TCaseDetailFlag[]];

const PATTERNS: Record<TCaseDetailFlag, RegExp> = {
  // « 1 500 € », « 2000 euros », « 3k€ », « EUR 400 », « € 90 ».
  amount: /(\d[\d\s\u00a0\u202f.,]*\s*(k\s*)?(€|euros?\b|eur\b))|((€|\beur\b)\s*\d)/iu,
  // « RG 21/01234 », « n° RG : 12 », « dossier n° 4521 », « pourvoi n° 16-13.669 », « 21/01234 ».
  'case-number':
    /(\bR\.?\s?G\.?\s*(n\s*°|no|num(é|e)ro)?\s*:?\s*\d)|(\b(dossier|affaire|pourvoi|r(ô|o)le|parquet)\s*(n\s*°|no\b|num(é|e)ro)\s*:?\s*\d)|(\b\d{2}\s*\/\s*\d{4,6}\b)|(\b\d{2}-\d{2}\.\d{3}\b)/iu,
  court:
    /\b(tribunal|tribunaux|cour\s+d['’]\s*appel|cour\s+de\s+cassation|cour\s+d['’]\s*assises|cour\s+administrative|conseil\s+de\s+prud['’]\s*hommes|prud['’]\s*hom|conseil\s+d['’](é|e)tat|juge\s+aux\s+affaires\s+familiales|juge\s+des\s+(enfants|tutelles|libert(é|e)s)|juge\s+d['’]instruction|J\.?A\.?F\b|T\.?J\.?\s+de\b|greffe)/iu,
  procedure:
    /\b(audience|jugement|assignation|plainte|garde\s+(à|a)\s+vue|mise\s+en\s+examen|condamn(é|e|ation)|ordonnance|d(é|e)lib(é|e)r(é|e)|appel\s+interjet(é|e)|expulsion|saisie)/iu,
  email: /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/iu,
  // French numbers, written whole or in pairs: « 06 12 34 56 78 », « +33 6 12 34 56 78 », « 0612345678 ».
  phone: /(\+33\s?\(?0?\)?\s?|\b0)[1-9]([\s.\-\u00a0]?\d{2}){4}\b/u,
  // Six digits or more in a row (spaces and dots between them included): account, social security, case numbers…
  'long-number': /\d([\s.\u00a0\u202f]?\d){5,}/u,
};

/** The flags a text raises, in the fixed order of CASE_DETAIL_LABELS; none for an empty or missing text. */
export function detectCaseDetails(text: string | null | undefined): TCaseDetailFlag[] {
  if (!text) return [];
  const flags = CASE_DETAIL_FLAGS.filter((flag) => PATTERNS[flag].test(text));
  // A phone number is a long run of digits too: say it once, as what it is.
  return flags.includes('phone') ? flags.filter((flag) => flag !== 'long-number') : flags;
}

/** « un montant et une adresse e-mail »: the flags as the client and the moderators read them. */
export function caseDetailsSentence(flags: readonly TCaseDetailFlag[]): string {
  const labels = flags.map((flag) => CASE_DETAIL_LABELS[flag]);
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} et ${labels[labels.length - 1]}`;
}
