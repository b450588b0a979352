import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { ZAppointmentIdParams } from '#domain/appointments/booking/booking-schemas.ts';
import { buildIcsCalendar } from '#domain/appointments/booking/ics-invitation.ts';
import {
  appointmentToMoveInstead,
  moveInsteadQuestion,
  ZExistingBookingQuery,
  ZExistingBookingResponse,
} from '#domain/appointments/booking/same-professional-booking.ts';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { consultationModeLabel } from '#domain/kernel/vocabulary/search-options.ts';
import { appointments, professionals } from '#server/db/schema/index.ts';
import { requireAccount } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { findClientAppointment, professionalAddress } from '../booking/appointment-queries';

/**
 * Before a booking is sent: does the signed-in client already have an appointment with this
 * professional that day, or a request pending with them? Only their own appointments are read.
 */
export function registerBookingCheckRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/client/appointments/same-professional',
    { schema: { querystring: ZExistingBookingQuery, response: { 200: ZExistingBookingResponse } } },
    async (request) => {
      const client = await requireAccount(deps, request, 'client');
      const now = deps.clock.now();
      const { professionalId, start } = request.query;
      const rows = await deps.db
        .select({
          id: appointments.id,
          professionalId: appointments.professionalId,
          status: appointments.status,
          start: appointments.startsAt,
          firstName: professionals.firstName,
          lastName: professionals.lastName,
        })
        .from(appointments)
        .innerJoin(professionals, eq(professionals.id, appointments.professionalId))
        .where(
          and(
            eq(appointments.clientUserId, client.id),
            eq(appointments.professionalId, professionalId),
            inArray(appointments.status, ['pending', 'confirmed']),
            gt(appointments.startsAt, now),
          ),
        );
      const found = appointmentToMoveInstead(rows, { professionalId, start: new Date(start) }, now);
      const row = found ? rows.find((candidate) => candidate.id === found.id) : undefined;
      if (!row || (row.status !== 'pending' && row.status !== 'confirmed')) return { existing: null };
      const professionalName = professionalDisplayName(row.firstName, row.lastName);
      return {
        existing: {
          id: row.id,
          start: row.start.toISOString(),
          status: row.status,
          professionalName,
          question: moveInsteadQuestion(professionalName, row.start),
        },
      };
    },
  );

  // « Ajouter à mon agenda »: the appointment as a one-event calendar (same UID as the e-mailed invitation).
  api.get(
    '/api/client/appointments/:id/calendar.ics',
    { schema: { params: ZAppointmentIdParams } },
    async (request, reply) => {
      const client = await requireAccount(deps, request, 'client');
      const found = await findClientAppointment(deps.db, request.params.id, client.id);
      if (!found || found.appointment.status === 'cancelled') {
        throw new AppError('NOT_FOUND', { message: 'Rendez-vous introuvable.' });
      }
      const { appointment, professional } = found;
      const name = professionalDisplayName(professional.firstName, professional.lastName);
      const content = buildIcsCalendar(
        [
          {
            uid: `rdv-${appointment.id}@${new URL(deps.config.publicUrl).hostname}`,
            start: appointment.startsAt,
            end: appointment.endsAt,
            summary: `Consultation avec ${name}`,
            location:
              appointment.mode === 'cabinet'
                ? professionalAddress(professional)
                : consultationModeLabel(appointment.mode),
          },
        ],
        deps.clock.now(),
        'JurisRDV',
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="rendez-vous-${formatParisDate(appointment.startsAt)}.ics"`,
        )
        .header('cache-control', 'no-store')
        .send(content);
    },
  );
}
