import { paymentMeansText } from '#domain/directory/professionals/fee-text.ts';
import { formatEuros } from '#domain/directory/professionals/money.ts';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import {
  consultationModeLabel,
  type TConsultationMode,
  type TProfessionalType,
} from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { professionNouns, type TFeeAgreementTemplate } from './fee-agreement-template';

export const QUOTE_FEE_TEXT = 'Honoraires sur devis, communiqués avant toute prestation';

/** The fee an agreement is about: an amount in cents, or « sur devis ». */
export const ZAgreementFee = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('amount'), cents: z.number().int().positive(), label: z.string() }),
  z.object({ kind: z.literal('quote'), label: z.string() }),
]);
export type TAgreementFee = z.infer<typeof ZAgreementFee>;

/**
 * The fee of this booking when it calls for a fee agreement, else null: a free first consultation, or a
 * case for which the professional stated no fee, is booked without one.
 */
export function agreementFeeOf(
  fees: TProfessionalFees | null,
  isFirstConsultation: boolean,
): TAgreementFee | null {
  if (!fees) return null;
  const fee = isFirstConsultation ? fees.firstConsultation : fees.followUp;
  const label = isFirstConsultation ? 'Première consultation' : 'Consultation de suivi';
  if (!fee || fee.kind === 'free') return null;
  if (fee.kind === 'quote') return { kind: 'quote', label };
  return fee.cents > 0 ? { kind: 'amount', cents: fee.cents, label } : null;
}

export function needsFeeAgreement(fees: TProfessionalFees | null, isFirstConsultation: boolean): boolean {
  return agreementFeeOf(fees, isFirstConsultation) !== null;
}

/** « Première consultation : 120 € TTC », « Consultation de suivi : honoraires sur devis, … ». */
export function agreementFeeText(fee: TAgreementFee): string {
  return fee.kind === 'amount'
    ? `${fee.label}\u00a0: ${formatEuros(fee.cents)} TTC`
    : `${fee.label}\u00a0: ${QUOTE_FEE_TEXT.charAt(0).toLowerCase()}${QUOTE_FEE_TEXT.slice(1)}`;
}

const ZParty = z.object({ name: z.string(), lines: z.array(z.string()) });

/** What an agreement says, frozen when the client accepts it (the `fee_agreements.content` column). */
export const ZFeeAgreementContent = z.object({
  title: z.string(),
  professional: ZParty,
  client: ZParty,
  appointment: z.object({ dateText: z.string(), modeText: z.string() }),
  fee: ZAgreementFee,
  feeText: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  mediator: z.object({ name: z.string(), address: z.string(), website: z.string() }),
});
export type TFeeAgreementContent = z.infer<typeof ZFeeAgreementContent>;

export type TFeeAgreementInput = {
  professional: {
    firstName: string;
    lastName: string;
    practice: string | null;
    barNumber: string | null;
    address: string;
    email: string | null;
    phone: string;
    /** The profession, which the agreement's words follow (an avocat when not given). */
    professionalType?: TProfessionalType;
  };
  /** Null in the preview shown before booking. */
  client: { firstName: string; lastName: string; email: string } | null;
  appointment: { start: Date; mode: TConsultationMode } | null;
  fee: TAgreementFee;
  paymentMeans: TProfessionalFees['paymentMeans'];
  template: TFeeAgreementTemplate;
};

const PARIS_DATE_TIME = frenchDateFormat({
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** « mardi 24 novembre 2026 à 10:00 » (Europe/Paris). */
export function parisDateTimeText(date: Date): string {
  return PARIS_DATE_TIME.format(date);
}

const nonEmpty = (lines: (string | null | undefined)[]): string[] =>
  lines.map((line) => line?.trim() ?? '').filter((line) => line !== '');

/** The agreement's content for one booking: parties, appointment, fee, then the professional's terms. */
export function renderFeeAgreement(input: TFeeAgreementInput): TFeeAgreementContent {
  const { professional, client, template } = input;
  const professionalName = professionalDisplayName(professional.firstName, professional.lastName);
  const feeText = agreementFeeText(input.fee);
  const means = paymentMeansText(input.paymentMeans);
  const paymentBody = nonEmpty([
    template.paymentTerms,
    means ? `Moyens de paiement acceptés\u00a0: ${means}.` : null,
  ]).join('\n');
  const mediatorLines = nonEmpty([
    template.mediatorName,
    template.mediatorAddress,
    template.mediatorWebsite,
  ]).join('\n');
  return {
    title: "Convention d'honoraires",
    professional: {
      name: professionalName,
      lines: nonEmpty([
        professional.practice,
        professional.barNumber ? `N° d'inscription\u00a0: ${professional.barNumber}` : null,
        professional.address,
        professional.email,
        professional.phone,
      ]),
    },
    client: client
      ? { name: `${client.firstName} ${client.lastName}`.trim(), lines: nonEmpty([client.email]) }
      : { name: 'Le client', lines: ['Identité reprise lors de la réservation'] },
    appointment: {
      dateText: input.appointment
        ? parisDateTimeText(input.appointment.start)
        : 'Date choisie lors de la réservation',
      modeText: input.appointment
        ? consultationModeLabel(input.appointment.mode)
        : 'Mode choisi lors de la réservation',
    },
    fee: input.fee,
    feeText,
    sections: [
      {
        heading: 'Honoraires',
        body: input.fee.kind === 'amount' ? feeText : `${input.fee.label}\u00a0: ${QUOTE_FEE_TEXT}.`,
      },
      { heading: 'Conditions', body: template.terms },
      { heading: 'Modalités de paiement', body: paymentBody },
      {
        heading: 'Médiation de la consommation',
        body: `En cas de litige, le client consommateur peut, après une réclamation écrite adressée ${professionNouns(professional.professionalType ?? 'avocat').toThe}, saisir gratuitement le médiateur de la consommation\u00a0:\n${mediatorLines}`,
      },
    ],
    mediator: {
      name: template.mediatorName,
      address: template.mediatorAddress,
      website: template.mediatorWebsite,
    },
  };
}
