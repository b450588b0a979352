import { describe, expect, it } from 'vitest';
import { invoiceDisplayStatus, outstandingCents, type TInvoiceStatusFacts } from './invoice-status';

const ISSUED: TInvoiceStatusFacts = {
  kind: 'invoice',
  status: 'issued',
  grossCents: 12_000,
  creditedCents: 0,
  paidCents: 0,
  dueDate: '2026-12-24',
};

describe('invoiceDisplayStatus', () => {
  it('follows payments, credit notes and the due date', () => {
    expect(invoiceDisplayStatus({ ...ISSUED, status: 'draft' }, '2026-11-24')).toBe('draft');
    expect(invoiceDisplayStatus(ISSUED, '2026-11-24')).toBe('issued');
    expect(invoiceDisplayStatus(ISSUED, '2026-12-24')).toBe('issued');
    expect(invoiceDisplayStatus(ISSUED, '2026-12-25')).toBe('overdue');
    expect(invoiceDisplayStatus({ ...ISSUED, paidCents: 5_000 }, '2026-11-24')).toBe('partially_paid');
    expect(invoiceDisplayStatus({ ...ISSUED, paidCents: 5_000 }, '2026-12-25')).toBe('overdue');
    expect(invoiceDisplayStatus({ ...ISSUED, paidCents: 12_000 }, '2027-03-01')).toBe('paid');
    expect(invoiceDisplayStatus({ ...ISSUED, creditedCents: 12_000 }, '2027-03-01')).toBe('cancelled');
    expect(invoiceDisplayStatus({ ...ISSUED, creditedCents: 2_000, paidCents: 10_000 }, '2027-03-01')).toBe(
      'paid',
    );
    expect(invoiceDisplayStatus({ ...ISSUED, kind: 'credit_note' }, '2027-03-01')).toBe('issued');
  });

  it('never owes a negative amount', () => {
    expect(outstandingCents({ grossCents: 12_000, creditedCents: 12_000, paidCents: 12_000 })).toBe(0);
    expect(outstandingCents({ grossCents: 12_000, creditedCents: 2_000, paidCents: 4_000 })).toBe(6_000);
  });
});
