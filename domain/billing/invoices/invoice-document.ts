// What an invoice or credit note says, once: its PDF (server/billing/invoices/invoice-pdf.ts) draws these texts
// in its own layout, and its accessible HTML version (RGAA 13.3) shows the same ones as headings and tables.
import type { TAccessibleDocument, TDocumentBlock } from '#domain/kernel/documents/accessible-document.ts';
import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
import type { TInvoiceIssuer } from './billing-settings';
import { isFrenchVatRate, lineNetCents, quantityText, vatRateText } from './invoice-amounts';
import {
  DRAFT_MENTION,
  invoiceDocumentTitle,
  invoiceKindLabel,
  invoiceLegalMentions,
  issuerLines,
  siretMention,
  vatMention,
} from './invoice-mentions';
import type { TInvoice } from './invoice-schemas';

/** 123456 → « 1 234,56 € », from the integer cents (grouped with no-break spaces, as in French). */
export function eurosText(cents: number): string {
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${cents < 0 ? '-' : ''}${whole},${digits.slice(-2)}\u00a0€`;
}

export const INVOICE_LINE_COLUMNS = [
  'Désignation',
  'Quantité',
  'Prix unit. HT',
  'TVA',
  'Montant HT',
] as const;
export const INVOICE_VAT_COLUMNS = ['Taux de TVA', 'Base HT', 'Montant TVA'] as const;
export const ISSUER_PENDING_TEXT =
  'Émetteur\u00a0: vos mentions (SIRET, situation de TVA) seront reprises à l’émission.';

export type TInvoiceView = {
  title: string;
  isIssued: boolean;
  /** « BROUILLON — sans valeur comptable » on a draft, else null. */
  draftMention: string | null;
  /** The issuer's block (its name first), empty while a draft has none. */
  issuerLines: string[];
  dateLines: string[];
  clientLabel: string;
  clientName: string;
  clientAddress: string;
  lines: { description: string; quantity: string; unitPrice: string; vatRate: string; net: string }[];
  vatRows: { rate: string; net: string; vat: string }[];
  totals: { label: string; amount: string; emphasis: boolean }[];
  mentions: string[];
  footer: string;
};

/**
 * The texts of the invoice as issued, or of a draft with the professional's current mentions (`draftIssuer`,
 * which issuing freezes).
 */
export function invoiceView(invoice: TInvoice, draftIssuer: TInvoiceIssuer | null = null): TInvoiceView {
  const isIssued = invoice.status === 'issued' && invoice.number !== null && invoice.issueDate !== null;
  const issuer = invoice.issuer ?? (isIssued ? null : draftIssuer);
  const dateLines: string[] = [];
  if (invoice.issueDate) dateLines.push(`Date d'émission\u00a0: ${formatCivilDateShort(invoice.issueDate)}`);
  if (invoice.dueDate && invoice.kind === 'invoice')
    dateLines.push(`Date d'échéance\u00a0: ${formatCivilDateShort(invoice.dueDate)}`);
  const footerParts = issuer
    ? [issuer.name, siretMention(issuer), vatMention(issuer)]
    : [`${invoiceKindLabel(invoice.kind)} — brouillon`];
  return {
    title: invoiceDocumentTitle(invoice),
    isIssued,
    draftMention: isIssued ? null : DRAFT_MENTION,
    issuerLines: issuer ? issuerLines(issuer) : [],
    dateLines,
    clientLabel: invoice.clientIsBusiness ? 'Client professionnel' : 'Client',
    clientName: invoice.clientName,
    clientAddress: invoice.clientAddress,
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: quantityText(line.quantityThousandths),
      unitPrice: eurosText(line.unitPriceCents),
      vatRate: vatRateText(line.vatRateBp),
      net: eurosText(lineNetCents(line)),
    })),
    vatRows: invoice.vatBreakdown.map((rate) => ({
      rate: isFrenchVatRate(rate.vatRateBp) ? vatRateText(rate.vatRateBp) : `${rate.vatRateBp} pb`,
      net: eurosText(rate.netCents),
      vat: eurosText(rate.vatCents),
    })),
    totals: [
      { label: 'Total HT', amount: eurosText(invoice.netCents), emphasis: false },
      { label: 'Total TVA', amount: eurosText(invoice.vatCents), emphasis: false },
      {
        label: invoice.kind === 'credit_note' ? "Total TTC de l'avoir" : 'Total TTC',
        amount: eurosText(invoice.grossCents),
        emphasis: true,
      },
    ],
    mentions: invoiceLegalMentions({ ...invoice, issuer }),
    footer: footerParts.join(' — '),
  };
}

/** The invoice as headings, paragraphs and tables (its accessible HTML version). */
export function invoiceDocument(view: TInvoiceView): TAccessibleDocument {
  const [issuerName = null] = view.issuerLines;
  const blocks: TDocumentBlock[] = [
    { kind: 'heading', level: 1, text: view.title },
    ...(view.draftMention ? [{ kind: 'paragraph', text: view.draftMention, tone: 'strong' } as const] : []),
    ...view.dateLines.map((text): TDocumentBlock => ({ kind: 'paragraph', text })),
    { kind: 'heading', level: 2, text: 'Émetteur' },
    ...(view.issuerLines.length === 0
      ? [{ kind: 'paragraph', text: ISSUER_PENDING_TEXT, tone: 'small' } as const]
      : view.issuerLines.map(
          (text, index): TDocumentBlock => ({
            kind: 'paragraph',
            text,
            ...(index === 0 ? { tone: 'strong' } : {}),
          }),
        )),
    { kind: 'heading', level: 2, text: view.clientLabel },
    { kind: 'paragraph', text: view.clientName, tone: 'strong' },
    { kind: 'paragraph', text: view.clientAddress },
    { kind: 'heading', level: 2, text: 'Détail' },
    {
      kind: 'table',
      caption: `Lignes de ${view.title}`,
      columns: INVOICE_LINE_COLUMNS.map((label, index) => ({ label, numeric: index > 0 })),
      rows: view.lines.map((line) => [
        line.description,
        line.quantity,
        line.unitPrice,
        line.vatRate,
        line.net,
      ]),
    },
    {
      kind: 'table',
      caption: 'TVA par taux',
      columns: INVOICE_VAT_COLUMNS.map((label, index) => ({ label, numeric: index > 0 })),
      rows: view.vatRows.map((row) => [row.rate, row.net, row.vat]),
    },
    {
      kind: 'table',
      caption: 'Totaux',
      columns: [{ label: 'Total' }, { label: 'Montant', numeric: true }],
      rows: view.totals.map((total) => [total.label, total.amount]),
    },
    { kind: 'heading', level: 2, text: 'Mentions' },
    ...view.mentions.map((text): TDocumentBlock => ({ kind: 'paragraph', text })),
    { kind: 'paragraph', text: view.footer, tone: 'small' },
  ];
  return { title: view.title, lang: 'fr-FR', author: issuerName, blocks };
}
