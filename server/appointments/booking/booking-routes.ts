import { getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CALENDAR_SYNC_INTERVAL_MS } from '#domain/agenda/calendar-sync/calendar-sync-rules.ts';
import {
  FEE_AGREEMENT_REQUIRED_MESSAGE,
  ZCreateBookingRequest,
  ZCreateBookingResponse,
} from '#domain/appointments/booking/booking-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { appointmentNotice } from '#domain/messaging/notifications/appointment-notices.ts';
import { calendarSyncDepsOf, refreshStaleBlockingCalendars } from '#server/agenda/index.ts';
import { appointments, emailOutbox, feeAgreements } from '#server/db/schema/index.ts';
import { requireAccount } from '#server/identity/index.ts';
import { appointmentNoticeFacts, insertNotificationsSql } from '#server/messaging/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { outboxRow } from '#server/platform/email/outbox.ts';
import { feeAgreementFor } from '../fee-agreements/fee-agreement-snapshot';
import { prepaymentOf, startCheckout } from '../online-payments/checkout';
import { newVideoRoom, videoServiceOf } from '../video-consultations/video-rooms';
import {
  assistantRequestEmails,
  confirmedEmails,
  professionalEmail,
  requestReceivedEmail,
} from './appointment-emails';
import { appointmentForEmail, toClientAppointment } from './appointment-queries';
import { registerBookingExpectationsRoutes } from './booking-expectations-routes';
import { bookableSlotAmong, bookingSettingsOf, isOverlapViolation } from './find-bookable-slot';
import { loadBookingContext } from './load-booking-context';

/** First key of the advisory locks that queue a professional's bookings (the second is their id). */
const BOOKING_LOCK_CLASS = 11_001;

