// What a professional's invoices must say about the issuer (Code de commerce R123-237, CGI art. 242
// nonies A): SIRET, and either an intra-community VAT number or the franchise mention.
import { z } from '#domain/kernel/zod-fr.ts';
import type { TConsumerMediator } from './consumer-mediator';

export const VAT_EXEMPTION_MENTION = 'TVA non applicable, art. 293 B du CGI';

/** SIRET: 14 digits whose Luhn sum is a multiple of 10 (La Poste's establishments excepted, INSEE rule). */
export function isValidSiret(siret: string): boolean {
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith('356000000')) {
    const digitSum = [...siret].reduce((sum, digit) => sum + Number(digit), 0);
    return digitSum % 5 === 0;
  }
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    let digit = Number(siret[13 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What is wrong with a SIRET that is not 14 digits: its length, or a character that is not a digit. */
function siretShapeMessage(siret: string): string {
  if (/\D/.test(siret)) return 'Le SIRET ne contient que des chiffres (14)';
  return `Le SIRET compte 14 chiffres (${siret.length} saisis)`;
}

/** French intra-community VAT number: « FR » + key + SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97. */
export function isValidFrenchVatNumber(vatNumber: string): boolean {
  const match = /^FR(\d{2})(\d{9})$/.exec(vatNumber);
  if (!match) return false;
  const key = Number(match[1]);
  const siren = Number(match[2]);
  return key === (12 + 3 * (siren % 97)) % 97;
}

/** « 123 456 789 00012 » or « FR 12 123456789 » as typed → canonical form. */
export function compactIdentifier(value: string): string {
  return value.replace(/[\s.\u00a0\u202f-]/g, '').toUpperCase();
}

export const MAX_REMINDER_DELAYS = 3;
export const MAX_REMINDER_DELAY_DAYS = 90;

export const ZBillingSettings = z.strictObject({
  siret: z
    .string({ error: 'Le SIRET est requis' })
    .transform(compactIdentifier)
    .refine((siret) => siret !== '', 'Le SIRET est requis')
    .refine((siret) => siret === '' || /^\d{14}$/.test(siret), {
      error: (issue) => siretShapeMessage(String(issue.input)),
      abort: true,
    })
    .refine(
      (siret) => !/^\d{14}$/.test(siret) || isValidSiret(siret),
      'SIRET invalide\u00a0: la clé de contrôle ne correspond pas (vérifiez chacun des 14 chiffres)',
    ),
  /** Null: franchise en base de TVA (the invoices say « TVA non applicable, art. 293 B du CGI »). */
  vatNumber: z
    .string()
    .transform(compactIdentifier)
    .refine((vatNumber) => vatNumber !== '', {
      error: 'Indiquez votre numéro de TVA, ou choisissez la franchise en base de TVA si vous n’en avez pas',
      abort: true,
    })
    .refine(isValidFrenchVatNumber, 'Numéro de TVA intracommunautaire invalide (FR + 11 caractères)')
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
};
