import { useQuery } from '@tanstack/react-query';
import type {
  TInvoiceExportQuery,
  TInvoiceStatistics,
} from '#domain/billing/invoices/invoice-statistics-schemas.ts';
import { apiGet } from '#web/shared/api/http.ts';
import { proInvoicesKey } from './pro-invoices-api';

// Under the invoices' key: issuing, crediting or recording a payment refreshes the figures too.
export const invoiceStatisticsKey = [...proInvoicesKey, 'statistics'] as const;

export function fetchInvoiceStatistics(): Promise<TInvoiceStatistics> {
  return apiGet<TInvoiceStatistics>('/api/pro/invoices/statistics');
}

export function useInvoiceStatistics() {
  return useQuery({ queryKey: invoiceStatisticsKey, queryFn: fetchInvoiceStatistics });
}

/** The accountant's CSV of the invoices issued from `from` to `to` (civil dates, inclusive). */
export function invoiceExportUrl(period: TInvoiceExportQuery): string {
  const search = new URLSearchParams({ from: period.from, to: period.to });
  return `/api/pro/invoices/export.csv?${search}`;
}

/** The same period's PDFs and CSV in one zip. */
export function invoiceArchiveUrl(period: TInvoiceExportQuery): string {
  const search = new URLSearchParams({ from: period.from, to: period.to });
  return `/api/pro/invoices/export.zip?${search}`;
}
