import type { TImportedEventView } from '#domain/agenda/calendars/calendar-account-schemas.ts';
import type { TAgendaAppointment, TAgendaLawyer } from '#domain/agenda/firm-agendas/firm-agenda-schemas.ts';
import type { TPlanningEvent, TPlanningEventType } from '#domain/agenda/planning/planning-event-schemas.ts';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { parisCivil } from '#domain/kernel/time/paris-time.ts';
import { EVENT_MODE_OPTIONS, EVENT_STATUS_OPTIONS, eventTypeOption } from './planning-options';

/** One block of the calendar: a planning event, or a client appointment drawn as a consultation. */
export type TCalendarItem = {
  key: string;
  title: string;
  clientName: string | null;
  type: TPlanningEventType;
  date: string;
  startTime: string;
  endTime: string;
  pending: boolean;
  location: string | null;
  /** Set for planning events (clicking opens the edit form); null for client appointments. */
  event: TPlanningEvent | null;
  appointment: TProAppointment | null;
  /** Set for events of an imported calendar: drawn in the account's colour, read-only. */
  imported?: { accountId: number; accountName: string; colourClassName: string };
  /**
   * On a planning of several agendas (issue 27 §3): whose block it is, drawn in their colour with their
   * initials; `summary` is what a block the viewer may only see shows when opened.
   */
  lawyer?: TItemLawyer;
  summary?: TAgendaBlockSummary;
};

/** A block's lawyer as the planning draws it. */
export type TItemLawyer = Pick<TAgendaLawyer, 'userId' | 'name' | 'initials' | 'colour' | 'canManage'>;

/** A block of another lawyer's agenda, opened: when, how, its state and the client, nothing of the matter. */
export type TAgendaBlockSummary = {
  kind: 'appointment' | 'event';
  date: string;
  startTime: string;
  endTime: string;
  mode: TAgendaAppointment['mode'];
  status: string;
  client: string | null;
};

export function eventItem(event: TPlanningEvent): TCalendarItem {
  return {
    key: `event-${event.id}-${event.start}`,
    title: event.title,
    clientName: event.clientName,
    type: event.type,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    pending: event.status === 'pending',
    location: event.location,
    event,
    appointment: null,
  };
}

export function appointmentLocation(appointment: TProAppointment): string {
  if (appointment.location) return appointment.location;
  return EVENT_MODE_OPTIONS.find((option) => option.value === appointment.mode)?.label ?? '';
}

/** Client appointments still to hold (cancelled ones are not drawn). */
export function appointmentItem(appointment: TProAppointment): TCalendarItem | null {
  if (appointment.status === 'cancelled') return null;
  const end = parisCivil(new Date(appointment.end));
  return {
    key: `appointment-${appointment.id}`,
    title: appointment.type,
    clientName: appointment.client,
    type: 'consultation',
    date: appointment.date,
    startTime: appointment.time,
    // An appointment running past midnight is drawn to the end of its first day.
    endTime: end.date === appointment.date ? end.time : '23:59',
    pending: appointment.status === 'pending',
    location: appointmentLocation(appointment),
    event: null,
    appointment,
  };
}

/**
 * What a block says first (issue 26 §1): who the time is with, then why — « Marie Dubois · Consultation
 * divorce » —, or only the title when no client is named.
 */
export function blockTitle(item: Pick<TCalendarItem, 'title' | 'clientName'>): string {
  const client = item.clientName?.trim();
  const title = item.title.trim();
  if (!client) return title;
  return title === '' || title === client ? client : `${client} · ${title}`;
}

/** A client appointment's state as a block says it (cancelled ones are not drawn). */
export const APPOINTMENT_STATUS_LABELS: Record<'pending' | 'confirmed' | 'completed', string> = {
  pending: 'En attente',
  confirmed: 'Confirmé',
  completed: 'Terminé',
};

/**
 * What a block is and its state, in words (RGAA 3.1: never by its colour alone): « Consultation » and
 * « En attente », or « Calendrier importé Cabinet » and « Occupé ».
 */
export function blockKind(item: TCalendarItem): { type: string; status: string } {
  if (item.imported) return { type: `Calendrier importé ${item.imported.accountName}`, status: 'Occupé' };
  const type = eventTypeOption(item.type)?.label ?? '';
  if (item.summary) return { type, status: item.summary.status };
  if (item.event) {
    const status = EVENT_STATUS_OPTIONS.find((option) => option.value === item.event?.status)?.label;
    return { type, status: status ?? '' };
  }
  const appointmentStatus = item.appointment?.status;
  if (appointmentStatus && appointmentStatus !== 'cancelled') {
    return { type, status: APPOINTMENT_STATUS_LABELS[appointmentStatus] };
  }
  return { type, status: item.pending ? 'En attente' : '' };
}

export function itemsByDate(items: readonly TCalendarItem[]): Map<string, TCalendarItem[]> {
  const map = new Map<string, TCalendarItem[]>();
  for (const item of items) {
    const list = map.get(item.date) ?? [];
    list.push(item);
    map.set(item.date, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.startTime.localeCompare(b.startTime));
  return map;
}

/** An occurrence of an imported calendar, drawn in its account's colour (free ones are not drawn). */
export function importedItem(
  event: TImportedEventView,
  account: { name: string; colourClassName: string },
): TCalendarItem | null {
  if (!event.busy) return null;
  const start = parisCivil(new Date(event.start));
  const end = parisCivil(new Date(event.end));
  return {
    key: `imported-${event.id}`,
    title: event.summary || 'Occupé',
    clientName: null,
    type: 'reunion',
    date: start.date,
    startTime: start.time,
    endTime: end.date === start.date ? end.time : '23:59',
    pending: false,
    location: null,
    event: null,
    appointment: null,
    imported: {
      accountId: event.accountId,
      accountName: account.name,
      colourClassName: account.colourClassName,
    },
  };
}
