import { and, eq, gt, gte, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import {
  expandSeries,
  occurrenceOn,
  type TOccurrence,
  type TSeries,
} from '#domain/agenda/planning/expand-recurrence.ts';
import { proposedOccurrences, type TConflictIgnore } from '#domain/agenda/planning/find-time-conflicts.ts';
import {
  isBlockingEvent,
  type TPlanningEvent,
  ZEventIdParams,
  ZEventScopeQuery,
  ZEventsQuery,
  ZPlanningEventRequest,
  ZPlanningEventResponse,
  ZPlanningEventsResponse,
} from '#domain/agenda/planning/planning-event-schemas.ts';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { addCivilDays, parisCivil, parisDaysRange, parisInstant } from '#domain/kernel/time/paris-time.ts';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import type { z } from '#domain/kernel/zod-fr.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { planningEventExceptions, planningEvents } from '#server/db/schema/index.ts';
import {
  EVENT_NOT_FOUND,
  recordAccess,
  requireProfessional,
  type TJournalActor,
  workspaceJournalActor,
} from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { assertSeriesCapacity, loadExceptions, seriesOf, type TOccurrenceFields } from './planning-series';
import { checkTimeConflicts } from './time-conflicts';

type TEventRow = typeof planningEvents.$inferSelect;
type TEventInput = z.output<typeof ZPlanningEventRequest>;
type TReplacedOccurrences = NonNullable<TConflictIgnore['event']>['occurrences'];
type TShownOccurrence = TOccurrence & { override: (TOccurrenceFields & { start: Date; end: Date }) | null };

const OCCURRENCE_NOT_FOUND = 'Cette occurrence de l’événement est introuvable.';

function toPlanningEvent(row: TEventRow, occurrence: TShownOccurrence): TPlanningEvent {
  const start = parisCivil(occurrence.start);
  const fields = occurrence.override ?? row;
  return {
    id: row.id,
    title: fields.title,
    clientName: fields.clientName,
    type: fields.type,
    date: start.date,
    seriesDate: parisCivil(row.startsAt).date,
    occurrenceDate: parisCivil(occurrence.originalStart).date,
    exception: occurrence.override !== null,
    startTime: start.time,
    endTime: parisCivil(occurrence.end).time,
    start: occurrence.start.toISOString(),
    end: occurrence.end.toISOString(),
    status: fields.status,
    location: fields.location,
    description: fields.description,
    mode: fields.mode,
    recurring: row.frequency !== null,
    repeat: row.frequency ?? 'none',
    until: row.repeatUntil,
    count: row.repeatCount,
    blocking: isBlockingEvent(fields),
    source: 'local',
  };
}

function firstOccurrence(row: TEventRow): TShownOccurrence {
  return { start: row.startsAt, end: row.endsAt, originalStart: row.startsAt, override: null };
}

/** The fields of one occurrence, as the form gives them. */
function occurrenceFields(input: TEventInput) {
  return {
    title: input.title,
    // Seed 001 §2: a client is only chosen for consultations and court hearings.
    clientName:
      input.type === 'consultation' || input.type === 'audience' ? (input.clientName ?? null) : null,
    type: input.type,
    startsAt: parisInstant(input.date, input.startTime),
    endsAt: parisInstant(input.date, input.endTime),
    status: input.status,
    location: input.location ?? null,
    description: input.description ?? null,
    mode: input.mode,
  };
}

function eventValues(input: TEventInput) {
  const repeats = input.repeat !== 'none';
  return {
    ...occurrenceFields(input),
    frequency: repeats ? (input.repeat as Exclude<TEventInput['repeat'], 'none'>) : null,
    repeatUntil: repeats && input.repeatEnd === 'until' ? (input.until ?? null) : null,
    repeatCount: repeats && input.repeatEnd === 'count' ? (input.count ?? null) : null,
  };
}

function assertValidSpan(values: { startsAt: Date; endsAt: Date }): void {
  // A civil range inside the spring clock change can collapse: refuse it like an end before the start.
  if (values.endsAt <= values.startsAt) {
    const message = "L'heure de fin doit être après l'heure de début";
    throw new AppError('VALIDATION_FAILED', { message, fieldErrors: { endTime: message } });
  }
}

/**
 * Issue 15 §2: an event over appointments, blocking events or imported busy times (from now on, a series
 * over its next year) is saved only once the professional confirmed it; what it replaces is ignored. An
 * edit that keeps its times asks nothing: its overlaps are not new.
 */
function checkEventConflicts(
  deps: TAppDeps,
  professionalId: number,
  series: TSeries,
  now: Date,
  confirmOverlaps: boolean | undefined,
  replaces?: { id: number; occurrences: TReplacedOccurrences },
): Promise<void> {
  return checkTimeConflicts(deps.db, professionalId, proposedOccurrences(series, now), {
    kind: 'saveEvent',
    confirmed: confirmOverlaps === true,
    ignore: replaces ? { event: replaces } : {},
  });
}

async function ownEvent(db: TDatabase, professionalId: number, id: number): Promise<TEventRow> {
  const [row] = await db
    .select()
    .from(planningEvents)
    .where(and(eq(planningEvents.id, id), eq(planningEvents.professionalId, professionalId)));
  if (!row) throw new AppError('NOT_FOUND', { message: EVENT_NOT_FOUND });
  return row;
}

/**
 * The occurrence named by its original Paris date, unless it was cancelled; `start` and `end` are where it
 * is now (an occurrence changed on its own may have moved).
 */
async function namedOccurrence(
  db: TDatabase,
  row: TEventRow,
  date: string | undefined,
): Promise<TOccurrence> {
  const occurrence = date ? occurrenceOn(seriesOf(row), date) : null;
  if (!occurrence) throw new AppError('NOT_FOUND', { message: OCCURRENCE_NOT_FOUND });
  const [exception] = await db
    .select({
      kind: planningEventExceptions.kind,
      startsAt: planningEventExceptions.startsAt,
      endsAt: planningEventExceptions.endsAt,
    })
    .from(planningEventExceptions)
    .where(
      and(
        eq(planningEventExceptions.eventId, row.id),
        eq(planningEventExceptions.originalStart, occurrence.originalStart),
      ),
    );
  if (exception?.kind === 'cancelled') throw new AppError('NOT_FOUND', { message: OCCURRENCE_NOT_FOUND });
  return exception?.startsAt && exception.endsAt
    ? { ...occurrence, start: exception.startsAt, end: exception.endsAt }
    : occurrence;
}

/** True when the change moves the event or changes its repetition (what its occurrences cover). */
function timingChanged(row: TEventRow, values: ReturnType<typeof eventValues>): boolean {
  return (
    values.startsAt.getTime() !== row.startsAt.getTime() ||
    values.endsAt.getTime() !== row.endsAt.getTime() ||
    values.frequency !== row.frequency ||
    values.repeatUntil !== row.repeatUntil ||
    values.repeatCount !== row.repeatCount
  );
}

/** Ends a series just before `occurrence` (« cet événement et les suivants »), dropping later exceptions. */
async function endSeriesBefore(
  db: Pick<TDatabase, 'update' | 'delete'>,
  row: TEventRow,
  occurrence: TOccurrence,
) {
  await db
    .update(planningEvents)
    .set({ repeatUntil: addCivilDays(parisCivil(occurrence.originalStart).date, -1), repeatCount: null })
    .where(eq(planningEvents.id, row.id));
  await db
    .delete(planningEventExceptions)
    .where(
      and(
        eq(planningEventExceptions.eventId, row.id),
        gte(planningEventExceptions.originalStart, occurrence.originalStart),
      ),
    );
}

const PARIS_DAY = frenchDateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PARIS_TIME_ZONE,
});

