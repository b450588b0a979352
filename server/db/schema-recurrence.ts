import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { planningEvents } from './schema';

/**
 * One occurrence of a planning series changed on its own, as iCalendar does (issue 15 §3): keyed by the
 * series and the start the occurrence would have had (RECURRENCE-ID). `cancelled` removes it (EXDATE);
 * otherwise the row carries the occurrence's own start, end and fields. Goes with its series.
 */
export const planningEventExceptions = pgTable(
  'planning_event_exceptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => planningEvents.id, { onDelete: 'cascade' }),
    originalStart: timestamp('original_start', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: ['cancelled', 'changed'] }).notNull(),
    title: text('title'),
    clientName: text('client_name'),
    type: text('type', { enum: ['consultation', 'audience', 'reunion', 'travail', 'conge'] }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: text('status', { enum: ['confirmed', 'tentative', 'busy', 'free', 'pending'] }),
    location: text('location'),
    description: text('description'),
    mode: text('mode', { enum: ['office', 'video', 'phone'] }),
  },
  (t) => [
    uniqueIndex('planning_event_exceptions_occurrence_key').on(t.eventId, t.originalStart),
    check('planning_event_exceptions_kind_valid', sql`${t.kind} in ('cancelled', 'changed')`),
    // A changed occurrence carries every field a planning event requires; a cancelled one none.
    check(
      'planning_event_exceptions_fields',
      sql`(${t.kind} = 'cancelled' and ${t.startsAt} is null) or (${t.kind} = 'changed' and ${t.title} is not null and ${t.type} is not null and ${t.status} is not null and ${t.mode} is not null and ${t.startsAt} is not null and ${t.endsAt} > ${t.startsAt})`,
    ),
  ],
);
