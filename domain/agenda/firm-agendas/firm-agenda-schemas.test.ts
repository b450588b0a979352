import { describe, expect, it } from 'vitest';
import { MAX_AGENDA_LAWYERS, ZFirmAgendasQuery } from './firm-agenda-schemas';

const ID = '0b7d3c1e-6a47-4a8e-9f0e-2f3a1c5d7e90';
const ids = (count: number) =>
  Array.from({ length: count }, (_, index) => ID.replace(/0$/, '').concat(index.toString(16).slice(-1)));

describe('ZFirmAgendasQuery', () => {
  it('reads a list of lawyers, once each, lower-cased', () => {
    const parsed = ZFirmAgendasQuery.parse({
      from: '2026-03-02',
      to: '2026-03-08',
      lawyers: `${ID.toUpperCase()},${ID}`,
    });
    expect(parsed.lawyers).toEqual([ID]);
  });

  it('takes twelve lawyers and 42 days, no more', () => {
    expect(
      ZFirmAgendasQuery.safeParse({ from: '2026-03-01', to: '2026-04-11', lawyers: ids(12).join(',') })
        .success,
    ).toBe(true);
    expect(ZFirmAgendasQuery.safeParse({ from: '2026-03-01', to: '2026-04-12', lawyers: ID }).success).toBe(
      false,
    );
    const thirteen = [...ids(12), '1b7d3c1e-6a47-4a8e-9f0e-2f3a1c5d7e90'];
    expect(new Set(thirteen).size).toBe(MAX_AGENDA_LAWYERS + 1);
    expect(
      ZFirmAgendasQuery.safeParse({ from: '2026-03-01', to: '2026-03-01', lawyers: thirteen.join(',') })
        .success,
    ).toBe(false);
  });

  it('refuses hostile text, an empty list, a date that does not exist and a range backwards', () => {
    const bad = [
      { from: '2026-03-01', to: '2026-03-01', lawyers: `${ID}\u0000` },
      { from: '2026-03-01', to: '2026-03-01', lawyers: 'x'.repeat(1_000_000) },
      { from: '2026-03-01', to: '2026-03-01', lawyers: '' },
      { from: '2026-03-01', to: '2026-03-01', lawyers: "1' or '1'='1" },
      { from: '2026-02-30', to: '2026-03-01', lawyers: ID },
      { from: '2026-03-02', to: '2026-03-01', lawyers: ID },
      { from: '2026-03-01', to: '2026-03-01', lawyers: ID, extra: '1' },
    ];
    for (const query of bad) expect(ZFirmAgendasQuery.safeParse(query).success).toBe(false);
  });
});