/**
 * A line of the access journal about a planning event (issue 27 §2): when it is, never its title or its
 * description (a hearing's title names the matter).
 */
function journalEvent(
  db: TDatabaseOrTransaction,
  actor: TJournalActor,
  event: { id: number; professionalId: number; startsAt: Date },
  action: 'create' | 'update' | 'delete',
): Promise<void> {
  return recordAccess(db, actor, {
    professionalId: event.professionalId,
    subject: 'planning_event',
    subjectId: event.id,
    action,
    label: `Événement du ${PARIS_DAY.format(event.startsAt)} à ${formatParisTime(event.startsAt)}`,
  });
}

/** A professional's planning events between two instants, each occurrence of a series apart, by start. */
export async function listPlanningEvents(
  db: TDatabase,
  professionalId: number,
  from: Date,
  until: Date,
): Promise<TPlanningEvent[]> {
  const rows = await db
    .select()
    .from(planningEvents)
    .where(
      and(
        eq(planningEvents.professionalId, professionalId),
        // Every series: one of its occurrences may have moved into the window from anywhere.
        or(
          isNotNull(planningEvents.frequency),
          and(lt(planningEvents.startsAt, until), gt(planningEvents.endsAt, from)),
        ),
      ),
    );
  const exceptions = await loadExceptions(
    db,
    rows.filter((row) => row.frequency !== null).map((row) => row.id),
  );
  return rows
    .flatMap((row) =>
      expandSeries(seriesOf(row), exceptions.get(row.id) ?? [], from, until).map((occurrence) =>
        toPlanningEvent(row, occurrence),
      ),
    )
    .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
}

