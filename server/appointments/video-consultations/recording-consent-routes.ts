import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { effectiveAppointmentStatus } from '#domain/appointments/booking/appointment-status.ts';
import { ZAppointmentIdParams, ZClientAppointment } from '#domain/appointments/booking/booking-schemas.ts';
import {
  nextRecordingConsentState,
  recordingConsentChangeAllowance,
  ZRecordingConsentRequest,
} from '#domain/appointments/video-consultations/recording-consent.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { appointments } from '#server/db/schema/index.ts';
import { requireAccount } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { findClientAppointment, toClientAppointment } from '../booking/appointment-queries';
import { videoServiceOf } from './video-rooms';

/**
 * The client gives or withdraws their consent to the recording of one of their video consultations
 * (ADR 0034). The time is stored on the appointment; the room URL follows it from the next link given.
 */
export function registerRecordingConsentRoutes(app: FastifyInstance, deps: TAppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/client/appointments/:id/recording-consent',
    {
      schema: {
        params: ZAppointmentIdParams,
        body: ZRecordingConsentRequest,
        response: { 200: ZClientAppointment },
      },
    },
    async (request) => {
      const client = await requireAccount(deps, request, 'client');
      const now = deps.clock.now();
      const found = await findClientAppointment(deps.db, request.params.id, client.id);
      // Another person's appointment answers like one that does not exist.
      if (!found) throw new AppError('NOT_FOUND', { message: 'Rendez-vous introuvable.' });
      const { appointment } = found;
      const allowance = recordingConsentChangeAllowance(
        {
          mode: appointment.mode,
          status: effectiveAppointmentStatus(appointment.status, appointment.endsAt, now),
          end: appointment.endsAt,
        },
        now,
      );
      if (!allowance.allowed) throw new AppError('INVALID_STATE', { message: allowance.reason });
      const next = nextRecordingConsentState(
        { givenAt: appointment.recordingConsentAt, withdrawnAt: appointment.recordingConsentWithdrawnAt },
        request.body.consent,
        now,
      );
      const [updated] = await deps.db
        .update(appointments)
        .set({
          recordingConsentAt: next.givenAt,
          recordingConsentWithdrawnAt: next.withdrawnAt,
          updatedAt: now,
        })
        .where(
          and(
            eq(appointments.id, appointment.id),
            eq(appointments.clientUserId, client.id),
            eq(appointments.mode, 'visio'),
            inArray(appointments.status, ['pending', 'confirmed']),
          ),
        )
        .returning();
      // Cancelled or moved to another mode between the read and the write.
      if (!updated) throw new AppError('INVALID_STATE');
      return toClientAppointment(
        updated,
        found.professional,
        now,
        found.feeAgreementId !== null,
        videoServiceOf(deps.config),
      );
    },
  );
}
