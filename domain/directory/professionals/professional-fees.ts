import { z } from '#domain/kernel/zod-fr.ts';
import { PAYMENT_MEANS } from './fee-text';

/** 1 € to 10 000 €: a fee outside this range is a typing mistake. */
export const MIN_FEE_CENTS = 100;
export const MAX_FEE_CENTS = 1_000_000;
const FEE_RANGE_MESSAGE = 'Indiquez un montant entre 1 € et 10 000 €';

const ZFeeCents = z
  .number({ error: 'Indiquez un montant en euros' })
  .int('Indiquez un montant en euros, au centime près')
  .min(MIN_FEE_CENTS, FEE_RANGE_MESSAGE)
  .max(MAX_FEE_CENTS, FEE_RANGE_MESSAGE);

/** A fee as the professional states it: an amount in cents, or « sur devis ». */
export const ZFeeAmount = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('amount'), cents: ZFeeCents }),
  z.object({ kind: z.literal('quote') }),
]);
export type TFeeAmount = z.infer<typeof ZFeeAmount>;

/** The first consultation may also be free (« première consultation gratuite »). */
export const ZFirstConsultationFee = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('free') }),
  z.object({ kind: z.literal('amount'), cents: ZFeeCents }),
  z.object({ kind: z.literal('quote') }),
]);
export type TFirstConsultationFee = z.infer<typeof ZFirstConsultationFee>;

/**
 * Unknown keys are dropped (plain objects, not strict): what is stored is always the parsed value.
 *
 * The fees a professional entered in « Ma fiche pro » (null in the database until they do: nothing
 * is shown, and the profile is not public, until then). `followUp` and `urgent` are null when the
 * professional states no such fee. Aide juridictionnelle stays the `accepts_legal_aid` column because
 * search filters on it.
 */
export const ZProfessionalFees = z.object({
  firstConsultation: ZFirstConsultationFee,
  followUp: ZFeeAmount.nullable(),
  urgent: ZFeeAmount.nullable(),
  legalInsuranceAccepted: z.boolean(),
  paymentMeans: z
    .array(z.enum(PAYMENT_MEANS, { error: 'Moyen de paiement inconnu' }))
    .max(PAYMENT_MEANS.length)
    .refine((values) => new Set(values).size === values.length, 'Moyen de paiement en double'),
  paymentFacilities: z.boolean(),
});
export type TProfessionalFees = z.infer<typeof ZProfessionalFees>;

/**
 * What « Ma fiche pro » edits and answers: the fees plus the aide juridictionnelle answer, entered
 * together (the answer is stored in `accepts_legal_aid`, which the search filter reads).
 */
export const ZStatedFees = ZProfessionalFees.extend({ acceptsLegalAid: z.boolean() });
export type TStatedFees = z.infer<typeof ZStatedFees>;

/** Stored fees read back, or null when absent or unreadable: nothing is shown rather than a guess. */
export function readProfessionalFees(value: unknown): TProfessionalFees | null {
  const parsed = ZProfessionalFees.safeParse(value);
  return parsed.success ? parsed.data : null;
}
