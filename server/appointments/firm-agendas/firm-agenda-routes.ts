import { and, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type TAgendaAppointment,
  type TAgendaLawyer,
  type TLawyerAgenda,
  ZAgendaLawyersResponse,
  ZFirmAgendasQuery,
  ZFirmAgendasResponse,
} from '#domain/agenda/firm-agendas/firm-agenda-schemas.ts';
import { lawyerColour, lawyerInitials } from '#domain/agenda/firm-agendas/lawyer-colours.ts';
import { effectiveAppointmentStatus } from '#domain/appointments/booking/appointment-status.ts';
import { toProMode } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { parisCivil, parisDaysRange } from '#domain/kernel/time/paris-time.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { listPlanningEvents } from '#server/agenda/index.ts';
import type { TDatabase } from '#server/db/database.ts';
import { appointments } from '#server/db/schema/index.ts';
import { agendaLawyersOf, requireWorkspaceAccess, type TAgendaLawyerAccess } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import {
  clientIdentityOf,
  selectProAppointmentRows,
  type TProAppointmentRow,
} from '../professional-actions/pro-appointment-queries';

const LAWYER_NOT_FOUND = 'Avocat introuvable.';

function toAgendaLawyer(lawyer: TAgendaLawyerAccess): TAgendaLawyer {
  return {
    userId: lawyer.userId,
    name: `Maître ${lawyer.firstName} ${lawyer.lastName}`,
    initials: lawyerInitials(lawyer.firstName, lawyer.lastName),
    colour: lawyerColour(lawyer.position),
    self: lawyer.self,
    canManage: lawyer.canManage,
  };
}

/**
 * A client appointment as a planning of several agendas draws it; its reason only for whom manages the
 * agenda (a colleague's consultation is their matter: professional secrecy).
 */
function toAgendaAppointment(row: TProAppointmentRow, withReason: boolean, now: Date): TAgendaAppointment {
  const { appointment, details } = row;
  const start = parisCivil(appointment.startsAt);
  const end = parisCivil(appointment.endsAt);
  const status = effectiveAppointmentStatus(appointment.status, appointment.endsAt, now);
  return {
    id: appointment.id,
    client: clientIdentityOf(row).name,
    date: start.date,
    startTime: start.time,
    // An appointment running past midnight is drawn to the end of its first day.
    endTime: end.date === start.date ? end.time : '23:59',
    start: appointment.startsAt.toISOString(),
    end: appointment.endsAt.toISOString(),
    mode: toProMode(appointment.mode as TConsultationMode),
    status: status === 'cancelled' ? 'confirmed' : status,
    reason: withReason ? (details?.appointmentType ?? appointment.reason) : null,
  };
}

async function agendaOf(
  db: TDatabase,
  lawyer: TAgendaLawyerAccess,
  from: Date,
  until: Date,
  now: Date,
): Promise<TLawyerAgenda> {
  const rows = await selectProAppointmentRows(
    db,
    lawyer.professionalId,
    and(
      inArray(appointments.status, ['pending', 'confirmed', 'completed']),
      // A booking held for its online payment is not a request yet (ADR 0021).
      or(isNull(appointments.paymentStatus), ne(appointments.paymentStatus, 'awaiting')),
      lt(appointments.startsAt, until),
      gt(appointments.endsAt, from),
    ),
  );
  const clientAppointments = rows.map((row) => toAgendaAppointment(row, lawyer.canManage, now));
  const events = await listPlanningEvents(db, lawyer.professionalId, from, until);
  if (lawyer.canManage) {
    return { userId: lawyer.userId, access: 'manage', appointments: clientAppointments, events };
  }
  return {
    userId: lawyer.userId,
    access: 'view',
    appointments: clientAppointments,
    events: events.map((event) => ({
      id: event.id,
      type: event.type,
      date: event.date,
      startTime: event.startTime,
      endTime: event.endTime,
      start: event.start,
      end: event.end,
      status: event.status,
      mode: event.mode,
    })),
  };
}

/**
 * The planning of several agendas (issue 27 §3, ADR 0061): whose agendas the signed-in member may see, and
 * those agendas over a range. An id the viewer may not see (another firm's lawyer, a colleague of a
 * collaborator, a lawyer not assigned to an assistant) is not found, whatever it is.
 */
export function registerFirmAgendaRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/pro/firm/agenda-lawyers',
    { schema: { response: { 200: ZAgendaLawyersResponse } } },
    async (request) => {
      const access = await requireWorkspaceAccess(deps, request);
      const lawyers = await agendaLawyersOf(deps.db, access);
      return { lawyers: lawyers.map(toAgendaLawyer) };
    },
  );

  api.get(
    '/api/pro/firm/agendas',
    { schema: { querystring: ZFirmAgendasQuery, response: { 200: ZFirmAgendasResponse } } },
    async (request) => {
      const access = await requireWorkspaceAccess(deps, request);
      const visible = await agendaLawyersOf(deps.db, access);
      const byId = new Map(visible.map((lawyer) => [lawyer.userId, lawyer]));
      const requested = request.query.lawyers.map((id) => byId.get(id));
      if (requested.some((lawyer) => lawyer === undefined)) {
        throw new AppError('NOT_FOUND', { message: LAWYER_NOT_FOUND });
      }
      const { from, until } = parisDaysRange(request.query.from, request.query.to);
      const now = deps.clock.now();
      const agendas: TLawyerAgenda[] = [];
      for (const lawyer of requested as TAgendaLawyerAccess[]) {
        agendas.push(await agendaOf(deps.db, lawyer, from, until, now));
      }
      return { lawyers: visible.map(toAgendaLawyer), agendas };
    },
  );
}
