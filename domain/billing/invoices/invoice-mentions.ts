// The legal mentions an invoice or credit note prints (CGI art. 242 nonies A, Code de commerce L441-9,
// L441-10 and D441-5 for business clients, Code civil 1231-6 and Code de la consommation L612-1 for
// consumers): one source for the PDF, the Factur-X notes, the preview before issuing and anything else.
import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
import { VAT_EXEMPTION_MENTION } from './billing-settings';
import type { TConsumerMediator } from './consumer-mediator';
import type { TInvoice } from './invoice-schemas';

type TIssuer = NonNullable<TInvoice['issuer']>;

export const DRAFT_MENTION = 'BROUILLON — sans valeur comptable';
export const NO_EARLY_PAYMENT_DISCOUNT_MENTION = "Pas d'escompte pour paiement anticipé.";
export const LATE_PAYMENT_PENALTIES_MENTION =
  "En cas de retard de paiement, des pénalités de retard sont exigibles sans qu'un rappel soit nécessaire, au taux de trois fois le taux d'intérêt légal (art. L441-10 du Code de commerce).";
export const RECOVERY_INDEMNITY_MENTION =
  'Indemnité forfaitaire pour frais de recouvrement due en cas de retard de paiement\u00a0: 40 € (art. L441-10 et D441-5 du Code de commerce).';

/** A consumer owes interest at the legal rate once formally notified, never the business penalties. */
export const CONSUMER_LATE_PAYMENT_MENTION =
  "En cas de retard de paiement, les sommes dues portent intérêt au taux légal à compter d'une mise en demeure (art.\u00a01231-6 du Code civil).";

/** « Médiation de la consommation : … le Médiateur du notariat, 60 boulevard …, mediateur-notariat.notaires.fr … ». */
export function consumerMediatorMention(mediator: TConsumerMediator): string {
  return `Médiation de la consommation\u00a0: en cas de litige, le client consommateur peut, après une réclamation écrite, saisir gratuitement le ${mediator.name}, ${mediator.address}, ${mediator.website} (art.\u00a0L612-1 du Code de la consommation).`;
}

/** A mention with its Factur-X subject (UNTDID 4451: PMD penalties, PMT indemnity, AAI general information). */
export type TLegalNote = { text: string; subjectCode: 'PMD' | 'PMT' | 'AAI' };

/**
 * What a late payment costs and, for a consumer, who settles a dispute. A business client reads the
 * penalties and the 40 € indemnity of L441-10; a consumer never does (they are not liable for them): they
 * read the legal-rate interest after a formal notice and the profession's consumer mediator. An invoice
 * issued before its issuer carried a mediator keeps the mentions it was issued with.
 */
export function latePaymentNotes(invoice: Pick<TInvoice, 'clientIsBusiness' | 'issuer'>): TLegalNote[] {
  if (invoice.clientIsBusiness)
    return [
      { text: LATE_PAYMENT_PENALTIES_MENTION, subjectCode: 'PMD' },
      { text: RECOVERY_INDEMNITY_MENTION, subjectCode: 'PMT' },
    ];
  const mediator = invoice.issuer?.consumerMediator;
  if (invoice.issuer && !mediator) return [{ text: LATE_PAYMENT_PENALTIES_MENTION, subjectCode: 'PMD' }];
  const notes: TLegalNote[] = [{ text: CONSUMER_LATE_PAYMENT_MENTION, subjectCode: 'PMD' }];
  if (mediator) notes.push({ text: consumerMediatorMention(mediator), subjectCode: 'AAI' });
  return notes;
}

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
  return `SIRET\u00a0: ${siretText(issuer.siret)}`;
}

/** The VAT number, or the franchise mention when the issuer has none (CGI art. 293 B). */
export function vatMention(issuer: Pick<TIssuer, 'vatNumber'>): string {
  return issuer.vatNumber === null
    ? VAT_EXEMPTION_MENTION
    : `N° de TVA intracommunautaire\u00a0: ${issuer.vatNumber}`;
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
    ? `Date d'échéance\u00a0: ${formatCivilDateShort(invoice.dueDate)} (${term}).`
    : `Échéance\u00a0: ${term} à compter de l'émission.`;
  return `${due} ${NO_EARLY_PAYMENT_DISCOUNT_MENTION}`;
}

/**
 * Every mention printed below the totals, in order: payment terms, what a late payment costs (and the
 * consumer mediator), and the franchise mention when the issuer has no VAT number.
 */
export function invoiceLegalMentions(
  invoice: Pick<
    TInvoice,
    'kind' | 'dueDate' | 'paymentTermDays' | 'creditedInvoiceNumber' | 'clientIsBusiness' | 'issuer'
  >,
): string[] {
  const mentions = [paymentTermsMention(invoice), ...latePaymentNotes(invoice).map((note) => note.text)];
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
    issuer.lawyer ? `Dossier suivi par ${issuer.lawyer}` : '',
  ].filter((line) => line.trim() !== '');
}
