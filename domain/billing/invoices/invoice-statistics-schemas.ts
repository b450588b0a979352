import { z } from '#domain/kernel/zod-fr.ts';
import { ZInvoice, ZInvoicePayment, ZInvoiceView } from './invoice-schemas';

/** The longest export period: a whole year, leap years included. */
export const MAX_EXPORT_PERIOD_DAYS = 366;

export const ZMonthRevenue = z.object({
  /** 'YYYY-MM' */
  month: z.string(),
  /** « nov. 2026 » */
  label: z.string(),
  receivedCents: z.number().int(),
});
export type TMonthRevenue = z.infer<typeof ZMonthRevenue>;

export const ZTopClient = z.object({
  clientName: z.string(),
  clientContactId: z.number().int().nullable(),
  invoiceCount: z.number().int(),
  /** TTC, less the invoices' credit notes. */
  invoicedCents: z.number().int(),
  paidCents: z.number().int(),
  outstandingCents: z.number().int(),
});
export type TTopClient = z.infer<typeof ZTopClient>;

/** GET /api/pro/invoices/statistics: the lawyer's figures, or the whole firm's (`view=firm`). */
export const ZInvoiceStatisticsQuery = z.object({ view: ZInvoiceView.optional() });
export type TInvoiceStatisticsQuery = z.infer<typeof ZInvoiceStatisticsQuery>;

export const ZInvoiceStatisticsResponse = z.object({
  /** The last 12 Paris months, oldest first, the current one last. */
  months: z.array(ZMonthRevenue),
  receivedThisMonthCents: z.number().int(),
  /** Invoices issued this civil year less the credit notes issued this year, TTC. */
  invoicedThisYearCents: z.number().int(),
  outstandingCents: z.number().int(),
  overdueCents: z.number().int(),
  /** By amount invoiced over the months of the chart. */
  topClients: z.array(ZTopClient),
});
export type TInvoiceStatistics = z.infer<typeof ZInvoiceStatisticsResponse>;

const DAY_MS = 86_400_000;

function civilDayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

const ZExportDate = z.iso.date('Date invalide (AAAA-MM-JJ attendu)');

/** An export period of issue dates, both inclusive; `view=firm` for every lawyer of the firm. */
export const ZInvoiceExportQuery = z
  .object({ from: ZExportDate, to: ZExportDate, view: ZInvoiceView.optional() })
  .superRefine((query, context) => {
    if (query.from > query.to) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'La date de fin doit être postérieure ou égale à la date de début',
      });
    } else if (civilDayNumber(query.to) - civilDayNumber(query.from) + 1 > MAX_EXPORT_PERIOD_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `La période ne peut pas dépasser ${MAX_EXPORT_PERIOD_DAYS} jours`,
      });
    }
  });
export type TInvoiceExportQuery = z.infer<typeof ZInvoiceExportQuery>;

export function invoiceExportFileName(query: TInvoiceExportQuery): string {
  return `factures-${query.view === 'firm' ? 'cabinet-' : ''}${query.from}-${query.to}.csv`;
}

export const ZContactInvoicesResponse = z.object({
  invoices: z.array(ZInvoice),
  /** Payments of those invoices, the most recent first. */
  payments: z.array(ZInvoicePayment.extend({ invoiceNumber: z.string().nullable() })),
});
export type TContactInvoices = z.infer<typeof ZContactInvoicesResponse>;
