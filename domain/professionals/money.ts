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
