// The legal mentions an invoice or credit note prints (CGI art. 242 nonies A, Code de commerce L441-9,
// L441-10 and D441-5): one source for the PDF, the Factur-X notes and anything else that shows them.
import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
import { VAT_EXEMPTION_MENTION } from './billing-settings';
import type { TInvoice } from './invoice-schemas';

type TIssuer = NonNullable<TInvoice['issuer']>;

export const DRAFT_MENTION = 'BROUILLON — sans valeur comptable';
export const NO_EARLY_PAYMENT_DISCOUNT_MENTION = "Pas d'escompte pour paiement anticipé.";
export const LATE_PAYMENT_PENALTIES_MENTION =
  "En cas de retard de paiement, des pénalités de retard sont exigibles sans qu'un rappel soit nécessaire, au taux de trois fois le taux d'intérêt légal (art. L441-10 du Code de commerce).";
export const RECOVERY_INDEMNITY_MENTION =
  'Indemnité forfaitaire pour frais de recouvrement due en cas de retard de paiement : 40 € (art. L441-10 et D441-5 du Code de commerce).';

export function invoiceKindLabel(kind: TInvoice['kind']): 'Facture' | 'Avoir' {
  return kind === 'credit_note' ? 'Avoir' : 'Facture';
}

/** « Facture n° F-000042 », « Avoir n° F-000043 sur la facture F-000042 », « Facture (brouillon) ». */
export function invoiceDocumentTitle(
  invoice: Pick<TInvoice, 'kind' | 'status' | 'number' | 'creditedInvoiceNumber'>,
): string {
  const label = invoiceKindLabel(invoice.kind);
  const numbered =
    invoice.status === 'issued' && invoice.number ? `${label} n° ${invoice.number}` : `${label} (brouillon)`;
  return invoice.kind === 'credit_note' && invoice.creditedInvoiceNumber
    ? `${numbered} sur la facture ${invoice.creditedInvoiceNumber}`
    : numbered;
}

/** « 123 456 789 00012 »: the SIRET as it is read aloud (SIREN, then the establishment's NIC). */
export function siretText(siret: string): string {
  return /^\d{14}$/.test(siret)
    ? `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`
    : siret;
}

export function siretMention(issuer: Pick<TIssuer, 'siret'>): string {
  return `SIRET : ${siretText(issuer.siret)}`;
}

/** The VAT number, or the franchise mention when the issuer has none (CGI art. 293 B). */
export function vatMention(issuer: Pick<TIssuer, 'vatNumber'>): string {
  return issuer.vatNumber === null
    ? VAT_EXEMPTION_MENTION
    : `N° de TVA intracommunautaire : ${issuer.vatNumber}`;
}

/** When and how the amount is settled; a credit note is deducted or refunded rather than paid. */
export function paymentTermsMention(
  invoice: Pick<TInvoice, 'kind' | 'dueDate' | 'paymentTermDays' | 'creditedInvoiceNumber'>,
): string {
  if (invoice.kind === 'credit_note') {
    const credited = invoice.creditedInvoiceNumber
      ? ` au titre de la facture ${invoice.creditedInvoiceNumber}`
      : '';
    return `Montant à déduire des sommes dues${credited} ou à rembourser au client.`;
  }
  const term =
    invoice.paymentTermDays === 0 ? 'paiement à réception' : `paiement à ${invoice.paymentTermDays} jours`;
  const due = invoice.dueDate
    ? `Date d'échéance : ${formatCivilDateShort(invoice.dueDate)} (${term}).`
    : `Échéance : ${term} à compter de l'émission.`;
  return `${due} ${NO_EARLY_PAYMENT_DISCOUNT_MENTION}`;
}

/**
 * Every mention printed below the totals, in order: payment terms, late-payment penalties, the 40 €
 * indemnity (owed by business clients only: a consumer is not liable for it) and the franchise
 * mention when the issuer has no VAT number.
 */
export function invoiceLegalMentions(
  invoice: Pick<
    TInvoice,
    'kind' | 'dueDate' | 'paymentTermDays' | 'creditedInvoiceNumber' | 'clientIsBusiness' | 'issuer'
  >,
): string[] {
  const mentions = [paymentTermsMention(invoice), LATE_PAYMENT_PENALTIES_MENTION];
  if (invoice.clientIsBusiness) mentions.push(RECOVERY_INDEMNITY_MENTION);
  if (invoice.issuer && invoice.issuer.vatNumber === null) mentions.push(VAT_EXEMPTION_MENTION);
  return mentions;
}

/** The issuer's block: name, title and practice, address, SIRET, VAT situation, contact. */
export function issuerLines(issuer: TIssuer): string[] {
  const titleLine = [issuer.title, issuer.practice].filter((part) => part.trim() !== '').join(' — ');
  return [
    issuer.name,
    titleLine,
    issuer.streetAddress,
    `${issuer.postalCode} ${issuer.city}`.trim(),
    siretMention(issuer),
    vatMention(issuer),
    issuer.email ?? '',
    issuer.phone ? `Tél. ${issuer.phone}` : '',
  ].filter((line) => line.trim() !== '');
}
