import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { retryDelayMs } from '#domain/agenda/calendar-sync/calendar-sync-rules.ts';
import {
  isWrittenToCalendar,
  outgoingAppointmentEvent,
} from '#domain/appointments/calendar-copies/outgoing-appointment-event.ts';
import {
  providerConnection,
  providerOf,
  recordConnectionFailure,
  type TCalendarSyncDeps,
  type TOwnObjectsListener,
} from '#server/agenda/index.ts';
import {
  appointmentCalendarCopies,
  appointments,
  calendarConnections,
  connectedCalendars,
  proAppointmentDetails,
  professionals,
  users,
} from '#server/db/schema/index.ts';
import { startRecurringJob, type TRecurringJob } from '#server/platform/background/recurring-job.ts';
import type { TConfig } from '#server/platform/config.ts';
import { meetingUrlOf, videoServiceOf } from '../video-consultations/video-rooms';

type TCopy = typeof appointmentCalendarCopies.$inferSelect;
/** A claimed copy is someone's for this long; a crash leaves it to the next tick after that. */
const CLAIM_MS = 2 * 60_000;

export type TCalendarWriterDeps = TCalendarSyncDeps & { config: TConfig };

async function claimDueCopies(
  deps: TCalendarWriterDeps,
  limit: number,
): Promise<{ copy: TCopy; lease: Date }[]> {
  const now = deps.clock.now();
  const lease = new Date(now.getTime() + CLAIM_MS);
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(appointmentCalendarCopies)
      .where(
        and(eq(appointmentCalendarCopies.dirty, true), lte(appointmentCalendarCopies.nextAttemptAt, now)),
      )
      // Of the copies due, the newest appointment first: one booked while a calendar that has just started
      // receiving takes in every upcoming appointment is written at once, not after that backlog (which fell
      // due earlier). Every due copy is still written: a tick takes up to `limit`, ticks follow every 5 s.
      .orderBy(desc(appointmentCalendarCopies.appointmentId))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(appointmentCalendarCopies)
        .set({ nextAttemptAt: lease })
        .where(
          inArray(
            appointmentCalendarCopies.id,
            due.map((copy) => copy.id),
          ),
        );
    }
    return due.map((copy) => ({ copy, lease }));
  });
}

async function calendarWithConnection(deps: TCalendarWriterDeps, where: SQL | undefined) {
  const [row] = await deps.db
    .select({ calendar: connectedCalendars, connection: calendarConnections })
    .from(connectedCalendars)
    .innerJoin(calendarConnections, eq(calendarConnections.id, connectedCalendars.connectionId))
    .where(where);
  return row ?? null;
}

/**
 * Brings one appointment's copy in line: deleted from a calendar it should no longer be in, written (or
 * moved) in the receiving calendar when the appointment is not cancelled. What was written is kept, so the
 * next change updates the same event (same UID, same key) and a change made in that calendar is noticed.
 */
async function writeCopy(deps: TCalendarWriterDeps, copy: TCopy, lease: Date): Promise<void> {
  const now = deps.clock.now();
  const [row] = copy.appointmentId
    ? await deps.db
        .select({
          appointment: appointments,
          client: users,
          details: proAppointmentDetails,
          professional: professionals,
        })
        .from(appointments)
        .innerJoin(professionals, eq(professionals.id, appointments.professionalId))
        .leftJoin(users, eq(users.id, appointments.clientUserId))
        .leftJoin(proAppointmentDetails, eq(proAppointmentDetails.appointmentId, appointments.id))
        .where(eq(appointments.id, copy.appointmentId))
    : [];
  const receiving = await calendarWithConnection(
    deps,
    and(
      eq(connectedCalendars.professionalId, copy.professionalId),
      eq(connectedCalendars.receivesAppointments, true),
    ),
  );
  const wanted =
    row && receiving && receiving.calendar.writable && isWrittenToCalendar(row.appointment.status);
  let key = copy.objectKey;
  let etag = copy.etag;
  let calendarId = copy.calendarId;
  let failedConnection: number | null = null;
  try {
    if (key && calendarId && (!wanted || calendarId !== receiving?.calendar.id)) {
      const previous = await calendarWithConnection(deps, eq(connectedCalendars.id, calendarId));
      if (previous) {
        failedConnection = previous.connection.id;
        await providerOf(deps, previous.connection.provider).deleteEvent(
          providerConnection(deps, previous.connection),
          previous.calendar.remoteId,
          { key, etag },
        );
      }
      key = null;
      etag = null;
      calendarId = null;
    }
    let writtenHash = copy.writtenHash;
    let writtenStartsAt = copy.writtenStartsAt;
    let writtenEndsAt = copy.writtenEndsAt;
    if (wanted) {
      const { appointment, client, details, professional } = row;
      const host = new URL(deps.publicUrl).hostname;
      const address = [
        professional.streetAddress,
        [professional.postalCode, professional.city].filter(Boolean).join(' '),
      ]
        .filter((part) => part.trim() !== '')
        .join(', ');
      const event = outgoingAppointmentEvent(
        {
          id: appointment.id,
          start: appointment.startsAt,
          end: appointment.endsAt,
          status: appointment.status,
          mode: appointment.mode,
          clientName: client ? `${client.firstName} ${client.lastName}` : (details?.clientName ?? null),
          officeAddress: details?.location || address || null,
          videoUrl: meetingUrlOf(videoServiceOf(deps.config), appointment, professional.videoSettings),
        },
        {
          host,
          workspaceUrl: `${deps.publicUrl}/pro/dashboard/appointments?rdv=${appointment.id}`,
          titleShowsClient: receiving.calendar.titleShowsClient,
        },
      );
      const hash = createHash('sha256')
        .update(JSON.stringify({ event, calendar: receiving.calendar.id }))
        .digest('base64url');
      if (hash !== copy.writtenHash || !key) {
        failedConnection = receiving.connection.id;
        const written = await providerOf(deps, receiving.connection.provider).writeEvent(
          providerConnection(deps, receiving.connection),
          receiving.calendar.remoteId,
          event,
          key ? { key, etag } : null,
        );
        key = written.key;
        etag = written.etag;
        calendarId = receiving.calendar.id;
        writtenHash = hash;
        writtenStartsAt = event.start;
        writtenEndsAt = event.end;
      }
    }
    // Cleared only if no change came in meanwhile (the trigger moves next_attempt_at off our lease).
    await deps.db
      .update(appointmentCalendarCopies)
      .set({
        calendarId,
        objectKey: key,
        etag,
        writtenHash: key ? writtenHash : null,
        writtenStartsAt: key ? writtenStartsAt : null,
        writtenEndsAt: key ? writtenEndsAt : null,
        dirty: false,
        attempts: 0,
        lastError: null,
        externalChange: null,
        externalStartsAt: null,
        externalEndsAt: null,
      })
      .where(
        and(eq(appointmentCalendarCopies.id, copy.id), eq(appointmentCalendarCopies.nextAttemptAt, lease)),
      );
    await deps.db
      .update(appointmentCalendarCopies)
      .set({ calendarId, objectKey: key, etag })
      .where(
        and(
          eq(appointmentCalendarCopies.id, copy.id),
          sql`${appointmentCalendarCopies.nextAttemptAt} <> ${lease.toISOString()}::timestamptz`,
        ),
      );
  } catch (error) {
    const attempts = copy.attempts + 1;
    await deps.db
      .update(appointmentCalendarCopies)
      .set({
        calendarId,
        objectKey: key,
        etag,
        attempts,
        lastError: error instanceof Error ? error.message.slice(0, 500) : 'échec',
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
      })
      .where(
        and(eq(appointmentCalendarCopies.id, copy.id), eq(appointmentCalendarCopies.nextAttemptAt, lease)),
      );
    if (failedConnection !== null) await recordConnectionFailure(deps, failedConnection, null, error);
  }
}

