import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TInvoiceIssuer } from '#domain/billing/invoices/billing-settings.ts';
import { consumerMediatorOf } from '#domain/billing/invoices/consumer-mediator.ts';
import { invoiceTotals } from '#domain/billing/invoices/invoice-amounts.ts';
import { formatInvoiceNumber, invoiceDueDate } from '#domain/billing/invoices/invoice-terms.ts';
import {
  professionalTitleLine,
  type TProfessionalTitleSource,
} from '#domain/directory/professionals/professional-title.ts';
import { firmInvoicingGaps } from '#domain/identity/firms/firm-billing.ts';
import { FIRM_LEGAL_FORM_LABELS } from '#domain/identity/firms/firm-legal-forms.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { databaseErrorOf } from '#server/db/database-error.ts';
import {
  appointments,
  cases,
  firmInvoiceSequences,
  invoicePayments,
  invoiceSequences,
  invoices,
  professionals,
  type TStoredInvoiceLine,
  workSessions,
} from '#server/db/schema/index.ts';
import type { TFirmBilling } from '#server/identity/index.ts';
import { assertMayHandle, invoicesOf, type TInvoiceScope, type TIssuingScope } from './billing-scope';
import type { TInvoiceRow } from './invoice-queries';

export type TDraftInvoiceInput = {
  clientName: string;
  clientAddress: string;
  clientIsBusiness: boolean;
  clientEmail?: string | null;
  clientContactId?: number | null;
  clientUserId?: string | null;
  appointmentId?: number | null;
  caseId?: number | null;
  workSessionIds?: number[];
  paymentTermDays: number;
  lines: TStoredInvoiceLine[];
};

const EMPTY_INVOICE = 'Une facture porte au moins une ligne.';
const ZERO_INVOICE = 'Une facture de 0 € ne peut pas être émise.';
const BEFORE_LAST_ISSUED =
  "La date d'émission précède celle de la dernière facture émise\u00a0: les factures se suivent dans l'ordre chronologique.";
export const BILLING_SETTINGS_MISSING =
  'Renseignez votre SIRET et votre situation de TVA («\u00a0Paramètres de facturation\u00a0») avant d’émettre une facture.';
export const FIRM_BILLING_MISSING =
  'Renseignez le SIRET, l’adresse et la situation de TVA du cabinet («\u00a0Mon cabinet\u00a0») avant d’émettre une facture du cabinet.';
const VAT_EXEMPT_WITH_VAT =
  'Sans numéro de TVA, vous êtes en franchise (art. 293 B du CGI)\u00a0: les lignes doivent être à 0 % de TVA.';
export const FIRM_VAT_EXEMPT_WITH_VAT =
  'Le cabinet est en franchise en base de TVA (art. 293 B du CGI)\u00a0: les lignes doivent être à 0 % de TVA.';

/** No VAT on the invoice of an issuer under the franchise (no VAT number), said of the firm for the firm's. */
function assertNoVatUnderFranchise(
  issuer: TInvoiceIssuer,
  owner: { firmId: number | null },
  vatCents: number,
): void {
  if (issuer.vatNumber === null && vatCents > 0)
    throw new AppError('INVALID_STATE', {
      message: owner.firmId === null ? VAT_EXEMPT_WITH_VAT : FIRM_VAT_EXEMPT_WITH_VAT,
    });
}
const CREDIT_TOO_LARGE = 'Un avoir ne peut dépasser ce qui reste de la facture après les avoirs déjà émis.';
export const ISSUED_NOT_EDITABLE =
  'Une facture émise ne peut être ni modifiée ni supprimée\u00a0: établissez un avoir.';
const PAYMENT_TOO_LARGE = 'Ce paiement dépasse le montant restant dû sur la facture.';

