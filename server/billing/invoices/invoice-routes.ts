import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { ZBillingSettings, ZBillingSettingsResponse } from '#domain/billing/invoices/billing-settings.ts';
import { invoiceDocument, invoiceView } from '#domain/billing/invoices/invoice-document.ts';
import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';
import {
  ZCreateCreditNoteRequest,
  ZCreateInvoiceRequest,
  ZInvoiceDetailResponse,
  ZInvoiceIdParams,
  ZInvoiceListQuery,
  ZInvoiceProposalQuery,
  ZInvoiceProposalResponse,
  ZInvoiceResponse,
  ZInvoicesResponse,
  ZIssueInvoiceRequest,
  ZIssuePreviewResponse,
  ZPaymentIdParams,
  ZRecordPaymentRequest,
} from '#domain/billing/invoices/invoice-schemas.ts';
import { formatInvoiceNumber, invoiceDueDate } from '#domain/billing/invoices/invoice-terms.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { contacts, invoicePayments, invoices, professionals } from '#server/db/schema/index.ts';
import { requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { renderPdfFor } from '#server/platform/pdf/pdf-render-pool.ts';
import { sendAccessibleDocument } from '#server/platform/pdf/send-accessible-document.ts';
import {
  assertMayHandle,
  invoicesOf,
  newDraftFirmId,
  newDraftVatRate,
  readingScope,
  requireBillingScope,
  type TInvoiceScope,
  type TIssuingScope,
} from './billing-scope';
import { sendInvoicePdf } from './invoice-pdf';
import { proposeFromAppointment, proposeFromCase } from './invoice-proposal';
import { findInvoice, invoiceListTotals, listCreditNotesOf, listInvoices } from './invoice-queries';
import {
  announceSettledToClient,
  announceToClient,
  listRemindersOf,
  sendManualReminder,
} from './invoice-reminders';
import {
  createDraftInvoice,
  draftIssuerOf,
  ISSUED_NOT_EDITABLE,
  issuableDraft,
  issueCreditNote,
  issueInvoice,
  nextInvoiceNumber,
  recordPayment,
  resolveInvoiceOrigin,
  updateDraftInvoice,
} from './invoice-store';
import { recordOnlinePrepayment } from './online-prepayment-on-invoice';

const INVOICE_NOT_FOUND = 'Facture introuvable.';

/**
 * « Mes paiements »: the lawyer's own invoices, and the firm's when it invoices (ADR 0062): all of them for
 * associates and the accountant, those of their own work for a collaborator. The list reads « Tout le
 * cabinet » too (`view=firm`); an invoice is opened and handled in its lawyer's scope.
 */
export function registerInvoiceRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const today = () => formatParisDate(deps.clock.now());

  async function assertOwnContact(professionalId: number, contactId: number | null | undefined) {
    if (!contactId) return;
    const [own] = await deps.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.professionalId, professionalId)));
    if (!own) throw new AppError('NOT_FOUND', { message: 'Contact introuvable.' });
  }

  async function ownerOf(invoiceId: number) {
    const [owner] = await deps.db
      .select({ professionalId: invoices.professionalId, firmId: invoices.firmId })
      .from(invoices)
      .where(eq(invoices.id, invoiceId));
    if (!owner) throw new AppError('NOT_FOUND', { message: INVOICE_NOT_FOUND });
    return owner;
  }

  async function requireInvoice(scope: TInvoiceScope, invoiceId: number) {
    const invoice = await findInvoice(deps.db, scope, invoiceId, today());
    if (!invoice) throw new AppError('NOT_FOUND', { message: INVOICE_NOT_FOUND });
    return invoice;
  }

  /** An invoice as its PDF and its HTML version show it: a draft with its lawyer's current mentions. */
  async function invoiceToShow(scope: TIssuingScope, invoiceId: number) {
    const invoice = await requireInvoice(scope, invoiceId);
    const draftIssuer =
      invoice.status === 'draft' ? await draftIssuerOf(deps.db, scope, await ownerOf(invoice.id)) : null;
    return { invoice, draftIssuer };
  }

  api.get(
    '/api/pro/invoices',
    { schema: { querystring: ZInvoiceListQuery, response: { 200: ZInvoicesResponse } } },
    async (request) => {
      const scope = await readingScope(
        deps,
        await requireBillingScope(deps, request),
        request.query.view,
        'billing.firm',
      );
      const list = await listInvoices(deps.db, scope, request.query, today());
      return { invoices: list, totals: invoiceListTotals(list) };
    },
  );

  api.get(
    '/api/pro/invoices/proposal',
    { schema: { querystring: ZInvoiceProposalQuery, response: { 200: ZInvoiceProposalResponse } } },
    async (request) => {
      const scope = await requireBillingScope(deps, request);
      const { appointmentId, caseId } = request.query;
      const vatRateBp = newDraftVatRate(scope);
      const proposal = appointmentId
        ? await proposeFromAppointment(deps.db, scope.professional, appointmentId, vatRateBp)
        : await proposeFromCase(deps.db, scope.professional, caseId ?? 0, vatRateBp);
      return { proposal };
    },
  );

  api.get(
    '/api/pro/invoices/:id',
    { schema: { params: ZInvoiceIdParams, response: { 200: ZInvoiceDetailResponse } } },
    async (request) => {
      const scope = await requireBillingScope(deps, request);
      const invoice = await requireInvoice(scope, request.params.id);
      const [payments, reminders, creditNotes] = await Promise.all([
        deps.db
          .select()
          .from(invoicePayments)
          .where(eq(invoicePayments.invoiceId, invoice.id))
          .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id)),
        listRemindersOf(deps.db, invoice.id),
        listCreditNotesOf(deps.db, scope, invoice.id, today()),
      ]);
      return {
        invoice,
        payments: payments.map((payment) => ({
          id: payment.id,
          invoiceId: payment.invoiceId,
          paidOn: payment.paidOn,
          amountCents: payment.amountCents,
          means: payment.means,
          note: payment.note,
        })),
        reminders: reminders.map((reminder) => ({
          id: reminder.id,
          delayDays: reminder.delayDays,
          sentAt: reminder.sentAt.toISOString(),
        })),
        creditNotes,
      };
    },
  );

  api.post(
    '/api/pro/invoices',
    { schema: { body: ZCreateInvoiceRequest, response: { 201: ZInvoiceResponse } } },
    async (request, reply) => {
      const scope = await requireBillingScope(deps, request);
      const input = request.body;
      await assertOwnContact(scope.professionalId, input.clientContactId);
      const origin = await resolveInvoiceOrigin(deps.db, scope.professionalId, input);
      const row = await createDraftInvoice(
        deps.db,
        { professionalId: scope.professionalId, firmId: newDraftFirmId(scope) },
        { ...input, ...origin },
      );
      return reply.status(201).send({ invoice: await requireInvoice(scope, row.id) });
    },
  );

  api.put(
    '/api/pro/invoices/:id',
    {
      schema: { params: ZInvoiceIdParams, body: ZCreateInvoiceRequest, response: { 200: ZInvoiceResponse } },
    },
    async (request) => {
      const scope = await requireBillingScope(deps, request);
      const input = request.body;
      // The draft bills its lawyer's work: their contacts, appointments and cases, whoever edits it.
      const draft = await requireInvoice(scope, request.params.id);
      const lawyerId = (await ownerOf(draft.id)).professionalId;
      await assertOwnContact(lawyerId, input.clientContactId);
      const origin = await resolveInvoiceOrigin(deps.db, lawyerId, input);
      const row = await updateDraftInvoice(deps.db, scope, request.params.id, { ...input, ...origin });
      return { invoice: await requireInvoice(scope, row.id) };
    },
  );

  api.get(
    '/api/pro/invoices/:id/issue-preview',
    { schema: { params: ZInvoiceIdParams, response: { 200: ZIssuePreviewResponse } } },
    async (request) => {
      const scope = await requireBillingScope(deps, request);
      const { paymentTermDays, issuer, owner } = await issuableDraft(deps.db, scope, request.params.id);
      const [invoice, number] = await Promise.all([
        requireInvoice(scope, request.params.id),
        nextInvoiceNumber(deps.db, owner),
      ]);
      const issueDate = today();
      return {
        invoice: { ...invoice, issuer, issueDate, dueDate: invoiceDueDate(issueDate, paymentTermDays) },
        number,
      };
    },
  );

  api.post(
    '/api/pro/invoices/:id/issue',
    {
      schema: {
        params: ZInvoiceIdParams,
        body: ZIssueInvoiceRequest.nullish(),
        response: { 200: ZInvoiceResponse },
      },
    },
    async (request) => {
      const scope = await requireBillingScope(deps, request);
      const { expectedNumber } = request.body ?? {};
      const row = await deps.db.transaction(async (tx) => {
        const issued = await issueInvoice(tx, scope, request.params.id, today());
        const number = issued.sequence === null ? null : formatInvoiceNumber(issued.sequence);
        // Thrown inside the transaction: the number taken goes back to the sequence.
        if (expectedNumber && number !== expectedNumber)
          throw new AppError('INVALID_STATE', {
            message: `Le numéro a changé\u00a0: une autre facture a été émise entre-temps, celle-ci porterait le n°\u00a0${number}. Vérifiez puis confirmez de nouveau.`,
          });
        const prepaidCents = await recordOnlinePrepayment(tx, issued);
        await announceToClient(deps, tx, issued, prepaidCents);
        return issued;
      });
      return { invoice: await requireInvoice(scope, row.id) };
    },
  );

  api.post(
    '/api/pro/invoices/:id/credit-note',
    {
      schema: {
        params: ZInvoiceIdParams,
        body: ZCreateCreditNoteRequest,
        response: { 201: ZInvoiceResponse },
      },
    },
    async (request, reply) => {
      const scope = await requireBillingScope(deps, request);
      const row = await issueCreditNote(deps.db, scope, request.params.id, today(), request.body.lines);
      return reply.status(201).send({ invoice: await requireInvoice(scope, row.id) });
    },
  );

  api.post(
    '/api/pro/invoices/:id/payments',
    {
      schema: { params: ZInvoiceIdParams, body: ZRecordPaymentRequest, response: { 201: ZInvoiceResponse } },
    },
    async (request, reply) => {
      const scope = await requireBillingScope(deps, request);
      if (request.body.paidOn > today())
        throw new AppError('VALIDATION_FAILED', {
          fieldErrors: { paidOn: 'Un paiement ne peut pas être daté dans le futur' },
        });
      await deps.db.transaction(async (tx) => {
        await recordPayment(tx, scope, request.params.id, request.body);
        await announceSettledToClient(tx, scope, request.params.id, today());
      });
      return reply.status(201).send({ invoice: await requireInvoice(scope, request.params.id) });
    },
  );

  api.delete(
    '/api/pro/invoices/:id/payments/:paymentId',
    { schema: { params: ZPaymentIdParams } },
    async (request, reply) => {
      const scope = await requireBillingScope(deps, request);
      const [invoice] = await deps.db
        .select({ firmId: invoices.firmId })
        .from(invoices)
        .where(and(eq(invoices.id, request.params.id), invoicesOf(scope)));
      if (!invoice) throw new AppError('NOT_FOUND', { message: 'Paiement introuvable.' });
      assertMayHandle(scope, invoice, 'handle');
      const deleted = await deps.db
        .delete(invoicePayments)
        .where(
          and(
            eq(invoicePayments.id, request.params.paymentId),
            eq(invoicePayments.invoiceId, request.params.id),
          ),
        )
        .returning({ id: invoicePayments.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', { message: 'Paiement introuvable.' });
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/pro/invoices/:id/reminders',
    { schema: { params: ZInvoiceIdParams } },
    async (request, reply) => {
      const scope = await requireBillingScope(deps, request);
      await sendManualReminder(deps, scope, request.params.id, today());
      return reply.status(201).send({ ok: true });
    },
  );

  api.get('/api/pro/invoices/:id/pdf', { schema: { params: ZInvoiceIdParams } }, async (request, reply) => {
    const scope = await requireBillingScope(deps, request);
    const found: { invoice?: TInvoice } = {};
    // Read once the professional's PDF place is taken: a refused request reads nothing more.
    const pdf = await renderPdfFor(
      reply,
      app.pdfRenderer,
      `professional:${scope.professionalId}`,
      async () => {
        const { invoice, draftIssuer } = await invoiceToShow(scope, request.params.id);
        found.invoice = invoice;
        return { kind: 'invoice', invoice, options: { draftIssuer } };
      },
    );
    if (!found.invoice) throw new AppError('NOT_FOUND', { message: INVOICE_NOT_FOUND });
    return sendInvoicePdf(reply, found.invoice, pdf);
  });

  /** The accessible HTML version of the PDF above (RGAA 13.3): the same texts, under the same check. */
  api.get('/api/pro/invoices/:id/html', { schema: { params: ZInvoiceIdParams } }, async (request, reply) => {
    const scope = await requireBillingScope(deps, request);
    const { invoice, draftIssuer } = await invoiceToShow(scope, request.params.id);
    return sendAccessibleDocument(
      reply,
      invoiceDocument(invoiceView(invoice, draftIssuer)),
      `/api/pro/invoices/${invoice.id}/pdf`,
    );
  });

  api.delete('/api/pro/invoices/:id', { schema: { params: ZInvoiceIdParams } }, async (request, reply) => {
    const scope = await requireBillingScope(deps, request);
    const [row] = await deps.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(and(eq(invoices.id, request.params.id), invoicesOf(scope)));
    if (!row) throw new AppError('NOT_FOUND', { message: INVOICE_NOT_FOUND });
    if (row.status !== 'draft') throw new AppError('INVALID_STATE', { message: ISSUED_NOT_EDITABLE });
    await deps.db
      .delete(invoices)
      .where(and(eq(invoices.id, request.params.id), invoicesOf(scope), eq(invoices.status, 'draft')));
    return reply.status(204).send();
  });

  api.get(
    '/api/pro/billing-settings',
    { schema: { response: { 200: ZBillingSettingsResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      return { billing: professional.billing };
    },
  );

  api.put(
    '/api/pro/billing-settings',
    { schema: { body: ZBillingSettings, response: { 200: ZBillingSettingsResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      await deps.db
        .update(professionals)
        .set({ billing: request.body })
        .where(eq(professionals.id, professional.id));
      return { billing: request.body };
    },
  );
}
