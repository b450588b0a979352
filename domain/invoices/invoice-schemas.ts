import { ZClientName } from '../shared-fields';
import { z } from '../zod-fr';
import { FRENCH_VAT_RATES_BP, MAX_LINE_QUANTITY_THOUSANDTHS, MAX_UNIT_PRICE_CENTS } from './invoice-amounts';
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

export const ZInvoice = z.object({
  id: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  status: z.enum(['draft', 'issued']),
  /** « F-000042 » once issued. */
  number: z.string().nullable(),
  clientName: z.string(),
  clientAddress: z.string(),
  clientIsBusiness: z.boolean(),
  clientContactId: z.number().int().nullable(),
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
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoiceResponse = z.object({ invoice: ZInvoice });
export const ZInvoicesResponse = z.object({ invoices: z.array(ZInvoice) });
