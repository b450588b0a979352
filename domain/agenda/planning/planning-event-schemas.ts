import { PRO_MODES } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { isRealCivilDate } from '#domain/kernel/time/paris-time.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { MAX_SERIES_COUNT, RECURRENCE_FREQUENCIES } from './expand-recurrence';
import { PLANNING_EVENT_STATUSES, PLANNING_EVENT_TYPES } from './planning-event-types';
import { ZConfirmOverlaps } from './time-conflict-schemas';

// The event kinds live in a leaf module that the error shape and the conflict finder can import.
export {
  BLOCKING_EVENT_TYPES,
  isBlockingEvent,
  PLANNING_EVENT_STATUSES,
  PLANNING_EVENT_TYPES,
  type TPlanningEventStatus,
  type TPlanningEventType,
} from './planning-event-types';

import { INVALID_TIME_MESSAGE } from '#domain/kernel/format-messages.ts';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { message, abort: true });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Ce champ ne doit pas dépasser ${max} caractères`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const REPEAT_CHOICES = ['none', ...RECURRENCE_FREQUENCIES] as const;
export const REPEAT_END_CHOICES = ['never', 'until', 'count'] as const;
export const UNTIL_REQUIRED = 'La date de fin de la répétition est requise';
export const UNTIL_BEFORE_START = 'La fin de la répétition doit être le jour de l’événement ou après';
export const COUNT_REQUIRED = "Le nombre d'occurrences est requis";
export const COUNT_RANGE = `Entre 1 et ${MAX_SERIES_COUNT} occurrences`;

/** The planning form (seed 001 §5, issue 15 §3), in Paris civil date and times. */
export const ZPlanningEventRequest = z
  .strictObject({
    title: requiredText('Le titre est requis').max(200, 'Le titre ne doit pas dépasser 200 caractères'),
    clientName: optionalText(200),
    type: z.enum(PLANNING_EVENT_TYPES, { error: "Type d'événement invalide" }).default('consultation'),
    date: requiredText('La date est requise').refine(
      isRealCivilDate,
      'Date invalide (cette date n’existe pas)',
    ),
    startTime: requiredText("L'heure de début est requise").regex(TIME_PATTERN, INVALID_TIME_MESSAGE),
    endTime: requiredText("L'heure de fin est requise").regex(TIME_PATTERN, INVALID_TIME_MESSAGE),
    status: z.enum(PLANNING_EVENT_STATUSES, { error: 'Statut invalide' }).default('confirmed'),
    location: optionalText(200),
    description: optionalText(5000),
    mode: z.enum(PRO_MODES, { error: 'Mode invalide' }).default('office'),
    /** « Répétition »: none, every day, week or month (interval 1). */
    repeat: z.enum(REPEAT_CHOICES, { error: 'Répétition invalide' }).default('none'),
    /** « Fin »: never, on a date (included) or after a number of occurrences. */
    repeatEnd: z.enum(REPEAT_END_CHOICES, { error: 'Fin de répétition invalide' }).default('never'),
    until: z
      .string()
      .refine(isRealCivilDate, 'Date invalide (cette date n’existe pas)')
      .nullable()
      .optional(),
    count: z
      .number({ error: COUNT_REQUIRED })
      .int(COUNT_RANGE)
      .min(1, COUNT_RANGE)
      .max(MAX_SERIES_COUNT, COUNT_RANGE)
      .nullable()
      .optional(),
    /** Issue 15 §2: saved even over appointments or blocking events, once the professional saw them. */
    confirmOverlaps: ZConfirmOverlaps,
  })
  .refine((event) => event.startTime < event.endTime, {
    message: "L'heure de fin doit être après l'heure de début",
    path: ['endTime'],
  })
  .refine((event) => event.repeat === 'none' || event.repeatEnd !== 'until' || Boolean(event.until), {
    message: UNTIL_REQUIRED,
    path: ['until'],
  })
  .refine(
    (event) =>
      event.repeat === 'none' || event.repeatEnd !== 'until' || !event.until || event.until >= event.date,
    { message: UNTIL_BEFORE_START, path: ['until'] },
  )
  .refine((event) => event.repeat === 'none' || event.repeatEnd !== 'count' || event.count != null, {
    message: COUNT_REQUIRED,
    path: ['count'],
  });
export type TPlanningEventRequest = z.input<typeof ZPlanningEventRequest>;

/** Which occurrences an edit or a deletion of a series changes (issue 15 §3). */
export const EVENT_SCOPES = ['this', 'following', 'all'] as const;
export type TEventScope = (typeof EVENT_SCOPES)[number];

/** `?scope=…&occurrence=YYYY-MM-DD`: the occurrence is named by its original Paris date. */
export const ZEventScopeQuery = z
  .strictObject({
    scope: z.enum(EVENT_SCOPES, { error: 'Portée invalide' }).default('all'),
    occurrence: z.string().refine(isRealCivilDate, 'Date invalide').optional(),
  })
  .refine((query) => query.scope === 'all' || query.occurrence !== undefined, {
    message: "La date de l'occurrence est requise",
    path: ['occurrence'],
  });
export type TEventScopeQuery = z.input<typeof ZEventScopeQuery>;

export const ZEventIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Identifiant invalide')
    .transform(Number),
});

/**
 * The longest window `GET /api/pro/events` expands (ADR 0044): a quarter, more than the month grid (six weeks)
 * and the pending events of the next three months need. A year of 50 daily series would be 18,000 occurrences.
 */
export const MAX_EVENTS_WINDOW_DAYS = 92;

export const ZEventsQuery = z
  .strictObject({
    from: requiredText('La date de début est requise').refine(isRealCivilDate, 'Date invalide'),
    to: requiredText('La date de fin est requise').refine(isRealCivilDate, 'Date invalide'),
  })
  .refine((query) => query.from <= query.to, {
    message: 'La date de fin doit être après la date de début',
    path: ['to'],
  })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) < MAX_EVENTS_WINDOW_DAYS * 86_400_000, {
    message: `Période trop longue (${MAX_EVENTS_WINDOW_DAYS} jours au plus)`,
    path: ['to'],
  });

export const ZPlanningEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  clientName: z.string().nullable(),
  type: z.enum(PLANNING_EVENT_TYPES),
  /** This occurrence's Paris date and times (a series appears once per occurrence). */
  date: z.string(),
  /** The Paris date of the series' first occurrence: what an edit of the whole series changes. */
  seriesDate: z.string(),
  /** The Paris date this occurrence had before any change: how an edit or deletion names it. */
  occurrenceDate: z.string(),
  /** True when this occurrence was changed on its own. */
  exception: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(PLANNING_EVENT_STATUSES),
  location: z.string().nullable(),
  description: z.string().nullable(),
  mode: z.enum(PRO_MODES),
  recurring: z.boolean(),
  repeat: z.enum(REPEAT_CHOICES),
  until: z.string().nullable(),
  count: z.number().int().nullable(),
  blocking: z.boolean(),
  source: z.literal('local'),
});
export type TPlanningEvent = z.infer<typeof ZPlanningEvent>;

export const ZPlanningEventsResponse = z.object({ events: z.array(ZPlanningEvent) });
export const ZPlanningEventResponse = z.object({ event: ZPlanningEvent });