/** What a draft holds, its amounts computed from its lines. */
function draftColumns(input: TDraftInvoiceInput) {
  const totals = invoiceTotals(input.lines);
  return {
    clientName: input.clientName,
    clientAddress: input.clientAddress,
    clientIsBusiness: input.clientIsBusiness,
    clientEmail: input.clientEmail ?? null,
    clientContactId: input.clientContactId ?? null,
    clientUserId: input.clientUserId ?? null,
    appointmentId: input.appointmentId ?? null,
    caseId: input.caseId ?? null,
    workSessionIds: input.workSessionIds ?? [],
    paymentTermDays: input.paymentTermDays,
    lines: input.lines,
    netCents: totals.netCents,
    vatCents: totals.vatCents,
    grossCents: totals.grossCents,
  };
}

/**
 * A draft of the lawyer's work, the firm's while it invoices (`firmId`): its amounts computed from its lines
 * (in integer cents, domain/billing/invoices/invoice-amounts.ts).
 */
export async function createDraftInvoice(
  db: TDatabase,
  owner: { professionalId: number; firmId: number | null },
  input: TDraftInvoiceInput,
): Promise<TInvoiceRow> {
  if (input.lines.length === 0)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { lines: EMPTY_INVOICE } });
  const [row] = await db
    .insert(invoices)
    .values({ professionalId: owner.professionalId, firmId: owner.firmId, ...draftColumns(input) })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return row;
}

/** Rewrites one of the scope's drafts; an issued invoice is never edited (409), another's is not found. */
export async function updateDraftInvoice(
  db: TDatabase,
  scope: TInvoiceScope,
  invoiceId: number,
  input: TDraftInvoiceInput,
): Promise<TInvoiceRow> {
  const [row] = await db
    .update(invoices)
    .set(draftColumns(input))
    .where(and(eq(invoices.id, invoiceId), invoicesOf(scope), eq(invoices.status, 'draft')))
    .returning();
  if (row) return row;
  const [existing] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), invoicesOf(scope)));
  if (existing) throw new AppError('INVALID_STATE', { message: ISSUED_NOT_EDITABLE });
  throw new AppError('NOT_FOUND', { message: 'Brouillon de facture introuvable.' });
}

/**
 * What the invoice's title line (« Avocate au barreau de Paris ») is made of: the title as the professional
 * wrote it and their bar (ADR 0050); the profession's own noun until they wrote one.
 */
export function issuerTitleSource(
  professional: Pick<typeof professionals.$inferSelect, 'professionalType' | 'title' | 'barAssociation'>,
): TProfessionalTitleSource {
  return {
    professionalType: professional.professionalType,
    title: professional.title,
    barAssociation: professional.barAssociation,
  };
}

/** The issuer's mentions as they stand today, or null until SIRET and VAT situation are entered. */
export async function currentIssuer(
  db: TDatabaseOrTransaction,
  professionalId: number,
): Promise<TInvoiceIssuer | null> {
  const [professional] = await db.select().from(professionals).where(eq(professionals.id, professionalId));
  if (!professional?.billing) return null;
  const title = professionalTitleLine(issuerTitleSource(professional));
  return {
    name: `${professional.professionalType === 'commissaire' ? '' : 'Maître '}${professional.firstName} ${professional.lastName}`.trim(),
    title,
    practice: professional.practice,
    streetAddress: professional.streetAddress,
    postalCode: professional.postalCode,
    city: professional.city,
    siret: professional.billing.siret,
    vatNumber: professional.billing.vatNumber,
    email: professional.email,
    phone: professional.phone,
    consumerMediator: consumerMediatorOf(professional.professionalType),
  };
}

/**
 * The firm's mentions, issuing for the work of `professionalId` (ADR 0062): the firm as issuer, its legal
 * form, address, SIRET and VAT number (none under the franchise, whose mention the invoice then carries),
 * and the lawyer named under it; null while the firm lacks one of them.
 */
