import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { invoiceDocument, invoiceView } from '#domain/billing/invoices/invoice-document.ts';
import {
  type TInvoice,
  ZInvoiceIdParams,
  ZInvoicesResponse,
} from '#domain/billing/invoices/invoice-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { requireAccount } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { renderPdfFor } from '#server/platform/pdf/pdf-render-pool.ts';
import { sendAccessibleDocument } from '#server/platform/pdf/send-accessible-document.ts';
import { sendInvoicePdf } from './invoice-pdf';
import { findClientInvoice, invoiceListTotals, listClientInvoices } from './invoice-queries';

/** « Mes factures » of the client space: issued invoices and credit notes addressed to this account only. */
export function registerClientInvoiceRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const today = () => formatParisDate(deps.clock.now());

  api.get('/api/client/invoices', { schema: { response: { 200: ZInvoicesResponse } } }, async (request) => {
    const client = await requireAccount(deps, request, 'client');
    const list = await listClientInvoices(deps.db, client.id, today());
    return { invoices: list, totals: invoiceListTotals(list) };
  });

  api.get(
    '/api/client/invoices/:id/pdf',
    { schema: { params: ZInvoiceIdParams } },
    async (request, reply) => {
      const client = await requireAccount(deps, request, 'client');
      const found: { invoice?: TInvoice } = {};
      // Read once the client's PDF place is taken: a refused request reads nothing more.
      const pdf = await renderPdfFor(reply, app.pdfRenderer, `client:${client.id}`, async () => {
        const invoice = await findClientInvoice(deps.db, client.id, request.params.id, today());
        if (!invoice) throw new AppError('NOT_FOUND', { message: 'Facture introuvable.' });
        found.invoice = invoice;
        return { kind: 'invoice', invoice };
      });
      if (!found.invoice) throw new AppError('NOT_FOUND', { message: 'Facture introuvable.' });
      return sendInvoicePdf(reply, found.invoice, pdf);
    },
  );

  /** The accessible HTML version of the PDF above (RGAA 13.3): the same texts, the client's own invoices only. */
  api.get(
    '/api/client/invoices/:id/html',
    { schema: { params: ZInvoiceIdParams } },
    async (request, reply) => {
      const client = await requireAccount(deps, request, 'client');
      const invoice = await findClientInvoice(deps.db, client.id, request.params.id, today());
      if (!invoice) throw new AppError('NOT_FOUND', { message: 'Facture introuvable.' });
      return sendAccessibleDocument(
        reply,
        invoiceDocument(invoiceView(invoice)),
        `/api/client/invoices/${invoice.id}/pdf`,
      );
    },
  );
}