export function registerBookingRoutes(app: FastifyInstance, deps: TAppDeps): void {
  registerBookingExpectationsRoutes(app, deps);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/appointments',
      { schema: { body: ZCreateBookingRequest, response: { 201: ZCreateBookingResponse } } },
      async (request, reply) => {
        const client = await requireAccount(deps, request, 'client');
        // Read from the session's account row: the check costs no statement (ADR 0023).
        if (!client.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
        const input = request.body;
        const now = deps.clock.now();
        const context = await loadBookingContext(deps.db, input.professionalId, now, {
          staleBefore: new Date(now.getTime() - CALENDAR_SYNC_INTERVAL_MS),
          refresh: () => refreshStaleBlockingCalendars(calendarSyncDepsOf(app, deps), input.professionalId),
        });
        const { professional } = context;
        const questionCount = professional.questionnaire.length;
        const unknownAnswer = Object.keys(input.answers).find((key) => Number(key) >= questionCount);
        if (unknownAnswer !== undefined) {
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: { answers: 'Réponse à une question inconnue' },
          });
        }
        const settings = bookingSettingsOf(professional, input.mode);
        const slot = bookableSlotAmong(settings, context.busy, new Date(input.start), input.mode, now);
        // Frozen as the client read it: the professional's template and fee of this moment.
        const agreement = feeAgreementFor(professional, client, {
          isFirstConsultation: input.isFirstConsultation,
          start: slot.start,
          mode: input.mode,
        });
        if (agreement && !input.acceptsFeeAgreement) {
          throw new AppError('VALIDATION_FAILED', {
            message: FEE_AGREEMENT_REQUIRED_MESSAGE,
            fieldErrors: { acceptsFeeAgreement: FEE_AGREEMENT_REQUIRED_MESSAGE },
          });
        }
        // A prepaid booking is held (pending) until Stripe says it was paid (ADR 0021).
        const prepayment = prepaymentOf(deps.config, professional, input.isFirstConsultation, now);
        const status = professional.autoConfirm && !prepayment ? 'confirmed' : 'pending';
        const row: typeof appointments.$inferSelect = {
          id: context.appointmentId,
          professionalId: professional.id,
          clientUserId: client.id,
          startsAt: slot.start,
          endsAt: slot.end,
          mode: input.mode,
          status,
          reason: input.reason,
          answers: input.answers,
          isFirstConsultation: input.isFirstConsultation,
          videoRoom: input.mode === 'visio' ? newVideoRoom() : null,
          recordingConsentAt: null,
          recordingConsentWithdrawnAt: null,
          cancelledAt: null,
          cancelledBy: null,
          cancellationReason: null,
          caseId: null,
          createdAt: now,
          updatedAt: now,
          paymentStatus: prepayment ? 'awaiting' : null,
          paymentExpiresAt: prepayment?.expiresAt ?? null,
          opposingParty: input.opposingParty ?? null,
          decidedAt: null,
        };
        const forEmail = appointmentForEmail(videoServiceOf(deps.config), row, professional, client);
        const confirmed = status === 'confirmed' ? confirmedEmails(deps.config, now, forEmail, true) : null;
        // With a prepayment, the e-mails wait for the payment (sent by the webhook).
        const emails = prepayment
          ? []
          : [
              ...(confirmed ? confirmed.messages : [requestReceivedEmail(deps.config, forEmail)]),
              ...(context.emailOptOuts.includes(confirmed ? 'appointment_booked' : 'appointment_requested')
                ? []
                : [
                    ...professionalEmail(deps.config, forEmail, confirmed ? 'booked' : 'requested'),
                    // A request is answered by the lawyer's assistants too (issue 27 §3).
                    ...(confirmed || !professional.userId
                      ? []
                      : assistantRequestEmails(
                          deps.config,
                          forEmail,
                          context.assistants,
                          professional.userId,
                        )),
                  ]),
            ];
        // The professional's bell, in the same statement; a prepaid booking is announced by the webhook.
        const insertNotifications = prepayment
          ? null
          : insertNotificationsSql(
              [
                appointmentNotice(
                  confirmed ? 'booked' : 'requested',
                  appointmentNoticeFacts(row, professional, client),
                ),
              ].filter((notice) => notice !== null),
            );
        const columns = Object.entries(getTableColumns(appointments)).map(([key, column]) =>
          key === 'createdAt' || key === 'updatedAt'
            ? sql`now()`
            : sql.param(row[key as keyof typeof row], column),
        );
        const insertAppointment = deps.db
          .insert(appointments)
          .select(sql`select ${sql.join(columns, sql`, `)} from locked`)
          .getSQL();
        const smtpEnabled = Boolean(deps.config.smtpUrl);
        const insertEmails =
          emails.length > 0
            ? deps.db
                .insert(emailOutbox)
                .values(emails.map((message) => outboxRow(message, smtpEnabled)))
                .getSQL()
            : sql`select 1`;
        const insertAgreement = agreement
          ? deps.db
              .insert(feeAgreements)
              .values({
                appointmentId: row.id,
                professionalId: professional.id,
                clientUserId: client.id,
                acceptedByUserId: client.id,
                content: agreement.content,
                feeKind: agreement.fee.kind,
                feeCents: agreement.fee.kind === 'amount' ? agreement.fee.cents : null,
                acceptedAt: now,
              })
              .getSQL()
          : null;
        // One statement, so one implicit transaction: the e-mails and the accepted fee agreement exist if
        // and only if the appointment does. The exclusion constraint decides between bookings of one time, but concurrent inserts
        // that each wait for the other's check deadlock (and, under a stream of attempts on one slot,
        // keep deadlocking without a winner): the professional's bookings are queued behind a lock
        // held until the commit, and each then meets the winner's committed row at once.
        await deps.db
          .execute(
            sql`with locked as (select pg_advisory_xact_lock(${BOOKING_LOCK_CLASS}, ${professional.id})),
              booked as (${insertAppointment})
              ${insertAgreement ? sql`, agreement as (${insertAgreement})` : sql``}
              ${insertNotifications ? sql`, notified as (${insertNotifications})` : sql``}
              ${insertEmails}`,
          )
          .catch((error: unknown) => {
            // The exclusion constraint decided: someone else got this time first.
            if (isOverlapViolation(error)) throw new AppError('SLOT_TAKEN');
            throw error;
          });
        const created = { row, reminderScheduled: confirmed?.reminderScheduled ?? false };
        const checkoutUrl = prepayment
          ? await startCheckout(deps, {
              appointmentId: row.id,
              professional,
              start: slot.start,
              clientEmail: client.email,
              prepayment,
            })
          : null;
        await professionalsChanged(deps.db, [professional.id], now);
        return reply.status(201).send({
          appointment: toClientAppointment(
            created.row,
            professional,
            now,
            agreement !== null,
            videoServiceOf(deps.config),
          ),
          notifications: {
            emailDelivery: Boolean(deps.config.smtpUrl),
            reminderScheduled: created.reminderScheduled,
          },
          ...(checkoutUrl ? { payment: { checkoutUrl } } : {}),
        });
      },
    );
}