/** One tick of the writer: every copy marked by a change, a few at a time; returns how many were handled. */
export async function writeDueAppointmentCopies(
  deps: TCalendarWriterDeps,
  options: { limit?: number; concurrency?: number } = {},
): Promise<number> {
  const claimed = await claimDueCopies(deps, options.limit ?? 200);
  const queue = [...claimed];
  const workers = Array.from({ length: Math.min(options.concurrency ?? 8, queue.length) }, async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      await writeCopy(deps, next.copy, next.lease);
    }
  });
  await Promise.all(workers);
  return claimed.length;
}

/**
 * What the sync engine saw of JurisRDV's own events in the receiving calendar: one moved or deleted there
 * (not by us: its times or its presence differ from what was written) is recorded, never applied — the
 * workspace shows « Modifié dans votre agenda externe » and the professional applies or restores.
 */
export const noticeExternalChanges: TOwnObjectsListener = async (tx, calendar, seen) => {
  for (const item of seen) {
    if (item.kind === 'present') {
      await tx
        .update(appointmentCalendarCopies)
        .set({ externalChange: 'moved', externalStartsAt: item.start, externalEndsAt: item.end })
        .where(
          and(
            eq(appointmentCalendarCopies.appointmentId, item.appointmentId),
            eq(appointmentCalendarCopies.calendarId, calendar.id),
            eq(appointmentCalendarCopies.dirty, false),
            sql`(${appointmentCalendarCopies.writtenStartsAt} is distinct from ${item.start.toISOString()}::timestamptz or ${appointmentCalendarCopies.writtenEndsAt} is distinct from ${item.end.toISOString()}::timestamptz)`,
          ),
        );
      await tx
        .update(appointmentCalendarCopies)
        .set({ externalChange: null, externalStartsAt: null, externalEndsAt: null })
        .where(
          and(
            eq(appointmentCalendarCopies.appointmentId, item.appointmentId),
            eq(appointmentCalendarCopies.calendarId, calendar.id),
            sql`${appointmentCalendarCopies.writtenStartsAt} = ${item.start.toISOString()}::timestamptz and ${appointmentCalendarCopies.writtenEndsAt} = ${item.end.toISOString()}::timestamptz`,
          ),
        );
    } else {
      await tx
        .update(appointmentCalendarCopies)
        .set({ externalChange: 'deleted', externalStartsAt: null, externalEndsAt: null })
        .where(
          and(
            eq(appointmentCalendarCopies.calendarId, calendar.id),
            eq(appointmentCalendarCopies.objectKey, item.key),
            eq(appointmentCalendarCopies.dirty, false),
          ),
        );
    }
  }
};

/** Writes the appointments marked by a change every few seconds: in the calendar well within a minute. */
export function startAppointmentCopiesWriter(deps: TCalendarWriterDeps, intervalMs = 5_000): TRecurringJob {
  return startRecurringJob('calendar-copies', () => writeDueAppointmentCopies(deps), {
    intervalMs,
    db: deps.db,
  });
}
