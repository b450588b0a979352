// What a firm needs before it issues invoices in its own name (issue 27 §4, ADR 0062): the mentions a French
// invoice carries about its issuer (Code de commerce R123-237, CGI art. 242 nonies A).
import { formatError } from '#domain/kernel/format-messages.ts';
import { compactIdentifier, isValidFrenchVatNumber } from '#domain/kernel/vocabulary/company-identifiers.ts';
import { z } from '#domain/kernel/zod-fr.ts';

/** Longer than any VAT number typed with spaces: beyond, the text is not one. */
export const MAX_VAT_NUMBER_LENGTH = 30;

export const FIRM_VAT_NUMBER_INVALID = formatError('Numéro de TVA intracommunautaire invalide', 'vatNumber');
export const FIRM_VAT_NUMBER_REQUIRED =
  'Indiquez le numéro de TVA intracommunautaire du cabinet, ou choisissez la franchise en base de TVA, avant de choisir la facturation par le cabinet';
export const FIRM_VAT_NUMBER_UNDER_FRANCHISE =
  'Sous la franchise en base de TVA, le cabinet n’indique pas de numéro de TVA\u00a0: choisissez «\u00a0Assujetti à la TVA\u00a0» pour le renseigner';
export const FIRM_VAT_NOT_OF_SIRET =
  'Ce numéro de TVA ne correspond pas au SIREN du cabinet (les 9 premiers chiffres de son SIRET)';
export const FIRM_SIRET_REQUIRED =
  'Indiquez le SIRET du cabinet avant de choisir la facturation par le cabinet';
export const FIRM_ADDRESS_REQUIRED =
  'Indiquez l’adresse du cabinet avant de choisir la facturation par le cabinet';

/**
 * The firm's VAT number as typed (« FR 12 345678901 », spaces and dots allowed): empty means none (null),
 * anything else is checked by its key. Left out of a request: unchanged.
 */
export const ZFirmVatNumber = z
  .string({ error: FIRM_VAT_NUMBER_INVALID })
  .max(MAX_VAT_NUMBER_LENGTH, FIRM_VAT_NUMBER_INVALID)
  .transform(compactIdentifier)
  .refine((vatNumber) => vatNumber === '' || isValidFrenchVatNumber(vatNumber), FIRM_VAT_NUMBER_INVALID)
  .transform((vatNumber) => (vatNumber === '' ? null : vatNumber))
  .nullable();

/** The SIREN a French VAT number is made of, and the SIRET's first nine digits, must be the same. */
export function vatNumberMatchesSiret(vatNumber: string, siret: string): boolean {
  return vatNumber.slice(4) === siret.slice(0, 9);
}

/**
 * The firm's VAT situation (ADR 0062, amended): subject to VAT with its number, or under the « franchise en
 * base de TVA » without one (CGI art. 293 B). A firm that has said neither is not under the franchise.
 */
export type TFirmVat = { vatNumber: string | null; vatFranchise: boolean };

/**
 * The VAT situation a « Mon cabinet » request leaves: each field left out keeps the firm's, and choosing the
 * franchise without sending a number takes the stored one away (a firm under the franchise has none to print).
 */
export function nextFirmVat(
  current: TFirmVat,
  request: { vatNumber?: string | null | undefined; vatFranchise?: boolean | undefined },
): TFirmVat {
  const vatFranchise = request.vatFranchise ?? current.vatFranchise;
  if (request.vatNumber !== undefined) return { vatFranchise, vatNumber: request.vatNumber };
  return { vatFranchise, vatNumber: request.vatFranchise === true ? null : current.vatNumber };
}

/** A VAT number beside the franchise contradicts it, whoever invoices: refused on the VAT number's field. */
export function firmVatError(vat: TFirmVat): string | null {
  return vat.vatFranchise && vat.vatNumber !== null ? FIRM_VAT_NUMBER_UNDER_FRANCHISE : null;
}

/** What the VAT number's field lacks for the firm to invoice; under the franchise, the mention replaces it. */
function vatNumberGap(firm: TFirmVat & { siret: string | null }): string | null {
  const contradiction = firmVatError(firm);
  if (contradiction) return contradiction;
  if (firm.vatFranchise) return null;
  if (!firm.vatNumber) return FIRM_VAT_NUMBER_REQUIRED;
  if (!isValidFrenchVatNumber(firm.vatNumber)) return FIRM_VAT_NUMBER_INVALID;
  if (firm.siret && !vatNumberMatchesSiret(firm.vatNumber, firm.siret)) return FIRM_VAT_NOT_OF_SIRET;
  return null;
}

export type TFirmIssuerFacts = TFirmVat & {
  siret: string | null;
  streetAddress: string;
  postalCode: string;
  city: string;
};

/**
 * What the firm still lacks to issue invoices, per field of « Mon cabinet » (empty: nothing). The firm's
 * name and legal form are always there; under the franchise, no VAT number is asked for.
 */
export function firmInvoicingGaps(
  firm: TFirmIssuerFacts,
): Partial<Record<Exclude<keyof TFirmIssuerFacts, 'vatFranchise'>, string>> {
  const gaps: Partial<Record<Exclude<keyof TFirmIssuerFacts, 'vatFranchise'>, string>> = {};
  if (!firm.siret) gaps.siret = FIRM_SIRET_REQUIRED;
  const vatGap = vatNumberGap(firm);
  if (vatGap) gaps.vatNumber = vatGap;
  if (!firm.streetAddress.trim()) gaps.streetAddress = FIRM_ADDRESS_REQUIRED;
  if (!/^\d{5}$/.test(firm.postalCode)) gaps.postalCode = FIRM_ADDRESS_REQUIRED;
  if (!firm.city.trim()) gaps.city = FIRM_ADDRESS_REQUIRED;
  return gaps;
}

/**
 * Who may do what on the firm's invoices (ADR 0062): every lawyer prepares drafts of their own work; issuing,
 * credit notes, payments and reminders of the firm's invoices are for the roles holding `billing.firm`
 * (associates and the accountant).
 */
export const FIRM_INVOICE_ISSUE_REFUSED =
  'Les factures du cabinet sont émises par un(e) associé(e) ou le/la comptable\u00a0: votre brouillon est enregistré, demandez-leur de l’émettre.';
export const FIRM_INVOICE_HANDLING_REFUSED =
  'Les avoirs, paiements et relances des factures du cabinet sont l’affaire d’un(e) associé(e) ou du/de la comptable.';