export async function firmIssuer(
  db: TDatabaseOrTransaction,
  firm: TFirmBilling,
  professionalId: number,
): Promise<TInvoiceIssuer | null> {
  if (!firm.siret || Object.keys(firmInvoicingGaps(firm)).length > 0) return null;
  const [professional] = await db.select().from(professionals).where(eq(professionals.id, professionalId));
  if (!professional) return null;
  const lawyerName =
    `${professional.professionalType === 'commissaire' ? '' : 'Maître '}${professional.firstName} ${professional.lastName}`.trim();
  const title = professionalTitleLine(issuerTitleSource(professional));
  return {
    name: firm.name,
    title: FIRM_LEGAL_FORM_LABELS[firm.legalForm],
    practice: '',
    streetAddress: firm.streetAddress,
    postalCode: firm.postalCode,
    city: firm.city,
    siret: firm.siret,
    vatNumber: firm.vatNumber,
    email: professional.email,
    phone: firm.phone,
    consumerMediator: consumerMediatorOf(professional.professionalType),
    lawyer: title ? `${lawyerName}, ${title}` : lawyerName,
  };
}

/** Who issues an invoice of `owner` today: the firm for its invoices, else the lawyer. */
async function issuerOf(
  db: TDatabaseOrTransaction,
  scope: TIssuingScope,
  owner: { professionalId: number; firmId: number | null },
): Promise<TInvoiceIssuer> {
  if (owner.firmId !== null) {
    const issuer = scope.firm ? await firmIssuer(db, scope.firm, owner.professionalId) : null;
    if (!issuer) throw new AppError('INVALID_STATE', { message: FIRM_BILLING_MISSING });
    return issuer;
  }
  const issuer = await currentIssuer(db, owner.professionalId);
  if (!issuer) throw new AppError('INVALID_STATE', { message: BILLING_SETTINGS_MISSING });
  return issuer;
}

/** A draft's issuer as it stands (its PDF before issue), or null while mentions are missing. */
export async function draftIssuerOf(
  db: TDatabaseOrTransaction,
  scope: TIssuingScope,
  owner: { professionalId: number; firmId: number | null },
): Promise<TInvoiceIssuer | null> {
  return issuerOf(db, scope, owner).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
}

function mapIssueErrors(error: unknown): never {
  const constraint = databaseErrorOf(error)?.constraint;
  if (constraint === 'invoices_chronological')
    throw new AppError('INVALID_STATE', { message: BEFORE_LAST_ISSUED });
  if (constraint === 'invoices_credit_within_invoice')
    throw new AppError('INVALID_STATE', { message: CREDIT_TOO_LARGE });
  throw error;
}

/**
 * What issuing one of the scope's drafts needs, or why it cannot be issued: a draft it reaches (404
 * otherwise), the firm's only by a role holding `billing.firm` (403), not of 0 €, the issuer's SIRET and VAT
 * situation entered, no VAT under the franchise.
 */
export async function issuableDraft(db: TDatabaseOrTransaction, scope: TIssuingScope, invoiceId: number) {
  const [draft] = await db
    .select({
      professionalId: invoices.professionalId,
      firmId: invoices.firmId,
      paymentTermDays: invoices.paymentTermDays,
      grossCents: invoices.grossCents,
      vatCents: invoices.vatCents,
    })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), invoicesOf(scope), eq(invoices.status, 'draft')));
  if (!draft) throw new AppError('NOT_FOUND', { message: 'Brouillon de facture introuvable.' });
  assertMayHandle(scope, draft, 'issue');
  if (draft.grossCents === 0) throw new AppError('INVALID_STATE', { message: ZERO_INVOICE });
  const issuer = await issuerOf(db, scope, draft);
  assertNoVatUnderFranchise(issuer, draft, draft.vatCents);
  return { paymentTermDays: draft.paymentTermDays, issuer, owner: draft };
}

/**
 * The number the owner's next invoice or credit note will carry (the firm's sequence for its invoices),
 * read without taking it: the database gives it only when one is issued (a number announced here may be
 * taken meanwhile).
 */
