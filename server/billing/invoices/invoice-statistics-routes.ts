import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { strToU8, zipSync } from 'fflate';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { firmArchivePath, uniqueArchiveNames } from '#domain/billing/invoices/invoice-archive.ts';
import {
  addMonths,
  invoicedBetween,
  monthlyRevenue,
  topClients,
} from '#domain/billing/invoices/invoice-statistics.ts';
import {
  invoiceExportFileName,
  ZContactInvoicesResponse,
  ZInvoiceExportQuery,
  ZInvoiceStatisticsQuery,
  ZInvoiceStatisticsResponse,
} from '#domain/billing/invoices/invoice-statistics-schemas.ts';
import { formatInvoiceNumber } from '#domain/billing/invoices/invoice-terms.ts';
import { invoicesCsv } from '#domain/billing/invoices/invoices-csv.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { ZContactIdParams } from '#domain/practice/contacts/contact-schemas.ts';
import { contacts, invoicePayments, invoices } from '#server/db/schema/index.ts';
import { recordAccess, workspaceJournalActor } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { takeThrottle } from '#server/platform/http/throttle.ts';
import { renderPdfFor } from '#server/platform/pdf/pdf-render-pool.ts';
import { invoicesOf, readingScope, requireBillingScope, type TInvoiceScope } from './billing-scope';
import { invoicePdfFileName } from './invoice-pdf';
import { invoiceListTotals, listInvoices } from './invoice-queries';
import { monthBounds } from './invoice-statistics-queries';

const CHART_MONTHS = 12;
const TOP_CLIENTS = 5;

/** A year of a busy practice; beyond, the archive would hold the server too long. */
const MAX_ARCHIVED_INVOICES = 500;
/** Each archive costs seconds of CPU (npm run bench:invoice-pdf): a few in a row, then one every few minutes. */
const ARCHIVE_THROTTLE = {
  freeHits: 5,
  windowMs: 60 * 60 * 1000,
  baseDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
};

/**
 * « Mes paiements » figures, the accountant's export and a contact's invoices: the professional's own, and
 * the firm's invoices its scope reaches (ADR 0062); the figures and exports of « Tout le cabinet » too
 * (`view=firm`, associates and the accountant).
 */
export function registerInvoiceStatisticsRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const today = () => formatParisDate(deps.clock.now());

  /** Issued invoices and credit notes of the period, oldest number first (drafts are not invoices yet). */
  async function issuedInPeriod(scope: TInvoiceScope, from: string, to: string) {
    const list = await listInvoices(deps.db, scope, { from, to }, today());
    return list
      .filter((invoice) => invoice.status === 'issued')
      .sort(
        (a, b) =>
          (a.issueDate ?? '').localeCompare(b.issueDate ?? '') ||
          (a.number ?? '').localeCompare(b.number ?? ''),
      );
  }

  api.get(
    '/api/pro/invoices/statistics',
    { schema: { querystring: ZInvoiceStatisticsQuery, response: { 200: ZInvoiceStatisticsResponse } } },
    async (request) => {
      const scope = await readingScope(
        deps,
        await requireBillingScope(deps, request),
        request.query.view,
        'statistics.firm',
      );
      const day = today();
      const thisMonth = day.slice(0, 7);
      const firstMonth = addMonths(thisMonth, -(CHART_MONTHS - 1));
      const windowFrom = `${firstMonth}-01`;
      const [payments, all] = await Promise.all([
        deps.db
          .select({ paidOn: invoicePayments.paidOn, amountCents: invoicePayments.amountCents })
          .from(invoicePayments)
          .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
          .where(
            and(
              invoicesOf(scope),
              gte(invoicePayments.paidOn, windowFrom),
              lt(invoicePayments.paidOn, monthBounds(day).until),
            ),
          ),
        listInvoices(deps.db, scope, {}, day),
      ]);
      const months = monthlyRevenue(payments, thisMonth, CHART_MONTHS);
      const totals = invoiceListTotals(all);
      const year = day.slice(0, 4);
      return {
        months,
        receivedThisMonthCents: months.at(-1)?.receivedCents ?? 0,
        invoicedThisYearCents: invoicedBetween(all, `${year}-01-01`, `${year}-12-31`),
        outstandingCents: totals.outstandingCents,
        overdueCents: totals.overdueCents,
        topClients: topClients(
          all.filter((invoice) => invoice.issueDate !== null && invoice.issueDate >= windowFrom),
          TOP_CLIENTS,
        ),
      };
    },
  );

  api.get(
    '/api/pro/invoices/export.csv',
    { schema: { querystring: ZInvoiceExportQuery } },
    async (request, reply) => {
      const { from, to, view } = request.query;
      const scope = await readingScope(deps, await requireBillingScope(deps, request), view, 'billing.firm');
      const issued = await issuedInPeriod(scope, from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${invoiceExportFileName(request.query)}"`)
        .header('cache-control', 'no-store')
        .send(invoicesCsv(issued, { wholeFirm: view === 'firm' }));
    },
  );

  api.get(
    '/api/pro/invoices/export.zip',
    { schema: { querystring: ZInvoiceExportQuery } },
    async (request, reply) => {
      const { from, to, view } = request.query;
      const scope = await readingScope(deps, await requireBillingScope(deps, request), view, 'billing.firm');
      const professional = scope.professional;
      const wholeFirm = view === 'firm';
      const decision = await takeThrottle(
        deps.db,
        // The whole firm's archives share one allowance, whichever lawyer the accountant works for.
        wholeFirm && scope.firmId !== null
          ? `invoice-archive:firm:${scope.firmId}`
          : `invoice-archive:pro:${professional.id}`,
        ARCHIVE_THROTTLE,
        deps.clock.now(),
      );
      if (!decision.allowed) {
        const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
        throw new AppError('TOO_MANY_ATTEMPTS', {
          message: `Trop d’archives demandées\u00a0: réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
        });
      }
      const issued = await issuedInPeriod(scope, from, to);
      if (issued.length > MAX_ARCHIVED_INVOICES)
        throw new AppError('VALIDATION_FAILED', {
          fieldErrors: {
            to: `Plus de ${MAX_ARCHIVED_INVOICES} factures sur cette période\u00a0: choisissez une période plus courte`,
          },
        });
      const csvName = invoiceExportFileName(request.query);
      const files: Record<string, Uint8Array> = {
        [csvName]: strToU8(invoicesCsv(issued, { wholeFirm })),
      };
      // Each issuer numbers from its own F-000001: the whole firm's files go to a folder per issuer, and no
      // name is ever written twice (a later one would replace the earlier file).
      const names = uniqueArchiveNames([
        csvName,
        ...issued.map((invoice) =>
          wholeFirm ? firmArchivePath(invoice, invoicePdfFileName(invoice)) : invoicePdfFileName(invoice),
        ),
      ]).slice(1);
      for (const [index, invoice] of issued.entries()) {
        // One at a time, in the PDF workers: the archive takes one of the professional's PDF places.
        files[names[index] ?? invoicePdfFileName(invoice)] = await renderPdfFor(
          reply,
          app.pdfRenderer,
          `professional:${professional.id}`,
          { kind: 'invoice', invoice },
        );
      }
      // PDFs are already compressed: stored as they are.
      const archive = zipSync(files, { level: 0 });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${csvName.replace(/\.csv$/, '.zip')}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(archive));
    },
  );

  api.get(
    '/api/pro/contacts/:id/invoices',
    { schema: { params: ZContactIdParams, response: { 200: ZContactInvoicesResponse } } },
    async (request) => {
      const scope = await requireBillingScope(deps, request);
      const professional = scope.professional;
      const contactId = request.params.id;
      const [own] = await deps.db
        .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
        .from(contacts)
        .where(and(eq(contacts.id, contactId), eq(contacts.professionalId, professional.id)));
      if (!own) throw new AppError('NOT_FOUND', { message: 'Contact introuvable.' });
      // A contact's invoices are part of their file (issue 27 §2): the read is journaled like the file's.
      await recordAccess(deps.db, await workspaceJournalActor(deps, request), {
        professionalId: professional.id,
        subject: 'contact',
        subjectId: own.id,
        action: 'read',
        label: `Factures de ${own.firstName} ${own.lastName}`,
      });
      const [list, payments] = await Promise.all([
        listInvoices(deps.db, scope, { contactId }, today()),
        deps.db
          .select({ payment: invoicePayments, sequence: invoices.sequence })
          .from(invoicePayments)
          .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
          .where(and(invoicesOf(scope), eq(invoices.clientContactId, contactId)))
          .orderBy(desc(invoicePayments.paidOn), asc(invoicePayments.id)),
      ]);
      return {
        invoices: list,
        payments: payments.map(({ payment, sequence }) => ({
          id: payment.id,
          invoiceId: payment.invoiceId,
          invoiceNumber: sequence === null ? null : formatInvoiceNumber(sequence),
          paidOn: payment.paidOn,
          amountCents: payment.amountCents,
          means: payment.means,
          note: payment.note,
        })),
      };
    },
  );
}
