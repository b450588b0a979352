import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { professionals } from './directory';

/** Planning events of a professional; blocking ones remove public slots (PRODUCT.md §4). */
export const planningEvents = pgTable(
  'planning_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    clientName: text('client_name'),
    type: text('type', { enum: ['consultation', 'audience', 'reunion', 'travail', 'conge'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['confirmed', 'tentative', 'busy', 'free', 'pending'] }).notNull(),
    location: text('location'),
    description: text('description'),
    mode: text('mode', { enum: ['office', 'video', 'phone'] })
      .notNull()
      .default('office'),
    /**
     * Null: a single event. Otherwise the series repeats every day, week or month at the same Paris civil
     * time, until `repeatUntil` (a Paris date, included) or `repeatCount` occurrences, or forever.
     * Occurrences changed on their own are in planning_event_exceptions (below).
     */
    frequency: text('frequency', { enum: ['daily', 'weekly', 'monthly'] }),
    repeatUntil: date('repeat_until', { mode: 'string' }),
    repeatCount: integer('repeat_count'),
    createdAt: createdAt(),
  },
  (t) => [
    index('planning_events_professional_time_idx').on(t.professionalId, t.startsAt),
    check('planning_events_frequency_valid', sql`${t.frequency} in ('daily', 'weekly', 'monthly')`),
    check(
      'planning_events_repeat_end',
      sql`(${t.frequency} is not null or (${t.repeatUntil} is null and ${t.repeatCount} is null)) and (${t.repeatUntil} is null or ${t.repeatCount} is null)`,
    ),
    check('planning_events_repeat_count', sql`${t.repeatCount} between 1 and 730`),
    check('planning_events_time_order', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'planning_events_type_valid',
      sql`${t.type} in ('consultation', 'audience', 'reunion', 'travail', 'conge')`,
    ),
    check(
      'planning_events_status_valid',
      sql`${t.status} in ('confirmed', 'tentative', 'busy', 'free', 'pending')`,
    ),
    check('planning_events_mode_valid', sql`${t.mode} in ('office', 'video', 'phone')`),
  ],
);

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

/** Calendars a professional imports (URL or file); their busy times block public slots. */
export const calendarAccounts = pgTable(
  'calendar_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    colour: text('colour').notNull(),
    sourceUrl: text('source_url'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('calendar_accounts_professional_idx').on(t.professionalId)],
);

/** Occurrences read from an imported calendar (recurrences expanded), replaced at each refresh. */
export const importedEvents = pgTable(
  'imported_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => calendarAccounts.id, { onDelete: 'cascade' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    summary: text('summary').notNull(),
    busy: boolean('busy').notNull(),
  },
  (t) => [index('imported_events_professional_time_idx').on(t.professionalId, t.startsAt)],
);

/** The private iCalendar feed of a professional's appointments; regenerating the token revokes old links. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    professionalId: integer('professional_id')
      .primaryKey()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.token)],
);
