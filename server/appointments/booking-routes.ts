import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCreateBookingRequest, ZCreateBookingResponse } from '../../domain/booking/booking-schemas';
import { AppError } from '../../domain/errors/app-error';
import type { TAppDeps } from '../app-deps';
import { requireAccount } from '../auth/current-account';
import type { TDatabase } from '../db/database';
import { appointments } from '../db/schema';
import { professionalsChanged } from '../professionals/professionals-changed';
import { notifyProfessional, sendConfirmedEmails, sendRequestReceivedEmail } from './appointment-emails';
import { appointmentForEmail, toClientAppointment } from './appointment-queries';
import { findBookableProfessional, findBookableSlot, isOverlapViolation } from './find-bookable-slot';

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
        const professional = await findBookableProfessional(deps.db, input.professionalId);
        const questionCount = professional.questionnaire.length;
        const unknownAnswer = Object.keys(input.answers).find((key) => Number(key) >= questionCount);
        if (unknownAnswer !== undefined) {
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: { answers: 'Réponse à une question inconnue' },
          });
        }
        const slot = await findBookableSlot(deps.db, professional, new Date(input.start), input.mode, now);
        const status = professional.autoConfirm ? 'confirmed' : 'pending';

        const created = await deps.db
          .transaction(async (tx) => {
            const [row] = await tx
              .insert(appointments)
              .values({
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
              })
              .returning();
            if (!row) throw new AppError('INTERNAL');
            const forEmail = appointmentForEmail(row, professional, client);
            const send = { db: tx as unknown as TDatabase, config: deps.config, now };
            let reminderScheduled = false;
            if (status === 'confirmed') {
              ({ reminderScheduled } = await sendConfirmedEmails(send, forEmail, true));
              await notifyProfessional(send, forEmail, 'booked');
            } else {
              await sendRequestReceivedEmail(send, forEmail);
              await notifyProfessional(send, forEmail, 'requested');
            }
            return { row, reminderScheduled };
          })
          .catch((error: unknown) => {
            // The exclusion constraint decided: someone else got this time first.
            if (isOverlapViolation(error)) throw new AppError('SLOT_TAKEN');
            throw error;
          });
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
