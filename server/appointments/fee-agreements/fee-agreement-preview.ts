import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { CONSULTATION_MODE_VALUES } from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import type { TDatabase } from '#server/db/database.ts';
import { professionals } from '#server/db/schema/index.ts';
import { feeAgreementFor } from './fee-agreement-snapshot';

export const FEE_AGREEMENT_NOT_FOUND = "Aucune convention d'honoraires pour ce rendez-vous.";

/** The booking a visitor is about to make: first consultation or not, and the chosen slot when there is one. */
export const ZFeeAgreementPreviewQuery = z.strictObject({
  first: z.enum(['true', 'false']).default('true'),
  mode: z.enum(CONSULTATION_MODE_VALUES).optional(),
  start: z.iso.datetime({ offset: true }).optional(),
});
export type TFeeAgreementPreviewQuery = z.infer<typeof ZFeeAgreementPreviewQuery>;

/**
 * What a visitor is asked to accept before booking a public professional: their current template for that
 * booking's fee, without the client's identity. 404 when the professional is not public or the booking
 * would need no agreement. Read by the PDF download and by the booking's sheet alike.
 */
export async function previewFeeAgreement(
  db: TDatabase,
  professionalId: number,
  query: TFeeAgreementPreviewQuery,
) {
  const [professional] = await db
    .select()
    .from(professionals)
    .where(and(eq(professionals.id, professionalId), eq(professionals.isPublic, true)));
  const { first, mode, start } = query;
  const agreement = professional
    ? feeAgreementFor(
        professional,
        null,
        mode && start
          ? { isFirstConsultation: first === 'true', mode, start: new Date(start) }
          : { isFirstConsultation: first === 'true' },
      )
    : null;
  if (!professional || !agreement) throw new AppError('NOT_FOUND', { message: FEE_AGREEMENT_NOT_FOUND });
  return { professional, agreement };
}
