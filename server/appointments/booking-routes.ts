import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCreateBookingRequest, ZCreateBookingResponse } from '../../domain/booking/booking-schemas';
import { AppError } from '../../domain/errors/app-error';
import type { TAppDeps } from '../app-deps';
import { requireAccount } from '../auth/current-account';
import { appointments, emailOutbox } from '../db/schema';
import { outboxRow } from '../email/outbox';
import { professionalsChanged } from '../professionals/professionals-changed';
import { confirmedEmails, professionalEmail, requestReceivedEmail } from './appointment-emails';
import { appointmentForEmail, toClientAppointment } from './appointment-queries';
import { bookableSlotAmong, bookingSettingsOf, isOverlapViolation } from './find-bookable-slot';
import { busyUntil, loadBookingContext } from './load-booking-context';

export function newMeetingUrl(videoBaseUrl: string): string {
  // 128 random bits: the room name cannot be guessed.
  return `${videoBaseUrl}/JurisRDV-${randomBytes(16).toString('base64url')}`;
}

export function registerBookingRoutes(app: FastifyInstance, deps: TAppDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/appointments',
      { schema: { body: ZCreateBookingRequest, response: { 201: ZCreateBookingResponse } } },
      async (request, reply) => {
        const client = await requireAccount(deps, request, 'client');
        const input = request.body;
        const now = deps.clock.now();
        const context = await loadBookingContext(deps.db, input.professionalId, now);
        const { professional } = context;
        const questionCount = professional.questionnaire.length;
        const unknownAnswer = Object.keys(input.answers).find((key) => Number(key) >= questionCount);
        if (unknownAnswer !== undefined) {
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: { answers: 'Réponse à une question inconnue' },
          });
        }
        const settings = bookingSettingsOf(professional, input.mode);
        const slot = bookableSlotAmong(
          settings,
          busyUntil(context, now, settings.horizonDays),
          new Date(input.start),
          input.mode,
          now,
        );
        const status = professional.autoConfirm ? 'confirmed' : 'pending';
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
          meetingUrl: input.mode === 'visio' ? newMeetingUrl(deps.config.videoBaseUrl) : null,
          cancelledAt: null,
          cancelledBy: null,
          cancellationReason: null,
          rating: null,
          ratedAt: null,
          caseId: null,
          createdAt: now,
          updatedAt: now,
        };
        const forEmail = appointmentForEmail(row, professional, client);
        const confirmed = status === 'confirmed' ? confirmedEmails(deps.config, now, forEmail, true) : null;
        const emails = [
          ...(confirmed ? confirmed.messages : [requestReceivedEmail(deps.config, forEmail)]),
          ...professionalEmail(deps.config, forEmail, confirmed ? 'booked' : 'requested'),
        ];
        const { createdAt: _createdAt, updatedAt: _updatedAt, ...values } = row;
        const insertAppointment = deps.db.insert(appointments).values(values).getSQL();
        const smtpEnabled = Boolean(deps.config.smtpUrl);
        // One statement, so one implicit transaction: the e-mails exist if and only if the appointment does.
        await deps.db
          .execute(
            sql`with booked as (${insertAppointment}) ${deps.db
              .insert(emailOutbox)
              .values(emails.map((message) => outboxRow(message, smtpEnabled)))
              .getSQL()}`,
          )
          .catch((error: unknown) => {
            // The exclusion constraint decided: someone else got this time first.
            if (isOverlapViolation(error)) throw new AppError('SLOT_TAKEN');
            throw error;
          });
        const created = { row, reminderScheduled: confirmed?.reminderScheduled ?? false };
        await professionalsChanged(deps.db, [professional.id], now);
        return reply.status(201).send({
          appointment: toClientAppointment(created.row, professional, now),
          notifications: {
            emailDelivery: Boolean(deps.config.smtpUrl),
            reminderScheduled: created.reminderScheduled,
          },
        });
      },
    );
}
