// What a professional's invoices must say about the issuer (Code de commerce R123-237, CGI art. 242
// nonies A): SIRET, and either an intra-community VAT number or the franchise mention.

import {
  compactIdentifier,
  isValidFrenchVatNumber,
  ZSiret,
} from '#domain/kernel/vocabulary/company-identifiers.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import type { TConsumerMediator } from './consumer-mediator';

export {
  compactIdentifier,
  isValidFrenchVatNumber,
  isValidSiret,
  VAT_EXEMPTION_MENTION,
} from '#domain/kernel/vocabulary/company-identifiers.ts';

import { formatError } from '#domain/kernel/format-messages.ts';

export const MAX_REMINDER_DELAYS = 3;
export const MAX_REMINDER_DELAY_DAYS = 90;

export const ZBillingSettings = z.strictObject({
  siret: ZSiret,
  /** Null: franchise en base de TVA (the invoices say « TVA non applicable, art. 293 B du CGI »). */
  vatNumber: z
    .string()
    .transform(compactIdentifier)
    .refine((vatNumber) => vatNumber !== '', {
      error: 'Indiquez votre numéro de TVA, ou choisissez la franchise en base de TVA si vous n’en avez pas',
      abort: true,
    })
    .refine(isValidFrenchVatNumber, formatError('Numéro de TVA intracommunautaire invalide', 'vatNumber'))
    .nullable(),
  /** The hourly rate that turns a case's work sessions into invoice lines (HT). */
  hourlyRateCents: z
    .number({ error: 'Taux horaire invalide' })
    .int('Taux horaire invalide')
    .min(1, 'Le taux horaire doit être positif')
    .max(10_000_000, 'Taux horaire trop élevé')
    .nullable(),
  /** Days after the due date at which an unpaid invoice is reminded by e-mail, each at most once. */
  reminderDelaysDays: z
    .array(
      z
        .number({ error: 'Délai invalide' })
        .int('Délai invalide')
        .min(1, 'Un délai de relance est d’au moins 1 jour')
        .max(MAX_REMINDER_DELAY_DAYS, `Un délai de relance est de ${MAX_REMINDER_DELAY_DAYS} jours au plus`),
    )
    .max(MAX_REMINDER_DELAYS, `${MAX_REMINDER_DELAYS} relances automatiques au plus`)
    .refine((days) => new Set(days).size === days.length, 'Deux relances au même délai')
    .transform((days) => [...days].sort((a, b) => a - b)),
});
export type TBillingSettings = z.output<typeof ZBillingSettings>;
export type TBillingSettingsInput = z.input<typeof ZBillingSettings>;

export const ZBillingSettingsResponse = z.object({
  billing: z
    .object({
      siret: z.string(),
      vatNumber: z.string().nullable(),
      hourlyRateCents: z.number().int().nullable(),
      reminderDelaysDays: z.array(z.number().int()),
    })
    .nullable(),
});

/** Who issued an invoice, frozen on the invoice when it is issued (the mentions must not move afterwards). */
export type TInvoiceIssuer = {
  /** « Maître Sophie Martin ». */
  name: string;
  /** « Avocate au barreau de Paris » (professionalTitleLine), and the practice's name. */
  title: string;
  practice: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  siret: string;
  vatNumber: string | null;
  email: string | null;
  phone: string;
  /**
   * The profession's consumer mediator, cited on invoices to consumers. Absent from the invoices issued
   * before it was frozen here: those keep the mentions they were issued with (invoice-mentions.ts).
   */
  consumerMediator?: TConsumerMediator;
  /** On the firm's invoices (ADR 0062): the lawyer whose work is billed, named under the firm. */
  lawyer?: string;
};
