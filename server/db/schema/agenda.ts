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

/**
 * A calendar service a professional connected for two-way sync (issue 28, ADR 0065): a CalDAV server, a
 * Google or a Microsoft account. Its credentials (password or OAuth tokens) are sealed (AES-256-GCM).
 */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['caldav', 'google', 'microsoft'] }).notNull(),
    /** What the professional recognises: the account's e-mail, or the user name at the server. */
    label: text('label').notNull(),
    /** CalDAV: the server's address as typed (null for Google and Microsoft). */
    serverUrl: text('server_url'),
    sealedCredentials: text('sealed_credentials').notNull(),
    /** `failing` since `failingSince`; `unauthorized` waits for « Reconnecter ». */
    status: text('status', { enum: ['active', 'failing', 'unauthorized'] })
      .notNull()
      .default('active'),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** The one e-mail of an outage: set when sent, cleared when the connection works again. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_connections_professional_idx').on(t.professionalId),
    check('calendar_connections_provider_valid', sql`${t.provider} in ('caldav', 'google', 'microsoft')`),
    check('calendar_connections_status_valid', sql`${t.status} in ('active', 'failing', 'unauthorized')`),
    check('calendar_connections_label_size', sql`char_length(${t.label}) <= 320`),
  ],
);

/**
 * A calendar of a connected account: whether its busy times block public slots, whether JurisRDV writes the
 * professional's appointments there (one such calendar per professional), and the sync cursor.
 */
export const connectedCalendars = pgTable(
  'connected_calendars',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    connectionId: bigint('connection_id', { mode: 'number' })
      .notNull()
      .references(() => calendarConnections.id, { onDelete: 'cascade' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    remoteId: text('remote_id').notNull(),
    name: text('name').notNull(),
    colour: text('colour'),
    writable: boolean('writable').notNull().default(true),
    blocksSlots: boolean('blocks_slots').notNull().default(false),
    receivesAppointments: boolean('receives_appointments').notNull().default(false),
    /** Professional secrecy: the written title is « Rendez-vous JurisRDV » unless the professional asks for the client's name. */
    titleShowsClient: boolean('title_shows_client').notNull().default(false),
    syncToken: text('sync_token'),
    ctag: text('ctag'),
    /** When the loop next reads it; a push notification brings it to now. */
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Google's channel or Microsoft's subscription, renewed before it expires. */
    pushChannelId: text('push_channel_id'),
    pushResourceId: text('push_resource_id'),
    /** Sent back with every notification (Google's channel token, Microsoft's clientState). */
    pushSecret: text('push_secret'),
    pushExpiresAt: timestamp('push_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('connected_calendars_remote_key').on(t.connectionId, t.remoteId),
    uniqueIndex('connected_calendars_one_receiving_key')
      .on(t.professionalId)
      .where(sql`${t.receivesAppointments}`),
    index('connected_calendars_due_idx')
      .on(t.nextSyncAt)
      .where(sql`${t.blocksSlots} or ${t.receivesAppointments}`),
    uniqueIndex('connected_calendars_push_channel_key').on(t.pushChannelId),
  ],
);

/**
 * Occurrences read from an imported calendar (recurrences expanded), replaced at each refresh; or from a
 * connected calendar's object (`calendarId`, `objectKey`: a CalDAV href or an event id), replaced when
 * that object changes.
 */
export const importedEvents = pgTable(
  'imported_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).references(() => calendarAccounts.id, {
      onDelete: 'cascade',
    }),
    calendarId: bigint('calendar_id', { mode: 'number' }).references(() => connectedCalendars.id, {
      onDelete: 'cascade',
    }),
    objectKey: text('object_key'),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    summary: text('summary').notNull(),
    busy: boolean('busy').notNull(),
  },
  (t) => [
    index('imported_events_professional_time_idx').on(t.professionalId, t.startsAt),
    index('imported_events_calendar_object_idx').on(t.calendarId, t.objectKey),
    check(
      'imported_events_one_source',
      sql`(${t.accountId} is not null and ${t.calendarId} is null) or (${t.accountId} is null and ${t.calendarId} is not null and ${t.objectKey} is not null)`,
    ),
  ],
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
