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
import type { TDatabase } from '#server/db/database.ts';
import { appointments, professionals } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { previewFeeAgreement, ZFeeAgreementPreviewQuery } from '../fee-agreements/fee-agreement-preview';
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

export function registerBookingExpectationsRoutes(app: FastifyInstance, deps: TAppDeps): void {
  // The agreement shown in the booking's sheet, as text (the PDF of the same content stays a download).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/professionals/:id/fee-agreement-preview.json',
    {
      schema: {
        params: ZProfessionalIdParams,
        querystring: ZFeeAgreementPreviewQuery,
        response: { 200: ZFeeAgreementContent },
      },
    },
    async (request) => {
      const { agreement } = await previewFeeAgreement(deps.db, request.params.id, request.query);
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
