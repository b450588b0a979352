import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TVatRateBp } from '#domain/billing/invoices/invoice-amounts.ts';
import {
  FIRM_INVOICE_HANDLING_REFUSED,
  FIRM_INVOICE_ISSUE_REFUSED,
} from '#domain/identity/firms/firm-billing.ts';
import { roleAllows } from '#domain/identity/firms/firm-roles.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { invoices, type professionals } from '#server/db/schema/index.ts';
import {
  firmBillingOf,
  requireProfessional,
  requireWorkspaceAccess,
  type TFirmBilling,
} from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';

/**
 * Which invoices a request reaches (ADR 0062): the lawyer's own (no firm), and the firm's: all of them for a
 * role holding `billing.firm` (associates, the accountant), only those billing their own work otherwise.
 */
export type TInvoiceScope = { professionalId: number; firmId: number | null; firmWide: boolean };

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
  const own = and(isNull(invoices.firmId), eq(invoices.professionalId, scope.professionalId));
  if (scope.firmId === null) return own as SQL;
  const firms = and(
    eq(invoices.firmId, scope.firmId),
    scope.firmWide ? undefined : eq(invoices.professionalId, scope.professionalId),
  );
  return or(own, firms) as SQL;
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
