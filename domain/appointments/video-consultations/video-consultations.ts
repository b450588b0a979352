import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { addCivilDays, mondayOf } from '#domain/kernel/time/paris-time.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import type { TAppointmentStatus } from '../booking/appointment-status';
import { canJoinVideo, VIDEO_JOIN_LEAD_MINUTES } from '../booking/change-window';
import { ZProAppointment } from '../professional-actions/pro-appointment-schemas';

/** Seed 001 §4: video consultation status. */
export const VIDEO_CONSULTATION_STATUSES = ['upcoming', 'live', 'completed', 'cancelled'] as const;
export type TVideoConsultationStatus = (typeof VIDEO_CONSULTATION_STATUSES)[number];

export const VIDEO_STATUS_LABELS: Record<TVideoConsultationStatus, string> = {
  upcoming: 'À venir',
  live: 'En cours',
  completed: 'Terminée',
  cancelled: 'Annulée',
};

type TTimedAppointment = { status: TAppointmentStatus; start: Date; end: Date };

/**
 * Where a video appointment stands at `now`. A pending request whose end has passed was never
 * confirmed, so it neither took place nor is still to come: null, and it appears in no list.
 */
export function videoConsultationStatus(
  appointment: TTimedAppointment,
  now: Date,
): TVideoConsultationStatus | null {
  if (appointment.status === 'cancelled') return 'cancelled';
  if (appointment.status === 'completed') return 'completed';
  const time = now.getTime();
  if (time >= appointment.end.getTime()) return appointment.status === 'confirmed' ? 'completed' : null;
  if (appointment.status === 'confirmed' && time >= appointment.start.getTime()) return 'live';
  return 'upcoming';
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Seed 001 §4 countdown, on elapsed time (a DST night makes a "tomorrow same time" 23 or 25 hours):
 * more than 24 hours away « Dans N jour(s) », otherwise « Dans Xh Ymin » or « Dans N min »,
 * « Maintenant » at or past the start. Minutes round up so that 30 seconds left reads « Dans 1 min ».
 */
export function videoCountdown(start: Date, now: Date): string {
  const remaining = start.getTime() - now.getTime();
  if (remaining <= 0) return 'Maintenant';
  if (remaining > DAY_MS) {
    const days = Math.floor(remaining / DAY_MS);
    return `Dans ${days} ${days === 1 ? 'jour' : 'jours'}`;
  }
  const minutes = Math.ceil(remaining / MINUTE_MS);
  if (minutes < 60) return `Dans ${minutes}\u00a0min`;
  return `Dans ${Math.floor(minutes / 60)}\u00a0h ${minutes % 60}\u00a0min`;
}

export type TStartAllowance = { enabled: true } | { enabled: false; reason: string };

export const START_NOT_YET_MESSAGE = `La visioconférence pourra être démarrée ${VIDEO_JOIN_LEAD_MINUTES}\u00a0min avant le début.`;

/** « Démarrer » opens the meeting from 15 min before the start until the end (same rule as the client). */
export function startAllowance(
  appointment: TTimedAppointment & { meetingUrl: string | null },
  now: Date,
): TStartAllowance {
  if (appointment.status === 'cancelled') {
    return { enabled: false, reason: 'Cette consultation est annulée.' };
  }
  if (appointment.status === 'completed' || now.getTime() >= appointment.end.getTime()) {
    return { enabled: false, reason: 'Cette consultation est terminée.' };
  }
  if (appointment.status === 'pending') {
    return { enabled: false, reason: 'Ce rendez-vous attend encore votre confirmation.' };
  }
  if (!appointment.meetingUrl) {
    return { enabled: false, reason: "Aucun lien de visioconférence n'est associé à ce rendez-vous." };
  }
  if (!canJoinVideo(appointment, now)) return { enabled: false, reason: START_NOT_YET_MESSAGE };
  return { enabled: true };
}

export type TVideoSummaryItem = TTimedAppointment & {
  /** Who the client is: account id, else e-mail or name. */
  clientKey: string;
};

export const ZVideoSummary = z.object({
  today: z.number().int(),
  thisWeek: z.number().int(),
  totalMinutes: z.number().int(),
  uniqueClients: z.number().int(),
});
export type TVideoSummary = z.infer<typeof ZVideoSummary>;

/**
 * The four tiles, in Paris civil days: video consultations today and this Monday–Sunday week
 * (cancelled ones and expired requests left out), minutes of completed consultations, and
 * distinct clients over every consultation that took or will take place.
 */
export function computeVideoSummary(items: readonly TVideoSummaryItem[], now: Date): TVideoSummary {
  const counted = items.filter((item) => {
    const status = videoConsultationStatus(item, now);
    return status !== null && status !== 'cancelled';
  });
  const today = formatParisDate(now);
  const monday = mondayOf(today);
  const sunday = addCivilDays(monday, 6);
  let todayCount = 0;
  let weekCount = 0;
  let totalMinutes = 0;
  const clients = new Set<string>();
  for (const item of counted) {
    const date = formatParisDate(item.start);
    if (date === today) todayCount += 1;
    if (date >= monday && date <= sunday) weekCount += 1;
    if (videoConsultationStatus(item, now) === 'completed') {
      totalMinutes += Math.round((item.end.getTime() - item.start.getTime()) / MINUTE_MS);
    }
    clients.add(item.clientKey);
  }
  return { today: todayCount, thisWeek: weekCount, totalMinutes, uniqueClients: clients.size };
}

/** « Temps total »: 0 → 0h, 120 → 2h, 90 → 1h30, 45 → 0h45. */
export function totalTimeLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h${String(rest).padStart(2, '0')}`;
}

export const ZVideoConsultation = ZProAppointment.extend({
  videoStatus: z.enum(VIDEO_CONSULTATION_STATUSES),
});
export type TVideoConsultation = z.infer<typeof ZVideoConsultation>;

export const ZVideoConsultationsResponse = z.object({
  /** Upcoming and live, soonest first. */
  upcoming: z.array(ZVideoConsultation),
  /** Completed, most recent first. */
  history: z.array(ZVideoConsultation),
  summary: ZVideoSummary,
});
export type TVideoConsultationsResponse = z.infer<typeof ZVideoConsultationsResponse>;
