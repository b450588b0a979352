// The entry of the billing context on the server (ADR 0048): what the composition and later contexts use.

export { registerClientInvoiceRoutes } from './invoices/client-invoice-routes.ts';
export type { TStyle } from './invoices/invoice-pdf.ts';
export {
  BODY_SIZE,
  CONTENT_WIDTH,
  embedPdfFonts,
  LEADING,
  MARGIN,
  MUTED,
  PdfWriter,
  SMALL_SIZE,
} from './invoices/invoice-pdf.ts';
export { startInvoiceReminders } from './invoices/invoice-reminders.ts';
export { registerInvoiceRoutes } from './invoices/invoice-routes.ts';
export { receivedThisMonthCents } from './invoices/invoice-statistics-queries.ts';
export { registerInvoiceStatisticsRoutes } from './invoices/invoice-statistics-routes.ts';
