import { and, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { TRecurrenceFrequency } from '#domain/agenda/planning/expand-recurrence.ts';
import {
  findTimeConflicts,
  type TBusyEvent,
  type TConflictIgnore,
  type TInterval,
  type TProfessionalTime,
  type TTimeConflict,
} from '#domain/agenda/planning/find-time-conflicts.ts';
import type {
  TPlanningEventStatus,
  TPlanningEventType,
} from '#domain/agenda/planning/planning-event-types.ts';
import {
  APPOINTMENT_OVERLAP_MESSAGE,
  OVERLAP_MESSAGES,
  toTimeConflicts,
} from '#domain/agenda/planning/time-conflict-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase } from '#server/db/database.ts';
import {
  appointments,
  importedEvents,
  planningEvents,
  proAppointmentDetails,
  users,
} from '#server/db/schema/index.ts';
import { LIVE_APPOINTMENT_STATUSES } from '../availability/busy-intervals';

type TEventJson = {
  frequency: TRecurrenceFrequency | null;
  until: string | null;
  count: number | null;
  type: TPlanningEventType;
  status: TPlanningEventStatus;
  exceptions: {
    originalStart: string;
    start: string | null;
    end: string | null;
    title: string | null;
    type: TPlanningEventType | null;
    status: TPlanningEventStatus | null;
  }[];
};

/**
 * One professional's time between `from` and `until`, with what the workspace names each item by, in one
 * round trip: live appointments (with the client's name), planning events touching the window and every
 * series that starts before its end (an occurrence may have moved into it; expanded in domain with its
 * exceptions), and imported events. Not the public busy-intervals union, which carries no names and runs
 * for every search: this one runs only when a professional saves a time.
 */
export async function loadProfessionalTime(
  db: TDatabase,
  professionalId: number,
  from: Date,
  until: Date,
): Promise<TProfessionalTime> {
  const rows = await unionAll(
    db
      .select({
        source: sql<'appointment' | 'event' | 'imported'>`'appointment'`,
        id: sql<string | number>`${appointments.id}`,
        title: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, ${proAppointmentDetails.clientName}, 'Client')`,
        status: sql<string>`${appointments.status}`,
        busy: sql<boolean>`true`,
        start: appointments.startsAt,
        end: appointments.endsAt,
        event: sql<TEventJson | null>`null::json`,
      })
      .from(appointments)
      .leftJoin(users, eq(users.id, appointments.clientUserId))
      .leftJoin(proAppointmentDetails, eq(proAppointmentDetails.appointmentId, appointments.id))
      .where(
        and(
          eq(appointments.professionalId, professionalId),
          inArray(appointments.status, [...LIVE_APPOINTMENT_STATUSES]),
          lt(appointments.startsAt, until),
          gt(appointments.endsAt, from),
        ),
      ),
    db
      .select({
        source: sql<'appointment' | 'event' | 'imported'>`'event'`,
        id: sql<string | number>`${planningEvents.id}`,
        title: sql<string>`${planningEvents.title}`,
        status: sql<string>`${planningEvents.status}`,
        busy: sql<boolean>`true`,
        start: planningEvents.startsAt,
        end: planningEvents.endsAt,
        event: sql<TEventJson | null>`json_build_object(
          'frequency', "planning_events"."frequency", 'until', "planning_events"."repeat_until",
          'count', "planning_events"."repeat_count", 'type', "planning_events"."type", 'status', "planning_events"."status",
          'exceptions', case when "planning_events"."frequency" is null then '[]'::json else coalesce((select json_agg(json_build_object(
              'originalStart', x.original_start, 'start', x.starts_at, 'end', x.ends_at,
              'title', x.title, 'type', x.type, 'status', x.status))
            from planning_event_exceptions x where x.event_id = "planning_events"."id"), '[]'::json) end)`,
      })
      .from(planningEvents)
      .where(
        and(
          eq(planningEvents.professionalId, professionalId),
          lt(planningEvents.startsAt, until),
          or(isNotNull(planningEvents.frequency), gt(planningEvents.endsAt, from)),
        ),
      ),
    db
      .select({
        source: sql<'appointment' | 'event' | 'imported'>`'imported'`,
        id: sql<string | number>`${importedEvents.id}`,
        title: sql<string>`${importedEvents.summary}`,
        status: sql<string>`'busy'`,
        busy: sql<boolean>`${importedEvents.busy}`,
        start: importedEvents.startsAt,
        end: importedEvents.endsAt,
        event: sql<TEventJson | null>`null::json`,
      })
      .from(importedEvents)
      .where(
        and(
          eq(importedEvents.professionalId, professionalId),
          lt(importedEvents.startsAt, until),
          gt(importedEvents.endsAt, from),
        ),
      ),
  );

  const time: {
    appointments: TProfessionalTime['appointments'][number][];
    events: TBusyEvent[];
    imported: TProfessionalTime['imported'][number][];
  } = { appointments: [], events: [], imported: [] };
  for (const row of rows) {
    const start = new Date(row.start);
    const end = new Date(row.end);
    if (row.source === 'appointment') {
      const status = row.status === 'confirmed' ? 'confirmed' : 'pending';
      time.appointments.push({ id: Number(row.id), status, title: row.title, start, end });
    } else if (row.source === 'imported') {
      time.imported.push({ title: row.title, busy: row.busy, start, end });
    } else if (row.event) {
      time.events.push(toBusyEvent(Number(row.id), row.title, start, end, row.event));
    }
  }
  return time;
}

function toBusyEvent(id: number, title: string, start: Date, end: Date, event: TEventJson): TBusyEvent {
  return {
    id,
    title,
    type: event.type,
    status: event.status,
    series: {
      start,
      end,
      rule: event.frequency ? { frequency: event.frequency, until: event.until, count: event.count } : null,
    },
    exceptions: event.exceptions.map((exception) => ({
      originalStart: new Date(exception.originalStart),
      override:
        exception.start && exception.end && exception.type && exception.status
          ? {
              start: new Date(exception.start),
              end: new Date(exception.end),
              title: exception.title ?? title,
              type: exception.type,
              status: exception.status,
            }
          : null,
    })),
  };
}

/** What the professional is doing: it decides which overlaps refuse and how the question is put. */
export type TTimeChange = 'createAppointment' | 'moveAppointment' | 'saveEvent';

/**
 * Issue 15 §2. An appointment over another live appointment is refused, confirmed or not (the exclusion
 * constraint would refuse it anyway); anything else the proposed time overlaps — blocking events, imported
 * busy times, and for a planning event the appointments too — asks for an explicit confirmation first
 * (409 OVERLAP_CONFIRMATION_REQUIRED with the list), unless `confirmed`.
 */
export async function checkTimeConflicts(
  db: TDatabase,
  professionalId: number,
  proposed: readonly TInterval[],
  change: { kind: TTimeChange; confirmed: boolean; ignore?: TConflictIgnore },
): Promise<void> {
  if (proposed.length === 0) return;
  const from = new Date(Math.min(...proposed.map((interval) => interval.start.getTime())));
  const until = new Date(Math.max(...proposed.map((interval) => interval.end.getTime())));
  const time = await loadProfessionalTime(db, professionalId, from, until);
  const conflicts = findTimeConflicts(proposed, time, change.ignore);
  if (conflicts.length === 0) return;
  if (change.kind !== 'saveEvent') {
    const appointmentsMet = conflicts.filter((conflict) => conflict.kind === 'appointment');
    if (appointmentsMet.length > 0) {
      throw new AppError('SLOT_TAKEN', {
        message: APPOINTMENT_OVERLAP_MESSAGE,
        conflicts: toTimeConflicts(appointmentsMet),
      });
    }
  }
  if (change.confirmed) return;
  throw new AppError('OVERLAP_CONFIRMATION_REQUIRED', {
    message: OVERLAP_MESSAGES[questionFor(change.kind, conflicts)],
    conflicts: toTimeConflicts(conflicts),
  });
}

function questionFor(kind: TTimeChange, conflicts: readonly TTimeConflict[]): keyof typeof OVERLAP_MESSAGES {
  if (kind !== 'saveEvent') return kind;
  const overConfirmedAppointment = conflicts.some(
    (conflict) => conflict.kind === 'appointment' && conflict.status === 'confirmed',
  );
  return overConfirmedAppointment ? 'saveEventOverConfirmedAppointment' : 'saveEvent';
}
