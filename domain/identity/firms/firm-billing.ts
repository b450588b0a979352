// What a firm needs before it issues invoices in its own name (issue 27 §4, ADR 0062): the mentions a French
// invoice carries about its issuer (Code de commerce R123-237, CGI art. 242 nonies A).
import { compactIdentifier, isValidFrenchVatNumber } from '#domain/kernel/vocabulary/company-identifiers.ts';
import { z } from '#domain/kernel/zod-fr.ts';

/** Longer than any VAT number typed with spaces: beyond, the text is not one. */
export const MAX_VAT_NUMBER_LENGTH = 30;

export const FIRM_VAT_NUMBER_INVALID =
  'Numéro de TVA intracommunautaire invalide\u00a0: FR, une clé de 2 chiffres et le SIREN (9 chiffres)';
export const FIRM_VAT_NUMBER_REQUIRED =
  'Indiquez le numéro de TVA intracommunautaire du cabinet avant de choisir la facturation par le cabinet';
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

export type TFirmIssuerFacts = {
  siret: string | null;
  vatNumber: string | null;
  streetAddress: string;
  postalCode: string;
  city: string;
};

/**
 * What the firm still lacks to issue invoices, per field of « Mon cabinet » (empty: nothing). The firm's
 * name and legal form are always there.
 */
export function firmInvoicingGaps(firm: TFirmIssuerFacts): Partial<Record<keyof TFirmIssuerFacts, string>> {
  const gaps: Partial<Record<keyof TFirmIssuerFacts, string>> = {};
  if (!firm.siret) gaps.siret = FIRM_SIRET_REQUIRED;
  if (!firm.vatNumber) gaps.vatNumber = FIRM_VAT_NUMBER_REQUIRED;
  else if (!isValidFrenchVatNumber(firm.vatNumber)) gaps.vatNumber = FIRM_VAT_NUMBER_INVALID;
  else if (firm.siret && !vatNumberMatchesSiret(firm.vatNumber, firm.siret))
    gaps.vatNumber = FIRM_VAT_NOT_OF_SIRET;
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
