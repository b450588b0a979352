import { INVALID_DATE_MESSAGE, INVALID_EMAIL_MESSAGE } from '#domain/kernel/format-messages.ts';
import { ZClientName } from '#domain/kernel/shared-fields.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { ZConsumerMediator } from './consumer-mediator';
import { FRENCH_VAT_RATES_BP, MAX_LINE_QUANTITY_THOUSANDTHS, MAX_UNIT_PRICE_CENTS } from './invoice-amounts';
import { INVOICE_DISPLAY_STATUSES } from './invoice-status';
import { DEFAULT_PAYMENT_TERM_DAYS, MAX_PAYMENT_TERM_DAYS } from './invoice-terms';

export const MAX_INVOICE_LINES = 100;

export const ZInvoiceLine = z.object({
  description: z
    .string({ error: 'La désignation est requise' })
    .trim()
    .min(1, 'La désignation est requise')
    .max(300, 'La désignation ne doit pas dépasser 300 caractères'),
  quantityThousandths: z
    .number({ error: 'Quantité invalide' })
    .int('Quantité invalide')
    .min(1, 'La quantité doit être positive')
    .max(MAX_LINE_QUANTITY_THOUSANDTHS, 'Quantité trop grande'),
  unitPriceCents: z
    .number({ error: 'Prix invalide' })
    .int('Prix invalide')
    .min(0, 'Le prix ne peut pas être négatif')
    .max(MAX_UNIT_PRICE_CENTS, 'Prix unitaire trop élevé (1 000 000 € au plus)'),
  vatRateBp: z.literal(FRENCH_VAT_RATES_BP, { error: 'Ce taux de TVA n’existe pas en France' }),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZCreateInvoiceRequest = z.strictObject({
  clientName: ZClientName,
  clientAddress: z
    .string({ error: "L'adresse du client est requise" })
    .trim()
    .min(1, "L'adresse du client est requise")
    .max(500, "L'adresse ne doit pas dépasser 500 caractères"),
  clientIsBusiness: z.boolean().default(false),
  clientContactId: z.number().int().positive().nullable().optional(),
  /** Reminders are e-mailed there. */
  clientEmail: z.email(INVALID_EMAIL_MESSAGE).max(254, 'Adresse e-mail trop longue').nullable().optional(),
  /** The appointment or case the invoice bills (their client's account then sees it in their space). */
  appointmentId: z.number().int().positive().nullable().optional(),
  caseId: z.number().int().positive().nullable().optional(),
  /** The case's work sessions this invoice bills (proposed by « Facturer » on a case). */
  workSessionIds: z.array(z.number().int().positive()).max(1000, '1 000 séances au plus').optional(),
  paymentTermDays: z
    .number()
    .int()
    .min(0, 'Délai de paiement invalide')
    .max(MAX_PAYMENT_TERM_DAYS, `Le délai de paiement ne peut dépasser ${MAX_PAYMENT_TERM_DAYS} jours`)
    .default(DEFAULT_PAYMENT_TERM_DAYS),
  lines: z
    .array(ZInvoiceLine)
    .min(1, 'Une facture porte au moins une ligne')
    .max(MAX_INVOICE_LINES, `${MAX_INVOICE_LINES} lignes au plus`),
});
export type TCreateInvoiceRequest = z.input<typeof ZCreateInvoiceRequest>;
export type TCreateInvoiceValues = z.output<typeof ZCreateInvoiceRequest>;

export const ZInvoiceIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const ZInvoiceIssuer = z.object({
  name: z.string(),
  title: z.string(),
  practice: z.string(),
  streetAddress: z.string(),
  postalCode: z.string(),
  city: z.string(),
  siret: z.string(),
  vatNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  consumerMediator: ZConsumerMediator.optional(),
  /** On the firm's invoices (ADR 0062): the lawyer whose work is billed, « Maître … , Avocate au barreau de … ». */
  lawyer: z.string().optional(),
});

export const ZInvoice = z.object({
  id: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  status: z.enum(['draft', 'issued']),
  displayStatus: z.enum(INVOICE_DISPLAY_STATUSES),
  /** « F-000042 » once issued. */
  number: z.string().nullable(),
  /** Issued by the firm, in its one sequence (ADR 0062), rather than by the lawyer in their own name. */
  byFirm: z.boolean(),
  /** The lawyer whose work it bills (« Maître Sophie Martin »). */
  lawyerName: z.string(),
  /** For a credit note: the invoice it cancels, all or part. */
  creditedInvoiceId: z.number().int().nullable(),
  creditedInvoiceNumber: z.string().nullable(),
  clientName: z.string(),
  clientAddress: z.string(),
  clientIsBusiness: z.boolean(),
  clientEmail: z.string().nullable(),
  clientContactId: z.number().int().nullable(),
  /** The client has an account: the invoice is in their space. */
  clientHasAccount: z.boolean(),
  appointmentId: z.number().int().nullable(),
  caseId: z.number().int().nullable(),
  workSessionIds: z.array(z.number().int()),
  issuer: ZInvoiceIssuer.nullable(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  paymentTermDays: z.number().int(),
  lines: z.array(ZInvoiceLine),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  vatBreakdown: z.array(
    z.object({ vatRateBp: z.number().int(), netCents: z.number().int(), vatCents: z.number().int() }),
  ),
  /** Issued credit notes of this invoice (0 for a credit note). */
  creditedCents: z.number().int(),
  paidCents: z.number().int(),
  outstandingCents: z.number().int(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoiceResponse = z.object({ invoice: ZInvoice });

/**
 * « Émettre » asks with the number it announced: issuing refuses (409) when the next number is no longer
 * that one, so that what the professional confirmed is what the invoice carries.
 */
export const ZIssueInvoiceRequest = z.strictObject({
  expectedNumber: z
    .string()
    .regex(/^F-\d{6,9}$/, 'Numéro de facture invalide')
    .optional(),
});
export type TIssueInvoiceRequest = z.infer<typeof ZIssueInvoiceRequest>;

/** The draft as it would be issued today (issuer's mentions, dates) and the number it would carry. */
export const ZIssuePreviewResponse = z.object({ invoice: ZInvoice, number: z.string() });
export type TIssuePreview = z.infer<typeof ZIssuePreviewResponse>;

export const ZInvoiceTotals = z.object({
  /** Invoices issued in the list (credit notes deducted), TTC. */
  invoicedCents: z.number().int(),
  paidCents: z.number().int(),
  outstandingCents: z.number().int(),
  overdueCents: z.number().int(),
});
export const ZInvoicesResponse = z.object({ invoices: z.array(ZInvoice), totals: ZInvoiceTotals });

const ZCivilDate = z.iso.date(INVALID_DATE_MESSAGE);

/**
 * `view=firm`, « Tout le cabinet » (ADR 0062, amended): the invoices of every lawyer of the firm — the firm's
 * own and each member lawyer's in their own name —, for associates and the accountant only. Left out: the
 * lawyer's own (or the one the accountant works for) and the firm's invoices their role reaches.
 */
export const INVOICE_VIEWS = ['firm'] as const;
export type TInvoiceView = (typeof INVOICE_VIEWS)[number];
export const ZInvoiceView = z.enum(INVOICE_VIEWS, { error: 'Vue inconnue' });

export const ZInvoiceListQuery = z.object({
  view: ZInvoiceView.optional(),
  /** Issue dates from / to (inclusive); drafts are listed whatever the period. */
  from: ZCivilDate.optional(),
  to: ZCivilDate.optional(),
  status: z.enum(INVOICE_DISPLAY_STATUSES).optional(),
  contactId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
});
export type TInvoiceListQuery = z.infer<typeof ZInvoiceListQuery>;

export const RECORDED_PAYMENT_MEANS = ['carte', 'cheque', 'especes', 'virement', 'en_ligne'] as const;
export const RECORDED_PAYMENT_MEAN_LABELS: Record<(typeof RECORDED_PAYMENT_MEANS)[number], string> = {
  carte: 'Carte bancaire',
  cheque: 'Chèque',
  especes: 'Espèces',
  virement: 'Virement',
  en_ligne: 'Paiement en ligne',
};

export const ZRecordPaymentRequest = z.strictObject({
  paidOn: ZCivilDate,
  amountCents: z
    .number({ error: 'Montant invalide' })
    .int('Montant invalide')
    .min(1, 'Le montant doit être positif')
    .max(10_000_000_000, 'Montant trop élevé'),
  means: z.enum(RECORDED_PAYMENT_MEANS, { error: 'Moyen de paiement inconnu' }),
  note: z.string().trim().max(300, 'La note ne doit pas dépasser 300 caractères').nullable().optional(),
});
export type TRecordPaymentRequest = z.input<typeof ZRecordPaymentRequest>;

export const ZInvoicePayment = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  paidOn: z.string(),
  amountCents: z.number().int(),
  means: z.enum(RECORDED_PAYMENT_MEANS),
  note: z.string().nullable(),
});
export type TInvoicePayment = z.infer<typeof ZInvoicePayment>;

export const ZInvoiceReminder = z.object({
  id: z.number().int(),
  /** Null: sent by hand. */
  delayDays: z.number().int().nullable(),
  sentAt: z.string(),
});

export const ZInvoiceDetailResponse = z.object({
  invoice: ZInvoice,
  payments: z.array(ZInvoicePayment),
  reminders: z.array(ZInvoiceReminder),
  creditNotes: z.array(ZInvoice),
});
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetailResponse>;

/** A credit note of the whole invoice, or of the lines given (never more than what is left of it). */
export const ZCreateCreditNoteRequest = z.strictObject({
  lines: z
    .array(ZInvoiceLine)
    .min(1, 'Un avoir porte au moins une ligne')
    .max(MAX_INVOICE_LINES, `${MAX_INVOICE_LINES} lignes au plus`)
    .optional(),
});

export const ZPaymentIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
  paymentId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/** What « Facturer » proposes for an appointment or a case, to be reviewed in « Nouvelle facture ». */
export const ZInvoiceProposalQuery = z
  .object({
    appointmentId: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1)
      .optional(),
    caseId: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1)
      .optional(),
  })
  .refine((query) => (query.appointmentId === undefined) !== (query.caseId === undefined), {
    message: 'Indiquez un rendez-vous ou un dossier',
    path: ['caseId'],
  });

export const ZInvoiceProposalResponse = z.object({
  proposal: z.object({
    clientName: z.string(),
    clientAddress: z.string(),
    clientEmail: z.string().nullable(),
    clientIsBusiness: z.boolean(),
    clientContactId: z.number().int().nullable(),
    appointmentId: z.number().int().nullable(),
    caseId: z.number().int().nullable(),
    workSessionIds: z.array(z.number().int()),
    paymentTermDays: z.number().int(),
    lines: z.array(ZInvoiceLine),
    /** Why some work could not be priced (no hourly rate entered). */
    notice: z.string().nullable(),
  }),
});
export type TInvoiceProposal = z.infer<typeof ZInvoiceProposalResponse>['proposal'];
