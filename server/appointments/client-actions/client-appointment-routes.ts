import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { effectiveAppointmentStatus } from '#domain/appointments/booking/appointment-status.ts';
import {
  ZAppointmentIdParams,
  ZCancelAppointmentRequest,
  ZClientAppointment,
  ZClientAppointmentsResponse,
  ZRescheduleAppointmentRequest,
} from '#domain/appointments/booking/booking-schemas.ts';
import { appointmentChangeAllowance } from '#domain/appointments/booking/change-window.ts';
import { ZClientSummary } from '#domain/identity/client-account/client-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { appointments, clientDocuments, feeAgreements, professionals } from '#server/db/schema/index.ts';
import { requireAccount } from '#server/identity/index.ts';
import {
  appointmentNoticeFacts,
  notifyAppointmentEvent,
  professionalWantsEmail,
  unreadNotificationCount,
} from '#server/messaging/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { enqueueEmails } from '#server/platform/email/outbox.ts';
import {
  cancellationEmail,
  cancelReminder,
  professionalEmail,
  sendConfirmedEmails,
} from '../booking/appointment-emails';
import {
  appointmentForEmail,
  findClientAppointment,
  toClientAppointment,
} from '../booking/appointment-queries';
import { findBookableSlot, isOverlapViolation } from '../booking/find-bookable-slot';
import { sendDueRefunds, settlePaymentOnCancel } from '../online-payments/refunds';
import { reviewsOfAppointments } from '../reviews/review-store';
import { newVideoRoom, videoServiceOf } from '../video-consultations/video-rooms';
import { registerBookingCheckRoutes } from './booking-check-routes';

const NOT_FOUND_MESSAGE = 'Rendez-vous introuvable.';

