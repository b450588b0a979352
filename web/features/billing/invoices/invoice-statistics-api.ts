import { useQuery } from '@tanstack/react-query';
import type { TInvoiceView } from '#domain/billing/invoices/invoice-schemas.ts';
import type {
  TInvoiceExportQuery,
  TInvoiceStatistics,
} from '#domain/billing/invoices/invoice-statistics-schemas.ts';
import { apiGet } from '#web/shared/api/http.ts';
import { proInvoicesKey } from './pro-invoices-api';

// Under the invoices' key: issuing, crediting or recording a payment refreshes the figures too.
export const invoiceStatisticsKey = [...proInvoicesKey, 'statistics'] as const;

/** The lawyer's figures, or the whole firm's (« Tout le cabinet »: associates and the accountant). */
export function fetchInvoiceStatistics(view?: TInvoiceView): Promise<TInvoiceStatistics> {
  return apiGet<TInvoiceStatistics>(`/api/pro/invoices/statistics${view ? `?view=${view}` : ''}`);
}

export function useInvoiceStatistics(view?: TInvoiceView) {
  return useQuery({
    queryKey: [...invoiceStatisticsKey, view ?? 'own'],
    queryFn: () => fetchInvoiceStatistics(view),
  });
}

function exportSearch(period: TInvoiceExportQuery): URLSearchParams {
  const search = new URLSearchParams({ from: period.from, to: period.to });
  if (period.view) search.set('view', period.view);
  return search;
}

/** The accountant's CSV of the invoices issued from `from` to `to` (civil dates, inclusive). */
export function invoiceExportUrl(period: TInvoiceExportQuery): string {
  return `/api/pro/invoices/export.csv?${exportSearch(period)}`;
}

/** The same period's PDFs and CSV in one zip. */
export function invoiceArchiveUrl(period: TInvoiceExportQuery): string {
  return `/api/pro/invoices/export.zip?${exportSearch(period)}`;
}
