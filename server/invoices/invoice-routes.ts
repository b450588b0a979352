import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatParisDate } from '../../domain/availability/compute-free-slots';
import { AppError } from '../../domain/errors/app-error';
import { invoiceTotals } from '../../domain/invoices/invoice-amounts';
import {
  type TInvoice,
  ZCreateInvoiceRequest,
  ZInvoiceIdParams,
  ZInvoiceResponse,
  ZInvoicesResponse,
} from '../../domain/invoices/invoice-schemas';
import { formatInvoiceNumber } from '../../domain/invoices/invoice-terms';
import type { TAppDeps } from '../app-deps';
import { contacts, invoices } from '../db/schema';
import { requireProfessional } from '../pro/pro-context';
import { createDraftInvoice, issueInvoice, type TInvoiceRow } from './invoice-store';

const INVOICE_NOT_FOUND = 'Facture introuvable.';
const ISSUED_KEPT = 'Une facture émise ne peut être ni modifiée ni supprimée : établissez un avoir.';

export function toInvoice(row: TInvoiceRow): TInvoice {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    number: row.sequence === null ? null : formatInvoiceNumber(row.sequence),
    clientName: row.clientName,
    clientAddress: row.clientAddress,
    clientIsBusiness: row.clientIsBusiness,
    clientContactId: row.clientContactId,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    paymentTermDays: row.paymentTermDays,
    lines: row.lines,
    netCents: row.netCents,
    vatCents: row.vatCents,
    grossCents: row.grossCents,
    vatBreakdown: invoiceTotals(row.lines).vatBreakdown,
  };
}

/** « Mes paiements »: the signed-in professional's own invoices only. */
export function registerInvoiceRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/pro/invoices', { schema: { response: { 200: ZInvoicesResponse } } }, async (request) => {
    const professional = await requireProfessional(deps, request);
    const rows = await deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.professionalId, professional.id))
      .orderBy(desc(invoices.createdAt), desc(invoices.id));
    return { invoices: rows.map(toInvoice) };
  });

  api.post(
    '/api/pro/invoices',
    { schema: { body: ZCreateInvoiceRequest, response: { 201: ZInvoiceResponse } } },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      const input = request.body;
      if (input.clientContactId) {
        const [own] = await deps.db
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(eq(contacts.id, input.clientContactId), eq(contacts.professionalId, professional.id)));
        if (!own) throw new AppError('NOT_FOUND', { message: 'Contact introuvable.' });
      }
      const row = await createDraftInvoice(deps.db, professional.id, input);
      return reply.status(201).send({ invoice: toInvoice(row) });
    },
  );

  api.post(
    '/api/pro/invoices/:id/issue',
    { schema: { params: ZInvoiceIdParams, response: { 200: ZInvoiceResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const today = formatParisDate(deps.clock.now());
      return { invoice: toInvoice(await issueInvoice(deps.db, professional.id, request.params.id, today)) };
    },
  );

  api.delete('/api/pro/invoices/:id', { schema: { params: ZInvoiceIdParams } }, async (request, reply) => {
    const professional = await requireProfessional(deps, request);
    const [row] = await deps.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(and(eq(invoices.id, request.params.id), eq(invoices.professionalId, professional.id)));
    if (!row) throw new AppError('NOT_FOUND', { message: INVOICE_NOT_FOUND });
    if (row.status !== 'draft') throw new AppError('INVALID_STATE', { message: ISSUED_KEPT });
    await deps.db
      .delete(invoices)
      .where(
        and(
          eq(invoices.id, request.params.id),
          eq(invoices.professionalId, professional.id),
          eq(invoices.status, 'draft'),
        ),
      );
    return reply.status(204).send();
  });
}
