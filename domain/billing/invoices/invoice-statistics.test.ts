import { describe, expect, it } from 'vitest';
import {
  addMonths,
  axisEurosText,
  formatMonthLong,
  formatMonthShort,
  invoicedBetween,
  moneyAxisTicks,
  monthlyRevenue,
  topClients,
} from './invoice-statistics';
import { ZInvoiceExportQuery } from './invoice-statistics-schemas';
import { buildInvoice } from './invoice-test-factory';

describe('months', () => {
  it('labels months in French', () => {
    expect(formatMonthShort('2026-11')).toBe('nov. 2026');
    expect(formatMonthShort('2027-02')).toBe('févr. 2027');
    expect(formatMonthShort('2026-08')).toBe('août 2026');
    expect(formatMonthLong('2026-12')).toBe('décembre 2026');
    expect(() => formatMonthShort('2026-13')).toThrow(RangeError);
  });

  it('moves across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-11', -11)).toBe('2025-12');
    expect(addMonths('2026-03', -27)).toBe('2023-12');
  });
});

describe('monthlyRevenue', () => {
  it('gives 12 months oldest first, zero-filled, from civil dates only', () => {
    const months = monthlyRevenue(
      [
        { paidOn: '2026-11-01', amountCents: 10_000 },
        { paidOn: '2026-11-30', amountCents: 4_400 },
        // The last day of the oldest month and the first one before it.
        { paidOn: '2025-12-31', amountCents: 700 },
        { paidOn: '2025-11-30', amountCents: 99_999 },
        // After the last month: not counted.
        { paidOn: '2026-12-01', amountCents: 88_888 },
        { paidOn: '2026-02-28', amountCents: 150 },
      ],
      '2026-11',
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-12', label: 'déc. 2025', receivedCents: 700 });
    expect(months[2]).toEqual({ month: '2026-02', label: 'févr. 2026', receivedCents: 150 });
    expect(months.at(-1)).toEqual({ month: '2026-11', label: 'nov. 2026', receivedCents: 14_400 });
    expect(months.reduce((sum, month) => sum + month.receivedCents, 0)).toBe(700 + 150 + 14_400);
    expect(months.filter((month) => month.receivedCents === 0)).toHaveLength(9);
  });

  it('takes another number of months and an empty list', () => {
    expect(monthlyRevenue([], '2026-01', 3).map((month) => [month.month, month.receivedCents])).toEqual([
      ['2025-11', 0],
      ['2025-12', 0],
      ['2026-01', 0],
    ]);
  });
});

describe('topClients', () => {
  it('ranks clients by amount invoiced net of credit notes, grouping by contact, else by name', () => {
    const list = [
      buildInvoice({
        id: 1,
        clientName: 'Marie Dubois',
        grossCents: 10_000,
        paidCents: 10_000,
        outstandingCents: 0,
      }),
      buildInvoice({ id: 2, clientName: '  marie DUBOIS ', grossCents: 5_000, outstandingCents: 5_000 }),
      // Same contact, two spellings: one client, named as on the first (newest) invoice.
      buildInvoice({
        id: 3,
        clientContactId: 9,
        clientName: 'SARL Fabre',
        grossCents: 8_000,
        outstandingCents: 8_000,
      }),
      buildInvoice({
        id: 4,
        clientContactId: 9,
        clientName: 'Fabre SARL',
        grossCents: 12_000,
        paidCents: 2_000,
        outstandingCents: 10_000,
      }),
      // Cancelled by a credit note of 30 000 out of 40 000.
      buildInvoice({
        id: 5,
        clientName: 'Paul Lefèvre',
        grossCents: 40_000,
        creditedCents: 30_000,
        outstandingCents: 10_000,
      }),
      // Credit notes and drafts are not counted themselves.
      buildInvoice({
        id: 6,
        kind: 'credit_note',
        clientName: 'Paul Lefèvre',
        grossCents: 30_000,
        outstandingCents: 0,
      }),
      buildInvoice({ id: 7, status: 'draft', clientName: 'Brouillon', grossCents: 99_000, number: null }),
      // Entirely cancelled: not a client of the period's figures.
      buildInvoice({
        id: 8,
        clientName: 'Annulé',
        grossCents: 5_000,
        creditedCents: 5_000,
        outstandingCents: 0,
      }),
    ];
    expect(topClients(list)).toEqual([
      {
        clientName: 'SARL Fabre',
        clientContactId: 9,
        invoiceCount: 2,
        invoicedCents: 20_000,
        paidCents: 2_000,
        outstandingCents: 18_000,
      },
      {
        clientName: 'Marie Dubois',
        clientContactId: null,
        invoiceCount: 2,
        invoicedCents: 15_000,
        paidCents: 10_000,
        outstandingCents: 5_000,
      },
      {
        clientName: 'Paul Lefèvre',
        clientContactId: null,
        invoiceCount: 1,
        invoicedCents: 10_000,
        paidCents: 0,
        outstandingCents: 10_000,
      },
    ]);
    expect(topClients(list, 1).map((client) => client.clientName)).toEqual(['SARL Fabre']);
  });
});

describe('invoicedBetween', () => {
  it('counts invoices issued in the period less credit notes issued in it', () => {
    const list = [
      buildInvoice({ issueDate: '2026-01-01', grossCents: 10_000 }),
      buildInvoice({ issueDate: '2026-12-31', grossCents: 2_000 }),
      buildInvoice({ issueDate: '2025-12-31', grossCents: 50_000 }),
      buildInvoice({ kind: 'credit_note', issueDate: '2026-03-01', grossCents: 3_000 }),
      buildInvoice({ status: 'draft', issueDate: null, grossCents: 7_000 }),
    ];
    expect(invoicedBetween(list, '2026-01-01', '2026-12-31')).toBe(9_000);
  });
});

describe('ZInvoiceExportQuery', () => {
  it('accepts a year, a leap year and one day', () => {
    expect(ZInvoiceExportQuery.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(ZInvoiceExportQuery.safeParse({ from: '2028-01-01', to: '2028-12-31' }).success).toBe(true);
    expect(ZInvoiceExportQuery.safeParse({ from: '2026-05-05', to: '2026-05-05' }).success).toBe(true);
  });

  it('refuses a reversed or too long period, and a date that does not exist, in French', () => {
    const reversed = ZInvoiceExportQuery.safeParse({ from: '2026-02-01', to: '2026-01-31' });
    expect(reversed.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: expect.stringMatching(/postérieure/),
    });
    const long = ZInvoiceExportQuery.safeParse({ from: '2026-01-01', to: '2027-01-02' });
    expect(long.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: expect.stringMatching(/366 jours/),
    });
    expect(ZInvoiceExportQuery.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
    expect(ZInvoiceExportQuery.safeParse({ from: '2026-01-01' }).success).toBe(false);
  });
});

describe('money axis', () => {
  it('graduates in round steps up to the first one above the highest bar, five at most', () => {
    expect(moneyAxisTicks(0)).toEqual([0]);
    expect(moneyAxisTicks(30_000)).toEqual([0, 10_000, 20_000, 30_000]);
    expect(moneyAxisTicks(30_001)).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
    expect(moneyAxisTicks(5_050)).toEqual([0, 2_000, 4_000, 6_000]);
    expect(moneyAxisTicks(843_28)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(moneyAxisTicks(1_234_567_89)).toEqual([0, 50_000_000, 100_000_000, 150_000_000]);
    for (const max of [1, 99, 12_345, 987_654, 55_555_555])
      expect(moneyAxisTicks(max).length).toBeLessThanOrEqual(5);
  });

  it('labels graduations in whole euros, compact from 10 000 €', () => {
    expect(axisEurosText(0)).toMatch(/^0\s€$/);
    expect(axisEurosText(250_000)).toMatch(/^2\s500\s€$/);
    expect(axisEurosText(1_250_000)).toMatch(/^12,5\sk\s€$/);
  });
});
