const WHOLE_EUROS = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const EUROS_AND_CENTS = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
});

/** 12000 → « 120 € », 9550 → « 95,50 € » (French formatting, decimals only when there are cents). */
export function formatEuros(cents: number): string {
  return (cents % 100 === 0 ? WHOLE_EUROS : EUROS_AND_CENTS).format(cents / 100);
}

/**
 * What a person types as an amount in euros, in cents: « 120 », « 95,50 », « 95.5 », « 1 200 € ».
 * Null when it is not an amount (letters, more than two decimals, negative).
 */
export function parseEurosToCents(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const euros = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return euros * 100 + cents;
}

/** Cents as a person would type them back in a form: 12000 → « 120 », 9550 → « 95,50 ». */
export function centsToEurosInput(cents: number): string {
  const euros = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, '0')}`;
}
