const MONTH = String.raw`(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|janv\.|févr\.|avr\.|juil\.|sept\.|oct\.|nov\.|déc\.)`;
const FIRST_OF_MONTH = new RegExp(String.raw`(^|[^\d])1 ${MONTH}`, 'g');

/** « 1 décembre » → « 1er décembre »: French writes the first day of a month as an ordinal. */
export function withFirstOfMonth(text: string): string {
  return text.replace(FIRST_OF_MONTH, '$11er $2');
}

export type TFrenchDateFormat = { format(date: Date): string };

/**
 * Intl.DateTimeFormat in French, with the ordinal « 1er » Intl does not write (« mardi 1er décembre 2026 »).
 * Every date the product writes with a month name goes through it.
 */
export function frenchDateFormat(options: Intl.DateTimeFormatOptions): TFrenchDateFormat {
  const formatter = new Intl.DateTimeFormat('fr-FR', options);
  return { format: (date: Date) => withFirstOfMonth(formatter.format(date)) };
}
