import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOkResponse } from '../../domain/auth/auth-schemas';
import { AppError } from '../../domain/errors/app-error';
import { expandOccurrences, type TOccurrence } from '../../domain/pro/expand-recurrence';
import { parisCivil, parisDaysRange, parisInstant } from '../../domain/pro/paris-time';
import {
  isBlockingEvent,
  type TPlanningEvent,
  ZEventIdParams,
  ZEventsQuery,
  ZPlanningEventRequest,
  ZPlanningEventResponse,
  ZPlanningEventsResponse,
} from '../../domain/pro/planning-event-schemas';
import type { z } from '../../domain/zod-fr';
import type { TAppDeps } from '../app-deps';
import { planningEvents } from '../db/schema';
import { professionalsChanged } from '../professionals/professionals-changed';
import { EVENT_NOT_FOUND, requireProfessional } from './pro-context';

type TEventRow = typeof planningEvents.$inferSelect;
type TEventInput = z.output<typeof ZPlanningEventRequest>;

function toPlanningEvent(row: TEventRow, occurrence: TOccurrence): TPlanningEvent {
  const start = parisCivil(occurrence.start);
  return {
    id: row.id,
    title: row.title,
    clientName: row.clientName,
    type: row.type,
    date: start.date,
    seriesDate: parisCivil(row.startsAt).date,
    startTime: start.time,
    endTime: parisCivil(occurrence.end).time,
    start: occurrence.start.toISOString(),
    end: occurrence.end.toISOString(),
    status: row.status,
    location: row.location,
    description: row.description,
    mode: row.mode,
    recurring: row.recurring,
    blocking: isBlockingEvent(row),
    source: 'local',
  };
}

function eventValues(input: TEventInput) {
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
    recurring: input.recurring,
  };
}

function assertValidSpan(values: { startsAt: Date; endsAt: Date }): void {
  // A civil range inside the spring clock change can collapse: refuse it like an end before the start.
  if (values.endsAt <= values.startsAt) {
    const message = "L'heure de fin doit être après l'heure de début";
    throw new AppError('VALIDATION_FAILED', { message, fieldErrors: { endTime: message } });
  }
}

export function registerProEventRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/pro/events',
    { schema: { querystring: ZEventsQuery, response: { 200: ZPlanningEventsResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const { from, until } = parisDaysRange(request.query.from, request.query.to);
      const rows = await deps.db
        .select()
        .from(planningEvents)
        .where(
          and(
            eq(planningEvents.professionalId, professional.id),
            lt(planningEvents.startsAt, until),
            or(eq(planningEvents.recurring, true), gt(planningEvents.endsAt, from)),
          ),
        );
      const events = rows
        .flatMap((row) =>
          expandOccurrences(
            { start: row.startsAt, end: row.endsAt, recurring: row.recurring },
            from,
            until,
          ).map((occurrence) => toPlanningEvent(row, occurrence)),
        )
        .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
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
      const [row] = await deps.db
        .insert(planningEvents)
        .values({ ...values, professionalId: professional.id, createdAt: now })
        .returning();
      if (!row) throw new AppError('INTERNAL');
      await professionalsChanged(deps.db, [professional.id], now);
      return reply
        .status(201)
        .send({ event: toPlanningEvent(row, { start: row.startsAt, end: row.endsAt }) });
    },
  );

  api.put(
    '/api/pro/events/:id',
    {
      schema: {
        params: ZEventIdParams,
        body: ZPlanningEventRequest,
        response: { 200: ZPlanningEventResponse },
      },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const values = eventValues(request.body);
      assertValidSpan(values);
      const [row] = await deps.db
        .update(planningEvents)
        .set(values)
        .where(
          and(eq(planningEvents.id, request.params.id), eq(planningEvents.professionalId, professional.id)),
        )
        .returning();
      if (!row) throw new AppError('NOT_FOUND', { message: EVENT_NOT_FOUND });
      await professionalsChanged(deps.db, [professional.id], deps.clock.now());
      return { event: toPlanningEvent(row, { start: row.startsAt, end: row.endsAt }) };
    },
  );

  api.delete(
    '/api/pro/events/:id',
    { schema: { params: ZEventIdParams, response: { 200: ZOkResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const [row] = await deps.db
        .delete(planningEvents)
        .where(
          and(eq(planningEvents.id, request.params.id), eq(planningEvents.professionalId, professional.id)),
        )
        .returning({ id: planningEvents.id });
      if (!row) throw new AppError('NOT_FOUND', { message: EVENT_NOT_FOUND });
      await professionalsChanged(deps.db, [professional.id], deps.clock.now());
      return { ok: true as const };
    },
  );
}
