import { describe, expect, it } from 'vitest';
import {
  invoiceTotals,
  isFrenchVatRate,
  lineNetCents,
  parseQuantityToThousandths,
  quantityText,
  typedLinesTotals,
  vatRateText,
} from './invoice-amounts';

describe('invoice amounts', () => {
  it('rounds each line to the cent, half away from zero', () => {
    // 1,5 h at 133,33 € = 199,995 € → 200,00 €; 0,333 × 10 € = 3,33 €.
    expect(lineNetCents({ quantityThousandths: 1500, unitPriceCents: 13_333, vatRateBp: 2000 })).toBe(20_000);
    expect(lineNetCents({ quantityThousandths: 333, unitPriceCents: 1000, vatRateBp: 2000 })).toBe(333);
    expect(lineNetCents({ quantityThousandths: 1000, unitPriceCents: 0, vatRateBp: 2000 })).toBe(0);
  });

  it('computes the VAT of each rate on the sum of its lines, rounded once (EN 16931)', () => {
    // Three lines of 0,03 € at 20 %: rounded per line, 0,006 → 0,01 € each, 0,03 € in all; on the sum,
    // 0,09 € × 20 % = 0,018 → 0,02 €.
    const totals = invoiceTotals([
      { quantityThousandths: 1000, unitPriceCents: 3, vatRateBp: 2000 },
      { quantityThousandths: 1000, unitPriceCents: 3, vatRateBp: 2000 },
      { quantityThousandths: 1000, unitPriceCents: 3, vatRateBp: 2000 },
    ]);
    expect(totals.vatBreakdown).toEqual([{ vatRateBp: 2000, netCents: 9, vatCents: 2 }]);
    expect(totals).toMatchObject({ netCents: 9, vatCents: 2, grossCents: 11 });
  });

  it('keeps rates apart, in the order of the French rates', () => {
    const totals = invoiceTotals([
      { quantityThousandths: 1000, unitPriceCents: 10_000, vatRateBp: 550 },
      { quantityThousandths: 2000, unitPriceCents: 15_000, vatRateBp: 2000 },
      { quantityThousandths: 1000, unitPriceCents: 2_500, vatRateBp: 0 },
    ]);
    expect(totals.lineNetCents).toEqual([10_000, 30_000, 2_500]);
    expect(totals.vatBreakdown).toEqual([
      { vatRateBp: 2000, netCents: 30_000, vatCents: 6_000 },
      { vatRateBp: 550, netCents: 10_000, vatCents: 550 },
      { vatRateBp: 0, netCents: 2_500, vatCents: 0 },
    ]);
    expect(totals).toMatchObject({ netCents: 42_500, vatCents: 6_550, grossCents: 49_050 });
  });

  it('refuses what no French invoice can hold', () => {
    const line = { quantityThousandths: 1000, unitPriceCents: 100, vatRateBp: 2000 as const };
    expect(() => invoiceTotals([{ ...line, vatRateBp: 1900 as never }])).toThrow(/taux/);
    expect(() => invoiceTotals([{ ...line, unitPriceCents: -1 }])).toThrow(/prix/);
    expect(() => invoiceTotals([{ ...line, unitPriceCents: 0.5 }])).toThrow(/prix/);
    expect(() => invoiceTotals([{ ...line, quantityThousandths: 0 }])).toThrow(/quantité/);
    expect(() => invoiceTotals([{ ...line, quantityThousandths: 10_000_001 }])).toThrow(/quantité/);
    expect(() => invoiceTotals([{ ...line, unitPriceCents: 100_000_001 }])).toThrow(/prix/);
  });

  it('stays exact at the largest amounts it accepts', () => {
    const totals = invoiceTotals([
      { quantityThousandths: 10_000_000, unitPriceCents: 100_000_000, vatRateBp: 2000 },
    ]);
    expect(totals.netCents).toBe(1_000_000_000_000);
    expect(totals.vatCents).toBe(200_000_000_000);
    expect(Number.isSafeInteger(totals.grossCents)).toBe(true);
  });

  it('knows the French rates and says them the French way', () => {
    expect([2000, 1000, 550, 210, 0].every(isFrenchVatRate)).toBe(true);
    expect(isFrenchVatRate(1960)).toBe(false);
    expect(vatRateText(550)).toBe('5,5 %');
    expect(vatRateText(2000)).toBe('20 %');
  });
});

describe('typed quantities', () => {
  it('reads French and English decimals, in thousandths', () => {
    expect(parseQuantityToThousandths('1')).toBe(1000);
    expect(parseQuantityToThousandths(' 1,5 ')).toBe(1500);
    expect(parseQuantityToThousandths('0.25')).toBe(250);
    expect(parseQuantityToThousandths('2,125')).toBe(2125);
    expect(parseQuantityToThousandths('1,2345')).toBeNaN();
    expect(parseQuantityToThousandths('-1')).toBeNaN();
    expect(parseQuantityToThousandths('deux')).toBeNaN();
    expect(quantityText(1500)).toBe('1,5');
  });
});

describe('typedLinesTotals', () => {
  it('totals the complete lines as the server does and counts those still being typed', () => {
    const lines = [
      { quantityThousandths: 1500, unitPriceCents: 20_000, vatRateBp: 2000 },
      { quantityThousandths: 1000, unitPriceCents: 9_950, vatRateBp: 550 },
    ] as const;
    const typed = typedLinesTotals([
      ...lines,
      { quantityThousandths: 1000, unitPriceCents: Number.NaN, vatRateBp: 2000 },
      { quantityThousandths: Number.NaN, unitPriceCents: 100, vatRateBp: 2000 },
      { quantityThousandths: 1000, unitPriceCents: 100, vatRateBp: 1234 },
    ]);
    const { incompleteLines, ...totals } = typed;
    expect(totals).toEqual(invoiceTotals(lines));
    expect(totals).toMatchObject({ netCents: 39_950, vatCents: 6_547, grossCents: 46_497 });
    expect(incompleteLines).toBe(3);
    expect(typedLinesTotals([])).toMatchObject({
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
      incompleteLines: 0,
    });
  });
});
