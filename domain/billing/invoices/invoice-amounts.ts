// Invoice arithmetic in integer cents, as EN 16931 (and so Factur-X) computes it: each line's net amount
// rounded to the cent, then the VAT of each rate on the sum of that rate's lines, rounded once.

/** VAT rates in force in France, in basis points (20 % = 2000): metropolitan, then Corsica and overseas. */
export const FRENCH_VAT_RATES_BP = [2000, 1000, 550, 210, 0, 1300, 850, 175, 105, 90] as const;
export type TVatRateBp = (typeof FRENCH_VAT_RATES_BP)[number];

export function isFrenchVatRate(rateBp: number): rateBp is TVatRateBp {
  return (FRENCH_VAT_RATES_BP as readonly number[]).includes(rateBp);
}

/** Bounds that keep every product exact in a double (10 000 × 1 000 000 € in cents < 2^53). */
export const MAX_LINE_QUANTITY_THOUSANDTHS = 10_000_000;
export const MAX_UNIT_PRICE_CENTS = 100_000_000;

export type TInvoiceLineAmounts = {
  /** 1 = 1000; 1,5 h = 1500. */
  quantityThousandths: number;
  /** Unit price before VAT (HT). */
  unitPriceCents: number;
  vatRateBp: TVatRateBp;
};

export type TVatBreakdown = { vatRateBp: TVatRateBp; netCents: number; vatCents: number };

export type TInvoiceTotals = {
  lineNetCents: number[];
  vatBreakdown: TVatBreakdown[];
  netCents: number;
  vatCents: number;
  grossCents: number;
};

/** numerator / denominator rounded half away from zero (« arrondi commercial »), for non-negative integers. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function lineNetCents(line: TInvoiceLineAmounts): number {
  return divideRounded(line.quantityThousandths * line.unitPriceCents, 1000);
}

/** Totals HT, TVA and TTC, with the VAT per rate in the order of FRENCH_VAT_RATES_BP. */
export function invoiceTotals(lines: readonly TInvoiceLineAmounts[]): TInvoiceTotals {
  for (const line of lines) {
    if (!Number.isInteger(line.quantityThousandths) || line.quantityThousandths <= 0)
      throw new RangeError('quantité invalide');
    if (line.quantityThousandths > MAX_LINE_QUANTITY_THOUSANDTHS)
      throw new RangeError('quantité trop grande');
    if (!Number.isInteger(line.unitPriceCents) || line.unitPriceCents < 0)
      throw new RangeError('prix invalide');
    if (line.unitPriceCents > MAX_UNIT_PRICE_CENTS) throw new RangeError('prix trop grand');
    if (!isFrenchVatRate(line.vatRateBp)) throw new RangeError('taux de TVA inconnu en France');
  }
  const lineNet = lines.map(lineNetCents);
  const netByRate = new Map<TVatRateBp, number>();
  lines.forEach((line, index) => {
    netByRate.set(line.vatRateBp, (netByRate.get(line.vatRateBp) ?? 0) + (lineNet[index] ?? 0));
  });
  const vatBreakdown = FRENCH_VAT_RATES_BP.filter((rate) => netByRate.has(rate)).map((vatRateBp) => {
    const netCents = netByRate.get(vatRateBp) ?? 0;
    return { vatRateBp, netCents, vatCents: divideRounded(netCents * vatRateBp, 10_000) };
  });
  const netCents = lineNet.reduce((sum, cents) => sum + cents, 0);
  const vatCents = vatBreakdown.reduce((sum, rate) => sum + rate.vatCents, 0);
  return { lineNetCents: lineNet, vatBreakdown, netCents, vatCents, grossCents: netCents + vatCents };
}

/** « 20 % », « 5,5 % », « 2,1 % ». */
export function vatRateText(rateBp: TVatRateBp): string {
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(rateBp / 100)} %`;
}

/** What a person types as a quantity (« 1 », « 1,5 », « 0.25 »), in thousandths; NaN when it is not one. */
export function parseQuantityToThousandths(text: string): number {
  const match = /^(\d{1,5})(?:[.,](\d{1,3}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** Thousandths as a person reads them: 1500 → « 1,5 ». */
export function quantityText(thousandths: number): string {
  return new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 }).format(thousandths / 1000);
}

/** What the form holds while lines are typed: any figure may still be missing (NaN) or out of bounds. */
export type TTypedLineAmounts = { quantityThousandths: number; unitPriceCents: number; vatRateBp: number };

/**
 * The totals of the lines typed so far, as the server will compute them (invoiceTotals), over the lines
 * whose quantity, price and rate are complete and valid; `incompleteLines` counts the others.
 */
export function typedLinesTotals(lines: readonly TTypedLineAmounts[]): TInvoiceTotals & {
  incompleteLines: number;
} {
  const complete = lines.filter(
    (line): line is TInvoiceLineAmounts =>
      Number.isInteger(line.quantityThousandths) &&
      line.quantityThousandths > 0 &&
      line.quantityThousandths <= MAX_LINE_QUANTITY_THOUSANDTHS &&
      Number.isInteger(line.unitPriceCents) &&
      line.unitPriceCents >= 0 &&
      line.unitPriceCents <= MAX_UNIT_PRICE_CENTS &&
      isFrenchVatRate(line.vatRateBp),
  );
  return { ...invoiceTotals(complete), incompleteLines: lines.length - complete.length };
}