export function registerClientAppointmentRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerBookingCheckRoutes(app, deps);

  api.get(
    '/api/client/appointments',
    { schema: { response: { 200: ZClientAppointmentsResponse } } },
    async (request) => {
      const client = await requireAccount(deps, request, 'client');
      const now = deps.clock.now();
      const rows = await deps.db
        .select({
          appointment: appointments,
          professional: professionals,
          feeAgreementId: feeAgreements.id,
        })
        .from(appointments)
        .innerJoin(professionals, eq(professionals.id, appointments.professionalId))
        .leftJoin(feeAgreements, eq(feeAgreements.appointmentId, appointments.id))
        .where(eq(appointments.clientUserId, client.id))
        .orderBy(asc(appointments.startsAt));
      const reviews = await reviewsOfAppointments(
        deps.db,
        rows.map((row) => row.appointment.id),
      );
      const all = rows.map((row) =>
        toClientAppointment(
          row.appointment,
          row.professional,
          now,
          row.feeAgreementId !== null,
          videoServiceOf(deps.config),
          reviews.get(row.appointment.id) ?? null,
        ),
      );
      return {
        upcoming: all.filter((a) => new Date(a.end) > now && a.status !== 'cancelled'),
        past: all.filter((a) => !(new Date(a.end) > now && a.status !== 'cancelled')).reverse(),
      };
    },
  );

  api.get('/api/client/summary', { schema: { response: { 200: ZClientSummary } } }, async (request) => {
    const client = await requireAccount(deps, request, 'client');
    const now = deps.clock.now();
    const nowIso = now.toISOString();
    const [upcoming] = await deps.db
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.clientUserId, client.id),
          gt(appointments.endsAt, sql`${nowIso}::timestamptz`),
          inArray(appointments.status, ['pending', 'confirmed']),
        ),
      );
    const [past] = await deps.db
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.clientUserId, client.id),
          lte(appointments.endsAt, sql`${nowIso}::timestamptz`),
          inArray(appointments.status, ['confirmed', 'completed']),
        ),
      );
    const [documents] = await deps.db
      .select({ n: count() })
      .from(clientDocuments)
      .where(eq(clientDocuments.clientUserId, client.id));
    return {
      upcomingCount: upcoming?.n ?? 0,
      pastCount: past?.n ?? 0,
      documentCount: documents?.n ?? 0,
      // What the bell counts: unread notifications.
      notificationCount: await unreadNotificationCount(deps.db, client.id),
    };
  });

  api.post(
    '/api/client/appointments/:id/cancel',
    {
      schema: {
        params: ZAppointmentIdParams,
        body: ZCancelAppointmentRequest,
        response: { 200: ZClientAppointment },
      },
    },
    async (request) => {
      const client = await requireAccount(deps, request, 'client');
      const now = deps.clock.now();
      const found = await findClientAppointment(deps.db, request.params.id, client.id);
      if (!found) throw new AppError('NOT_FOUND', { message: NOT_FOUND_MESSAGE });
      assertChangeAllowed(found.appointment, now);
      const reason = request.body.reason?.trim() || null;
      let refundRequested = false;
      const updated = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(appointments)
          .set({
            status: 'cancelled',
            cancelledAt: now,
            cancelledBy: 'client',
            cancellationReason: reason,
            updatedAt: now,
          })
          .where(
            and(
              eq(appointments.id, found.appointment.id),
              inArray(appointments.status, ['pending', 'confirmed']),
            ),
          )
          .returning();
        if (!row) throw new AppError('INVALID_STATE', { message: 'Ce rendez-vous est déjà annulé.' });
        const forEmail = appointmentForEmail(
          videoServiceOf(deps.config),
          row,
          found.professional,
          found.client,
          1,
        );
        const send = { db: tx, config: deps.config, now };
        await cancelReminder(send.db, row.id);
        // Only a booking paid (or held) online has anything to settle: no statement for the others.
        const refund = row.paymentStatus ? await settlePaymentOnCancel(send.db, row.id, now) : null;
        refundRequested = refund !== null;
        const proWantsEmail = await professionalWantsEmail(
          send.db,
          found.professional,
          'appointment_cancelled',
        );
        await enqueueEmails(
          send.db,
          [
            cancellationEmail(deps.config, forEmail, refund ? [refund] : []),
            ...(proWantsEmail
              ? professionalEmail(
                  deps.config,
                  forEmail,
                  'cancelled',
                  reason ? `Motif indiqué par le client\u00a0: ${reason}` : undefined,
                )
              : []),
          ],
          Boolean(deps.config.smtpUrl),
        );
        await notifyAppointmentEvent(
          send.db,
          'cancelled_by_client',
          appointmentNoticeFacts(row, found.professional, found.client),
        );
        return row;
      });
      await professionalsChanged(deps.db, [found.professional.id], now);
      // Sent at once when there is one; the online payments job retries it on failure.
      if (refundRequested) await sendDueRefunds(deps, { appointmentId: updated.id }).catch(() => 0);
      return toClientAppointment(
        updated,
        found.professional,
        now,
        found.feeAgreementId !== null,
        videoServiceOf(deps.config),
      );
    },
  );

  api.post(
    '/api/client/appointments/:id/reschedule',
    {
      schema: {
        params: ZAppointmentIdParams,
        body: ZRescheduleAppointmentRequest,
        response: { 200: ZClientAppointment },
      },
    },
    async (request) => {
      const client = await requireAccount(deps, request, 'client');
      const now = deps.clock.now();
      const found = await findClientAppointment(deps.db, request.params.id, client.id);
      if (!found) throw new AppError('NOT_FOUND', { message: NOT_FOUND_MESSAGE });
      assertChangeAllowed(found.appointment, now);
      const mode = request.body.mode ?? found.appointment.mode;
      const slot = await findBookableSlot(
        deps.db,
        found.professional,
        new Date(request.body.start),
        mode,
        now,
        {
          ignoreAppointmentId: found.appointment.id,
        },
      );
      const updated = await deps.db
        .transaction(async (tx) => {
          const [row] = await tx
            .update(appointments)
            .set({
              startsAt: slot.start,
              endsAt: slot.end,
              mode,
              // A room once given stays the room of this appointment, whatever its mode becomes.
              videoRoom:
                mode === 'visio'
                  ? (found.appointment.videoRoom ?? newVideoRoom())
                  : found.appointment.videoRoom,
              updatedAt: now,
            })
            .where(
              and(
                eq(appointments.id, found.appointment.id),
                inArray(appointments.status, ['pending', 'confirmed']),
              ),
            )
            .returning();
          if (!row) throw new AppError('INVALID_STATE');
          const forEmail = appointmentForEmail(
            videoServiceOf(deps.config),
            row,
            found.professional,
            found.client,
            1,
          );
          const send = { db: tx, config: deps.config, now };
          // A pending request has no invitation nor reminder yet: they come with the acceptance.
          const notice = (await professionalWantsEmail(
            send.db,
            found.professional,
            'appointment_rescheduled',
          ))
            ? professionalEmail(deps.config, forEmail, 'moved')
            : [];
          if (row.status === 'confirmed') await sendConfirmedEmails(send, forEmail, false, notice);
          else await enqueueEmails(send.db, notice, Boolean(deps.config.smtpUrl));
          await notifyAppointmentEvent(
            send.db,
            'moved_by_client',
            appointmentNoticeFacts(row, found.professional, found.client),
          );
          return row;
        })
        .catch((error: unknown) => {
          if (isOverlapViolation(error)) throw new AppError('SLOT_TAKEN');
          throw error;
        });
      await professionalsChanged(deps.db, [found.professional.id], now);
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

function assertChangeAllowed(appointment: typeof appointments.$inferSelect, now: Date): void {
  const status = effectiveAppointmentStatus(appointment.status, appointment.endsAt, now);
  const allowance = appointmentChangeAllowance({ status, start: appointment.startsAt }, now);
  if (!allowance.allowed) {
    throw status === 'cancelled' || status === 'completed'
      ? new AppError('INVALID_STATE', { message: allowance.reason })
      : new AppError('CHANGE_WINDOW_CLOSED', { message: allowance.reason });
  }
}
