import { describe, expect, it } from 'vitest';
import { durationText, minutesToHourThousandths, priceExcludingVat } from './invoice-proposal';

describe('invoice proposal arithmetic', () => {
  it('turns a fee stated VAT included into a unit price HT', () => {
    expect(priceExcludingVat(12_000, 2000)).toBe(10_000);
    expect(priceExcludingVat(10_000, 2000)).toBe(8_333);
    expect(priceExcludingVat(10_000, 0)).toBe(10_000);
  });

  it('counts work in thousandths of an hour and says it in French', () => {
    expect(minutesToHourThousandths(90)).toBe(1500);
    expect(minutesToHourThousandths(20)).toBe(333);
    expect(durationText(90)).toBe('1\u00a0h 30');
    expect(durationText(45)).toBe('45\u00a0min');
    expect(durationText(120)).toBe('2\u00a0h');
  });
});
