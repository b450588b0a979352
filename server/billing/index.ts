// The entry of the billing context on the server (ADR 0048): what the composition and later contexts use.

export { registerClientInvoiceRoutes } from './invoices/client-invoice-routes.ts';
export { renderDocumentPdf } from './invoices/invoice-pdf.ts';
export { startInvoiceReminders } from './invoices/invoice-reminders.ts';
export { registerInvoiceRoutes } from './invoices/invoice-routes.ts';
export { receivedThisMonthCents } from './invoices/invoice-statistics-queries.ts';
export { registerInvoiceStatisticsRoutes } from './invoices/invoice-statistics-routes.ts';
