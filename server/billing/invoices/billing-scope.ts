import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TVatRateBp } from '#domain/billing/invoices/invoice-amounts.ts';
import type { TInvoiceView } from '#domain/billing/invoices/invoice-schemas.ts';
import {
  FIRM_INVOICE_HANDLING_REFUSED,
  FIRM_INVOICE_ISSUE_REFUSED,
} from '#domain/identity/firms/firm-billing.ts';
import { roleAllows } from '#domain/identity/firms/firm-roles.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { invoices, type professionals } from '#server/db/schema/index.ts';
import {
  firmBillingOf,
  firmLawyerProfileIds,
  requireProfessional,
  requireWorkspaceAccess,
  type TFirmBilling,
} from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';

/**
 * Which invoices a request reaches (ADR 0062): the lawyer's own (no firm), and the firm's: all of them for a
 * role holding `billing.firm` (associates, the accountant), only those billing their own work otherwise.
 * « Tout le cabinet » (`wholeFirmLawyerIds`, read only) adds the own invoices of each of these lawyers of the
 * firm.
 */
export type TInvoiceScope = {
  professionalId: number;
  firmId: number | null;
  firmWide: boolean;
  wholeFirmLawyerIds?: readonly number[];
};

/** A scope with its firm's billing facts: what issuing needs. */
export type TIssuingScope = TInvoiceScope & { firm: TFirmBilling | null };

/** The scope, the lawyer whose work new drafts bill, and their firm's billing facts. */
export type TBillingScope = TIssuingScope & { professional: typeof professionals.$inferSelect };

/** A lawyer's own invoices only, as before firms (the background jobs and the store's tests). */
export function lawyerAloneScope(professionalId: number): TIssuingScope {
  return { professionalId, firmId: null, firmWide: false, firm: null };
}

export async function requireBillingScope(deps: TAppDeps, request: FastifyRequest): Promise<TBillingScope> {
  const [access, professional] = await Promise.all([
    requireWorkspaceAccess(deps, request),
    requireProfessional(deps, request),
  ]);
  const firm = await firmBillingOf(deps.db, access.account.id);
  return {
    professional,
    professionalId: professional.id,
    firm,
    firmId: firm?.firmId ?? null,
    firmWide: firm ? roleAllows(firm.role, 'billing.firm') : false,
  };
}

/** The condition on `invoices` a scope reaches: anything else is another's, answered 404. */
export function invoicesOf(scope: TInvoiceScope): SQL {
  const lawyers = scope.wholeFirmLawyerIds;
  const own =
    lawyers && lawyers.length > 0
      ? and(isNull(invoices.firmId), inArray(invoices.professionalId, [...lawyers]))
      : and(isNull(invoices.firmId), eq(invoices.professionalId, scope.professionalId));
  if (scope.firmId === null) return own as SQL;
  const firms = and(
    eq(invoices.firmId, scope.firmId),
    scope.firmWide ? undefined : eq(invoices.professionalId, scope.professionalId),
  );
  return or(own, firms) as SQL;
}

export const WHOLE_FIRM_INVOICES_REFUSED =
  'Seul(e)s les associé(e)s et le/la comptable voient les factures de tout le cabinet.';
export const WHOLE_FIRM_STATISTICS_REFUSED =
  'Seul(e)s les associé(e)s et le/la comptable voient les statistiques de tout le cabinet.';

/**
 * The scope a read asks for: `view=firm` (« Tout le cabinet », ADR 0062 amended) reaches every invoice of the
 * firm and of each of its lawyers in their own name, for a role holding `permission` (associates and the
 * accountant: 403 otherwise, a collaborator keeping their own); without it, the scope as it is. Read only:
 * nothing that changes an invoice takes this scope.
 */
export async function readingScope(
  deps: TAppDeps,
  scope: TBillingScope,
  view: TInvoiceView | undefined,
  permission: 'billing.firm' | 'statistics.firm',
): Promise<TBillingScope> {
  if (view !== 'firm') return scope;
  if (!scope.firm || !roleAllows(scope.firm.role, permission))
    throw new AppError('FORBIDDEN', {
      message: permission === 'billing.firm' ? WHOLE_FIRM_INVOICES_REFUSED : WHOLE_FIRM_STATISTICS_REFUSED,
    });
  // The firm is the member's own, never one the request names.
  const lawyers = await firmLawyerProfileIds(deps.db, scope.firm.firmId);
  return { ...scope, firmWide: true, wholeFirmLawyerIds: lawyers };
}

/** Who owns a new draft: the firm while it invoices, else the lawyer alone. */
export function newDraftFirmId(scope: TBillingScope): number | null {
  return scope.firm?.invoicing === 'firm' ? scope.firm.firmId : null;
}

/**
 * The VAT rate a new draft's lines start from: 20 % when its issuer — the firm while it invoices, else the
 * lawyer — has a VAT number, 0 under the franchise (« TVA non applicable, art. 293 B du CGI »).
 */
export function newDraftVatRate(scope: TBillingScope): TVatRateBp {
  const registered =
    scope.firm?.invoicing === 'firm'
      ? scope.firm.vatNumber !== null
      : Boolean(scope.professional.billing?.vatNumber);
  return registered ? 2000 : 0;
}

/** 403 when a firm's invoice is issued, credited or cashed by a role without `billing.firm`. */
export function assertMayHandle(
  scope: TInvoiceScope,
  invoice: { firmId: number | null },
  action: 'issue' | 'handle',
): void {
  if (invoice.firmId === null || scope.firmWide) return;
  throw new AppError('FORBIDDEN', {
    message: action === 'issue' ? FIRM_INVOICE_ISSUE_REFUSED : FIRM_INVOICE_HANDLING_REFUSED,
  });
}
