import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceDueDate, isOverdue } from './invoice-terms';

describe('invoice terms', () => {
  it('numbers invoices in one padded sequence', () => {
    expect(formatInvoiceNumber(1)).toBe('F-000001');
    expect(formatInvoiceNumber(123_456)).toBe('F-123456');
    expect(formatInvoiceNumber(1_234_567)).toBe('F-1234567');
    expect(() => formatInvoiceNumber(0)).toThrow();
    expect(() => formatInvoiceNumber(1.5)).toThrow();
  });

  it('dates the due date in civil days, across month ends, leap days and the clock change', () => {
    expect(invoiceDueDate('2026-11-24', 30)).toBe('2026-12-24');
    expect(invoiceDueDate('2027-01-31', 30)).toBe('2027-03-02');
    expect(invoiceDueDate('2028-02-15', 14)).toBe('2028-02-29');
    // Sunday 29 March 2026, the night the clocks go forward in Paris.
    expect(invoiceDueDate('2026-03-28', 1)).toBe('2026-03-29');
    expect(invoiceDueDate('2026-10-24', 1)).toBe('2026-10-25');
    expect(invoiceDueDate('2026-11-24', 0)).toBe('2026-11-24');
  });

  it('refuses a term beyond 60 days or a malformed date', () => {
    expect(() => invoiceDueDate('2026-11-24', 61)).toThrow(/délai/);
    expect(() => invoiceDueDate('2026-11-24', -1)).toThrow(/délai/);
    expect(() => invoiceDueDate('24/11/2026', 30)).toThrow(/date/);
  });

  it('is overdue from the day after the due date, while something is owed', () => {
    expect(isOverdue('2026-12-24', '2026-12-24', 100)).toBe(false);
    expect(isOverdue('2026-12-24', '2026-12-25', 100)).toBe(true);
    expect(isOverdue('2026-12-24', '2027-01-10', 0)).toBe(false);
  });
});