export function registerPlanningEventRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/pro/events',
    { schema: { querystring: ZEventsQuery, response: { 200: ZPlanningEventsResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const { from, until } = parisDaysRange(request.query.from, request.query.to);
      const events = await listPlanningEvents(deps.db, professional.id, from, until);
      return { events };
    },
  );

  api.post(
    '/api/pro/events',
    { schema: { body: ZPlanningEventRequest, response: { 201: ZPlanningEventResponse } } },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      const values = eventValues(request.body);
      assertValidSpan(values);
      const now = deps.clock.now();
      await checkEventConflicts(deps, professional.id, seriesOf(values), now, request.body.confirmOverlaps);
      const actor = await workspaceJournalActor(deps, request);
      const [row] = await deps.db.transaction(async (tx) => {
        if (values.frequency !== null) await assertSeriesCapacity(tx, professional.id, now);
        const inserted = await tx
          .insert(planningEvents)
          .values({ ...values, professionalId: professional.id, createdAt: now })
          .returning();
        for (const created of inserted) await journalEvent(tx, actor, created, 'create');
        return inserted;
      });
      if (!row) throw new AppError('INTERNAL');
      await professionalsChanged(deps.db, [professional.id], now);
      return reply.status(201).send({ event: toPlanningEvent(row, firstOccurrence(row)) });
    },
  );

  api.put(
    '/api/pro/events/:id',
    {
      schema: {
        params: ZEventIdParams,
        querystring: ZEventScopeQuery,
        body: ZPlanningEventRequest,
        response: { 200: ZPlanningEventResponse },
      },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const row = await ownEvent(deps.db, professional.id, request.params.id);
      const { scope, occurrence: occurrenceDate } = request.query;
      const now = deps.clock.now();
      const checkOverlaps = (series: TSeries, occurrences: TReplacedOccurrences) =>
        checkEventConflicts(deps, professional.id, series, now, request.body.confirmOverlaps, {
          id: row.id,
          occurrences,
        });
      let event: TPlanningEvent;
      if (row.frequency !== null && scope === 'this') {
        // « Cet événement »: an exception with the occurrence's own fields; the series does not move.
        const occurrence = await namedOccurrence(deps.db, row, occurrenceDate);
        const fields = occurrenceFields(request.body);
        assertValidSpan(fields);
        const moved =
          fields.startsAt.getTime() !== occurrence.start.getTime() ||
          fields.endsAt.getTime() !== occurrence.end.getTime();
        if (moved) {
          const single = { start: fields.startsAt, end: fields.endsAt, rule: null };
          await checkOverlaps(single, { only: occurrence.originalStart });
        }
        await deps.db
          .insert(planningEventExceptions)
          .values({ eventId: row.id, originalStart: occurrence.originalStart, kind: 'changed', ...fields })
          .onConflictDoUpdate({
            target: [planningEventExceptions.eventId, planningEventExceptions.originalStart],
            set: { kind: 'changed', ...fields },
          });
        const { startsAt: start, endsAt: end, ...rest } = fields;
        event = toPlanningEvent(row, {
          start,
          end,
          originalStart: occurrence.originalStart,
          override: { ...rest, start, end },
        });
      } else if (row.frequency !== null && scope === 'following') {
        const occurrence = await namedOccurrence(deps.db, row, occurrenceDate);
        const values = eventValues(request.body);
        assertValidSpan(values);
        const fromFirst = occurrence.originalStart.getTime() === row.startsAt.getTime();
        // From the first occurrence it is the whole series; from a later one, a new series starts there.
        if (!fromFirst || timingChanged(row, values)) {
          await checkOverlaps(seriesOf(values), fromFirst ? 'all' : { from: occurrence.originalStart });
        }
        if (fromFirst) {
          event = await replaceSeries(deps.db, row, values);
        } else {
          // « Cet événement et les suivants »: the series stops the day before, a new one starts here.
          const created = await deps.db.transaction(async (tx) => {
            await endSeriesBefore(tx, row, occurrence);
            const [inserted] = await tx
              .insert(planningEvents)
              .values({ ...values, professionalId: professional.id, createdAt: now })
              .returning();
            return inserted;
          });
          if (!created) throw new AppError('INTERNAL');
          event = toPlanningEvent(created, firstOccurrence(created));
        }
      } else {
        const values = eventValues(request.body);
        assertValidSpan(values);
        if (timingChanged(row, values)) {
          await checkOverlaps(seriesOf(values), 'all');
        }
        // A single event that starts repeating is a new series. « Et les suivants » is not: the two parts
        // follow each other, so no window holds more of them than it held of the one before.
        event = await replaceSeries(
          deps.db,
          row,
          values,
          row.frequency === null && values.frequency !== null
            ? { professionalId: professional.id, now }
            : null,
        );
      }
      // The change may be an exception, a series replaced or split: one line says the event changed.
      await journalEvent(
        deps.db,
        await workspaceJournalActor(deps, request),
        { id: event.id, professionalId: professional.id, startsAt: new Date(event.start) },
        'update',
      );
      await professionalsChanged(deps.db, [professional.id], now);
      return { event };
    },
  );

  api.delete(
    '/api/pro/events/:id',
    { schema: { params: ZEventIdParams, querystring: ZEventScopeQuery, response: { 200: ZOkResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const row = await ownEvent(deps.db, professional.id, request.params.id);
      const { scope, occurrence: occurrenceDate } = request.query;
      const occurrence =
        row.frequency !== null && scope !== 'all'
          ? await namedOccurrence(deps.db, row, occurrenceDate)
          : null;
      if (occurrence && scope === 'this') {
        // « Cet événement »: an EXDATE.
        const cancelled = {
          kind: 'cancelled' as const,
          title: null,
          clientName: null,
          type: null,
          startsAt: null,
          endsAt: null,
          status: null,
          location: null,
          description: null,
          mode: null,
        };
        await deps.db
          .insert(planningEventExceptions)
          .values({ eventId: row.id, originalStart: occurrence.originalStart, ...cancelled })
          .onConflictDoUpdate({
            target: [planningEventExceptions.eventId, planningEventExceptions.originalStart],
            set: cancelled,
          });
      } else if (occurrence && occurrence.originalStart.getTime() !== row.startsAt.getTime()) {
        await deps.db.transaction((tx) => endSeriesBefore(tx, row, occurrence));
      } else {
        // A single event, the whole series, or « et les suivants » from the first occurrence.
        await deps.db.delete(planningEvents).where(eq(planningEvents.id, row.id));
      }
      const deleted = occurrence ? { ...row, startsAt: occurrence.start } : row;
      await journalEvent(deps.db, await workspaceJournalActor(deps, request), deleted, 'delete');
      await professionalsChanged(deps.db, [professional.id], deps.clock.now());
      return { ok: true as const };
    },
  );
}

/**
 * « Toute la série » (or a single event): the row takes the new values. When the times or the rule change,
 * the occurrences no longer start where the exceptions say, so those go (as calendar applications do).
 */
async function replaceSeries(
  db: TDatabase,
  row: TEventRow,
  values: ReturnType<typeof eventValues>,
  newSeries: { professionalId: number; now: Date } | null = null,
): Promise<TPlanningEvent> {
  const updated = await db.transaction(async (tx) => {
    if (newSeries) await assertSeriesCapacity(tx, newSeries.professionalId, newSeries.now);
    if (timingChanged(row, values))
      await tx.delete(planningEventExceptions).where(eq(planningEventExceptions.eventId, row.id));
    const [result] = await tx
      .update(planningEvents)
      .set(values)
      .where(eq(planningEvents.id, row.id))
      .returning();
    return result;
  });
  if (!updated) throw new AppError('NOT_FOUND', { message: EVENT_NOT_FOUND });
  return toPlanningEvent(updated, firstOccurrence(updated));
}
