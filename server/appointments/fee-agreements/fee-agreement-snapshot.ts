import {
  agreementFeeOf,
  renderFeeAgreement,
  type TAgreementFee,
  type TFeeAgreementContent,
} from '#domain/appointments/fee-agreements/fee-agreement-content.ts';
import { readFeeAgreementTemplate } from '#domain/appointments/fee-agreements/fee-agreement-template.ts';
import { readProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import type { professionals, users } from '#server/db/schema/index.ts';
import { professionalAddress } from '../booking/appointment-queries';

type TProfessionalRow = typeof professionals.$inferSelect;

/**
 * The agreement a booking of this professional calls for, with the template they have now, or null when
 * the booking needs none (a free first consultation, no fee stated for the case).
 */
export function feeAgreementFor(
  professional: TProfessionalRow,
  client: Pick<typeof users.$inferSelect, 'firstName' | 'lastName' | 'email'> | null,
  booking:
    | { isFirstConsultation: boolean; start: Date; mode: TConsultationMode }
    | { isFirstConsultation: boolean },
): { content: TFeeAgreementContent; fee: TAgreementFee } | null {
  const fees = readProfessionalFees(professional.fees);
  const fee = agreementFeeOf(fees, booking.isFirstConsultation);
  if (!fee || !fees) return null;
  const content = renderFeeAgreement({
    professional: {
      firstName: professional.firstName,
      lastName: professional.lastName,
      practice: professional.practice,
      barNumber: professional.barNumber,
      address: professionalAddress(professional),
      email: professional.email,
      phone: professional.phone,
      professionalType: professional.professionalType,
    },
    client,
    appointment: 'start' in booking ? { start: booking.start, mode: booking.mode } : null,
    fee,
    paymentMeans: fees.paymentMeans,
    template: readFeeAgreementTemplate(professional.feeAgreementTemplate, professional.professionalType)
      .template,
  });
  return { content, fee };
}

/** « convention-honoraires-rdv-42.pdf ». */
export function feeAgreementFileName(appointmentId: number): string {
  return `convention-honoraires-rdv-${appointmentId}.pdf`;
}
