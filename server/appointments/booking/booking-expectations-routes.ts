import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBookingExpectations } from '#domain/appointments/booking/booking-expectations.ts';
import {
  RECENT_DECISIONS_COUNTED,
  responseDelayText,
  typicalResponseDelay,
} from '#domain/appointments/booking/response-delay.ts';
import { ZFeeAgreementContent } from '#domain/appointments/fee-agreements/fee-agreement-content.ts';
import { ZProfessionalIdParams } from '#domain/directory/professionals/profile-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { CONSULTATION_MODE_VALUES } from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import type { TDatabase } from '#server/db/database.ts';
import { appointments, professionals } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { FEE_AGREEMENT_NOT_FOUND } from '../fee-agreements/fee-agreement-routes';
import { feeAgreementFor } from '../fee-agreements/fee-agreement-snapshot';
import { PROFESSIONAL_UNKNOWN_MESSAGE } from './find-bookable-slot';

/** Delays (ms) between the professional's last decided requests and their answers, newest first. */
export async function recentDecisionDelays(db: TDatabase, professionalId: number): Promise<number[]> {
  const rows = await db
    .select({ createdAt: appointments.createdAt, decidedAt: appointments.decidedAt })
    .from(appointments)
    .where(and(eq(appointments.professionalId, professionalId), isNotNull(appointments.decidedAt)))
    .orderBy(desc(appointments.decidedAt))
    .limit(RECENT_DECISIONS_COUNTED);
  return rows.flatMap((row) => (row.decidedAt ? [row.decidedAt.getTime() - row.createdAt.getTime()] : []));
}

const ZPreviewQuery = z.strictObject({
  first: z.enum(['true', 'false']).default('true'),
  mode: z.enum(CONSULTATION_MODE_VALUES).optional(),
  start: z.iso.datetime({ offset: true }).optional(),
});

export function registerBookingExpectationsRoutes(app: FastifyInstance, deps: TAppDeps): void {
  // The agreement shown in the booking's sheet, as text (the PDF of the same content stays a download).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/professionals/:id/fee-agreement-preview.json',
    {
      schema: {
        params: ZProfessionalIdParams,
        querystring: ZPreviewQuery,
        response: { 200: ZFeeAgreementContent },
      },
    },
    async (request) => {
      const [professional] = await deps.db
        .select()
        .from(professionals)
        .where(and(eq(professionals.id, request.params.id), eq(professionals.isPublic, true)));
      const { first, mode, start } = request.query;
      const agreement = professional
        ? feeAgreementFor(
            professional,
            null,
            mode && start
              ? { isFirstConsultation: first === 'true', mode, start: new Date(start) }
              : { isFirstConsultation: first === 'true' },
          )
        : null;
      if (!agreement) throw new AppError('NOT_FOUND', { message: FEE_AGREEMENT_NOT_FOUND });
      return agreement.content;
    },
  );

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/professionals/:id/booking-expectations',
      { schema: { params: ZProfessionalIdParams, response: { 200: ZBookingExpectations } } },
      async (request) => {
        const [professional] = await deps.db
          .select({
            id: professionals.id,
            autoConfirm: professionals.autoConfirm,
            acceptsOnlineBooking: professionals.acceptsOnlineBooking,
          })
          .from(professionals)
          .where(and(eq(professionals.id, request.params.id), eq(professionals.isPublic, true)));
        if (!professional?.acceptsOnlineBooking) {
          throw new AppError('NOT_FOUND', { message: PROFESSIONAL_UNKNOWN_MESSAGE });
        }
        if (professional.autoConfirm) {
          return {
            confirmation: 'automatic' as const,
            typicalResponseDelayMs: null,
            responseDelayText: null,
          };
        }
        const delay = typicalResponseDelay(await recentDecisionDelays(deps.db, professional.id));
        return {
          confirmation: 'manual' as const,
          typicalResponseDelayMs: delay,
          responseDelayText: delay === null ? null : responseDelayText(delay),
        };
      },
    );
}