export async function nextInvoiceNumber(
  db: TDatabaseOrTransaction,
  owner: { professionalId: number; firmId: number | null },
): Promise<string> {
  const [sequence] =
    owner.firmId === null
      ? await db
          .select({ lastSequence: invoiceSequences.lastSequence })
          .from(invoiceSequences)
          .where(eq(invoiceSequences.professionalId, owner.professionalId))
      : await db
          .select({ lastSequence: firmInvoiceSequences.lastSequence })
          .from(firmInvoiceSequences)
          .where(eq(firmInvoiceSequences.firmId, owner.firmId));
  return formatInvoiceNumber((sequence?.lastSequence ?? 0) + 1);
}

/**
 * Issues one of the scope's drafts on `issueDate` (civil date, Paris): the database gives it the next
 * number of its sequence — the lawyer's, or the firm's for the firm's invoices — in this very statement
 * (migrations 0013, 0040) and the issuer's mentions are frozen on it. Another's invoice, or one already
 * issued, is not found.
 */
export async function issueInvoice(
  db: TDatabaseOrTransaction,
  scope: TIssuingScope,
  invoiceId: number,
  issueDate: string,
): Promise<TInvoiceRow> {
  const draft = await issuableDraft(db, scope, invoiceId);
  const { issuer } = draft;
  const [row] = await db
    .update(invoices)
    .set({ status: 'issued', issuer, issueDate, dueDate: invoiceDueDate(issueDate, draft.paymentTermDays) })
    .where(and(eq(invoices.id, invoiceId), invoicesOf(scope), eq(invoices.status, 'draft')))
    .returning()
    .catch(mapIssueErrors);
  // Issued meanwhile by another request: the same answer as for an invoice that is no longer a draft.
  if (!row) throw new AppError('NOT_FOUND', { message: 'Brouillon de facture introuvable.' });
  return row;
}

/**
 * One of the scope's issued invoices (not a credit note, not a draft), or 404; the firm's only for a role
 * holding `billing.firm` (403).
 */
export async function requireIssuedInvoice(
  db: TDatabaseOrTransaction,
  scope: TInvoiceScope,
  invoiceId: number,
) {
  const [target] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.id, invoiceId),
        invoicesOf(scope),
        eq(invoices.kind, 'invoice'),
        eq(invoices.status, 'issued'),
      ),
    );
  if (!target) throw new AppError('NOT_FOUND', { message: 'Facture émise introuvable.' });
  assertMayHandle(scope, target, 'handle');
  return target;
}

/**
 * Issues at once a credit note of one of the professional's issued invoices: all that is left of it
 * (its lines, less earlier credit notes when there are some) or the lines given. The database refuses
 * more than what is left, even for two credit notes issued at the same moment (migration 0014).
 */
export async function issueCreditNote(
  db: TDatabase,
  scope: TIssuingScope,
  invoiceId: number,
  issueDate: string,
  lines: TStoredInvoiceLine[] | undefined,
): Promise<TInvoiceRow> {
  const target = await requireIssuedInvoice(db, scope, invoiceId);
  const [{ alreadyCredited } = { alreadyCredited: 0 }] = await db
    .select({
      alreadyCredited: sql<number>`coalesce(sum(${invoices.grossCents}), 0)`.mapWith(Number),
    })
    .from(invoices)
    .where(and(eq(invoices.creditedInvoiceId, invoiceId), eq(invoices.status, 'issued')));
  const creditLines = lines ?? target.lines;
  if (!lines && alreadyCredited > 0)
    throw new AppError('INVALID_STATE', {
      message: 'Cette facture a déjà un avoir partiel\u00a0: indiquez les lignes du nouvel avoir.',
    });
  const totals = invoiceTotals(creditLines);
  if (totals.grossCents === 0)
    throw new AppError('INVALID_STATE', { message: 'Un avoir de 0 € ne peut pas être émis.' });
  if (alreadyCredited + totals.grossCents > target.grossCents)
    throw new AppError('INVALID_STATE', { message: CREDIT_TOO_LARGE });
  const issuer = await issuerOf(db, scope, target);
  assertNoVatUnderFranchise(issuer, target, totals.vatCents);
  const [row] = await db
    .insert(invoices)
    .values({
      professionalId: target.professionalId,
      firmId: target.firmId,
      kind: 'credit_note',
      status: 'issued',
      creditedInvoiceId: target.id,
      clientName: target.clientName,
      clientAddress: target.clientAddress,
      clientIsBusiness: target.clientIsBusiness,
      clientEmail: target.clientEmail,
      clientContactId: target.clientContactId,
      clientUserId: target.clientUserId,
      appointmentId: target.appointmentId,
      caseId: target.caseId,
      issuer,
      issueDate,
      dueDate: issueDate,
      paymentTermDays: 0,
      lines: creditLines,
      netCents: totals.netCents,
      vatCents: totals.vatCents,
      grossCents: totals.grossCents,
    })
    .returning()
    .catch(mapIssueErrors);
  if (!row) throw new AppError('INTERNAL');
  return row;
}

