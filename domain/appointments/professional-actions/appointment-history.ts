import { formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import { z } from '#domain/kernel/zod-fr.ts';

/**
 * « Historique » of an appointment in the workspace (issue 27 §3): what was done to it and by whom, read
 * from the access journal; `received` is the client's request itself (no one in the workspace acted).
 */
export const APPOINTMENT_HISTORY_KINDS = [
  'received',
  'create',
  'accept',
  'refuse',
  'cancel',
  'reschedule',
  'update',
] as const;
export type TAppointmentHistoryKind = (typeof APPOINTMENT_HISTORY_KINDS)[number];

export const ZAppointmentHistoryEntry = z.object({
  at: z.string(),
  kind: z.enum(APPOINTMENT_HISTORY_KINDS),
  /** « Maître Sophie Martin », « Julie Petit, assistant(e) »; null for the client's request. */
  actor: z.string().nullable(),
});
export type TAppointmentHistoryEntry = z.infer<typeof ZAppointmentHistoryEntry>;

export const ZAppointmentHistoryResponse = z.object({ history: z.array(ZAppointmentHistoryEntry) });
export type TAppointmentHistoryResponse = z.infer<typeof ZAppointmentHistoryResponse>;

const WHAT: Record<Exclude<TAppointmentHistoryKind, 'received'>, string> = {
  create: 'Prise par téléphone',
  accept: 'Acceptée',
  refuse: 'Refusée',
  cancel: 'Annulée',
  reschedule: 'Déplacée',
  update: 'Notes ou documents modifiés',
};

const PARIS_DAY = frenchDateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PARIS_TIME_ZONE,
});

/** « le 29 novembre 2026 à 10:12 », in Paris. */
export function historyMoment(instant: Date): string {
  return `le ${PARIS_DAY.format(instant)} à ${formatParisTime(instant)}`;
}

/** « Acceptée par Julie Petit, assistant(e), le 29 novembre 2026 à 10:12 ». */
export function appointmentHistorySentence(entry: TAppointmentHistoryEntry): string {
  const moment = historyMoment(new Date(entry.at));
  if (entry.kind === 'received') return `Demande reçue ${moment}`;
  const by = entry.actor ? ` par ${entry.actor},` : '';
  return `${WHAT[entry.kind]}${by} ${moment}`;
}
