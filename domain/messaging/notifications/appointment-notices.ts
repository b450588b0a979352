import { formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import { clientAppointmentLink, proAppointmentLink } from '#domain/kernel/routing/appointment-links.ts';
import { formatParisLongDate } from '#domain/kernel/time/paris-time.ts';
import type { TNotificationKind } from './notification-kinds';

export {
  appointmentIdOfLink,
  clientAppointmentLink,
  proAppointmentLink,
} from '#domain/kernel/routing/appointment-links.ts';

/** What happened to an appointment, and who did it. */
export type TAppointmentEvent =
  | 'booked'
  | 'requested'
  | 'cancelled_by_client'
  | 'moved_by_client'
  | 'accepted'
  | 'refused'
  | 'cancelled_by_professional'
  | 'moved_by_professional';

export type TAppointmentNoticeFacts = {
  appointmentId: number;
  start: Date;
  professional: { userId: string | null; name: string };
  client: { userId: string | null; name: string };
};

export type TAppointmentNotice = { userId: string; kind: TNotificationKind; title: string; link: string };

function when(start: Date): string {
  return `${formatParisLongDate(start)} à ${formatParisTime(start)}`;
}

/**
 * The bell's line for the other party of an appointment event: who and when, never the reason of the
 * consultation (PRODUCT.md §8: professional secrecy). Null when that party has no account to tell.
 */
export function appointmentNotice(
  event: TAppointmentEvent,
  facts: TAppointmentNoticeFacts,
): TAppointmentNotice | null {
  const { professional, client, appointmentId, start } = facts;
  const forPro = (kind: TNotificationKind, title: string): TAppointmentNotice | null =>
    professional.userId
      ? { userId: professional.userId, kind, title, link: proAppointmentLink(appointmentId) }
      : null;
  const forClient = (
    kind: TNotificationKind,
    title: string,
    tab: 'rendez-vous' | 'historique',
  ): TAppointmentNotice | null =>
    client.userId
      ? { userId: client.userId, kind, title, link: clientAppointmentLink(appointmentId, tab) }
      : null;
  switch (event) {
    case 'booked':
      return forPro('appointment_booked', `Nouveau rendez-vous avec ${client.name} le ${when(start)}`);
    case 'requested':
      return forPro(
        'appointment_requested',
        `Demande de rendez-vous de ${client.name} pour le ${when(start)}`,
      );
    case 'cancelled_by_client':
      return forPro('appointment_cancelled', `${client.name} a annulé le rendez-vous du ${when(start)}`);
    case 'moved_by_client':
      return forPro('appointment_rescheduled', `${client.name} a déplacé son rendez-vous au ${when(start)}`);
    case 'accepted':
      return forClient(
        'appointment_accepted',
        `${professional.name} a confirmé votre rendez-vous du ${when(start)}`,
        'rendez-vous',
      );
    case 'refused':
      return forClient(
        'appointment_refused',
        `${professional.name} n’a pas pu accepter votre demande du ${when(start)}`,
        'historique',
      );
    case 'cancelled_by_professional':
      return forClient(
        'appointment_cancelled',
        `${professional.name} a annulé votre rendez-vous du ${when(start)}`,
        'historique',
      );
    case 'moved_by_professional':
      return forClient(
        'appointment_rescheduled',
        `${professional.name} a déplacé votre rendez-vous au ${when(start)}`,
        'rendez-vous',
      );
  }
}
