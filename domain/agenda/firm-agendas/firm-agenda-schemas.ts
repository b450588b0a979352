import { isRealCivilDate } from '#domain/kernel/time/paris-time.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import {
  PLANNING_EVENT_STATUSES,
  PLANNING_EVENT_TYPES,
  ZPlanningEvent,
} from '../planning/planning-event-schemas';

/** The planning never shows more than six weeks at once (a month view and its edges). */
export const MAX_AGENDA_DAYS = 42;
/** Twelve columns is already more than a screen reads; the picker says so. */
export const MAX_AGENDA_LAWYERS = 12;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LAWYERS_MESSAGE = `Choisissez entre 1 et ${MAX_AGENDA_LAWYERS} avocats`;

const civilDate = (required: string) =>
  z
    .string({ error: required })
    .min(1, { message: required, abort: true })
    .max(10, 'Date invalide')
    .refine(isRealCivilDate, 'Date invalide');

/**
 * `GET /api/pro/firm/agendas?from=&to=&lawyers=id,id`: the agendas of up to twelve lawyers over at most
 * 42 Paris days (both included). `lawyers` is a comma-separated list of the lawyers' account ids.
 */
export const ZFirmAgendasQuery = z
  .strictObject({
    from: civilDate('La date de début est requise'),
    to: civilDate('La date de fin est requise'),
    lawyers: z
      .string({ error: LAWYERS_MESSAGE })
      // Twelve ids and their commas: anything longer is not a list of lawyers.
      .max(MAX_AGENDA_LAWYERS * 37, LAWYERS_MESSAGE)
      .transform((value) => [...new Set(value.split(',').map((id) => id.trim().toLowerCase()))])
      .pipe(
        z
          .array(z.string().regex(UUID_PATTERN, 'Avocat inconnu'))
          .min(1, LAWYERS_MESSAGE)
          .max(MAX_AGENDA_LAWYERS, LAWYERS_MESSAGE),
      ),
  })
  .refine((query) => query.from <= query.to, {
    message: 'La date de fin doit être après la date de début',
    path: ['to'],
  })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) < MAX_AGENDA_DAYS * 86_400_000, {
    message: `Période trop longue (${MAX_AGENDA_DAYS} jours au plus)`,
    path: ['to'],
  });
export type TFirmAgendasQuery = z.output<typeof ZFirmAgendasQuery>;

export const ZLawyerColour = z.object({
  key: z.string(),
  background: z.string(),
  text: z.string(),
  border: z.string(),
});

/** A lawyer whose agenda the viewer may see, in the firm's order, with their colour and initials. */
export const ZAgendaLawyer = z.object({
  userId: z.string(),
  /** « Maître Sophie Martin ». */
  name: z.string(),
  initials: z.string(),
  colour: ZLawyerColour,
  /** The viewer's own agenda. */
  self: z.boolean(),
  /** The viewer may create, move, cancel, accept and refuse on it (theirs, or an assistant's lawyer's). */
  canManage: z.boolean(),
});
export type TAgendaLawyer = z.infer<typeof ZAgendaLawyer>;

export const ZAgendaLawyersResponse = z.object({ lawyers: z.array(ZAgendaLawyer) });
export type TAgendaLawyersResponse = z.infer<typeof ZAgendaLawyersResponse>;

/**
 * A client appointment on a planning of several agendas: when, how, its state and who the client is. Its
 * reason is said only to whom manages that agenda: a colleague's consultation is their matter (professional
 * secrecy).
 */
export const ZAgendaAppointment = z.object({
  id: z.number().int(),
  client: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  start: z.string(),
  end: z.string(),
  mode: ZPlanningEvent.shape.mode,
  status: z.enum(['pending', 'confirmed', 'completed']),
  reason: z.string().nullable(),
});
export type TAgendaAppointment = z.infer<typeof ZAgendaAppointment>;

/** A colleague's planning event as an associate sees it: the time it takes, not what it is about. */
export const ZAgendaBusyEvent = z.object({
  id: z.number().int(),
  type: z.enum(PLANNING_EVENT_TYPES),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(PLANNING_EVENT_STATUSES),
  mode: ZPlanningEvent.shape.mode,
});
export type TAgendaBusyEvent = z.infer<typeof ZAgendaBusyEvent>;

const agendaBase = { userId: z.string(), appointments: z.array(ZAgendaAppointment) };

export const ZLawyerAgenda = z.discriminatedUnion('access', [
  z.object({ ...agendaBase, access: z.literal('manage'), events: z.array(ZPlanningEvent) }),
  z.object({ ...agendaBase, access: z.literal('view'), events: z.array(ZAgendaBusyEvent) }),
]);
export type TLawyerAgenda = z.infer<typeof ZLawyerAgenda>;

export const ZFirmAgendasResponse = z.object({
  lawyers: z.array(ZAgendaLawyer),
  agendas: z.array(ZLawyerAgenda),
});
export type TFirmAgendasResponse = z.infer<typeof ZFirmAgendasResponse>;
