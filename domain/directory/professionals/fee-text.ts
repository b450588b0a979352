// The fees as the pages say them, without zod (the schemas are in professional-fees.ts).
import { formatEuros } from './money';
import type { TFeeAmount, TFirstConsultationFee, TProfessionalFees } from './professional-fees';

export const PAYMENT_MEANS = ['carte', 'cheque', 'especes', 'virement'] as const;
export type TPaymentMean = (typeof PAYMENT_MEANS)[number];

export const PAYMENT_MEAN_LABELS: Record<TPaymentMean, string> = {
  carte: 'Carte bancaire',
  cheque: 'Chèque',
  especes: 'Espèces',
  virement: 'Virement',
};

/** « 120 € », « 95,50 € », « Sur devis », « Gratuite ». */
export function feeText(fee: TFirstConsultationFee | TFeeAmount): string {
  if (fee.kind === 'free') return 'Gratuite';
  if (fee.kind === 'quote') return 'Sur devis';
  return formatEuros(fee.cents);
}

/** Payment means in the order of the form, as a French list (« Carte bancaire, Chèque ou Espèces »). */
export function paymentMeansText(means: readonly TPaymentMean[]): string {
  const labels = PAYMENT_MEANS.filter((mean) => means.includes(mean)).map((mean) =>
    PAYMENT_MEAN_LABELS[mean].toLowerCase(),
  );
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} ou ${labels.at(-1)}`;
}

/**
 * The fee the booking is about: the first consultation's for a first consultation, else the
 * follow-up fee when the professional stated one. Null when nothing was stated for that case.
 */
export function bookingFee(
  fees: TProfessionalFees | null,
  isFirstConsultation: boolean,
): { label: string; text: string } | null {
  if (!fees) return null;
  if (isFirstConsultation) return { label: 'Première consultation', text: feeText(fees.firstConsultation) };
  return fees.followUp ? { label: 'Consultation de suivi', text: feeText(fees.followUp) } : null;
}