export type TPaymentInput = {
  paidOn: string;
  amountCents: number;
  means: (typeof invoicePayments.$inferInsert)['means'];
  note?: string | null;
};

/** Records money received; more than what is owed is refused by the database (migration 0014). */
export async function recordPayment(
  db: TDatabaseOrTransaction,
  scope: TInvoiceScope,
  invoiceId: number,
  input: TPaymentInput,
) {
  const target = await requireIssuedInvoice(db, scope, invoiceId);
  const [row] = await db
    .insert(invoicePayments)
    .values({
      invoiceId,
      professionalId: target.professionalId,
      paidOn: input.paidOn,
      amountCents: input.amountCents,
      means: input.means,
      note: input.note ? input.note : null,
    })
    .returning()
    .catch((error: unknown) => {
      if (databaseErrorOf(error)?.constraint === 'invoice_payments_within_due')
        throw new AppError('INVALID_STATE', { message: PAYMENT_TOO_LARGE });
      throw error;
    });
  if (!row) throw new AppError('INTERNAL');
  return row;
}

/** The case or appointment billed must be the professional's own; their client's account sees the invoice. */
export async function resolveInvoiceOrigin(
  db: TDatabase,
  professionalId: number,
  origin: { appointmentId?: number | null; caseId?: number | null; workSessionIds?: number[] },
): Promise<{ clientUserId: string | null }> {
  const sessionIds = [...new Set(origin.workSessionIds ?? [])];
  if (sessionIds.length > 0) {
    if (!origin.caseId)
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: { workSessionIds: 'Des séances de travail se facturent depuis leur dossier' },
      });
    const own = await db
      .select({ id: workSessions.id })
      .from(workSessions)
      .where(
        and(
          inArray(workSessions.id, sessionIds),
          eq(workSessions.professionalId, professionalId),
          eq(workSessions.caseId, origin.caseId),
        ),
      );
    if (own.length !== sessionIds.length)
      throw new AppError('NOT_FOUND', { message: 'Séance de travail introuvable.' });
  }
  let clientUserId: string | null = null;
  if (origin.appointmentId) {
    const [appointment] = await db
      .select({ clientUserId: appointments.clientUserId })
      .from(appointments)
      .where(and(eq(appointments.id, origin.appointmentId), eq(appointments.professionalId, professionalId)));
    if (!appointment) throw new AppError('NOT_FOUND', { message: 'Rendez-vous introuvable.' });
    clientUserId = appointment.clientUserId;
  }
  if (origin.caseId) {
    const [found] = await db
      .select({ clientUserId: cases.clientUserId })
      .from(cases)
      .where(and(eq(cases.id, origin.caseId), eq(cases.professionalId, professionalId)));
    if (!found) throw new AppError('NOT_FOUND', { message: 'Dossier introuvable.' });
    clientUserId = clientUserId ?? found.clientUserId;
  }
  return { clientUserId };
}
