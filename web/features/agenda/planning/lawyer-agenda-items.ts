import type {
  TAgendaAppointment,
  TAgendaBusyEvent,
  TLawyerAgenda,
} from '#domain/agenda/firm-agendas/firm-agenda-schemas.ts';
import { APPOINTMENT_STATUS_LABELS, eventItem, type TCalendarItem, type TItemLawyer } from './calendar-items';
import { EVENT_STATUS_OPTIONS, eventTypeOption } from './planning-options';

function appointmentBlock(appointment: TAgendaAppointment, lawyer: TItemLawyer): TCalendarItem {
  return {
    key: `${lawyer.userId}-appointment-${appointment.id}`,
    // A colleague's consultation says who and when, never why (professional secrecy).
    title: appointment.reason ?? 'Rendez-vous',
    clientName: appointment.client,
    type: 'consultation',
    date: appointment.date,
    startTime: appointment.startTime,
    endTime: appointment.endTime,
    pending: appointment.status === 'pending',
    location: null,
    event: null,
    appointment: null,
    lawyer,
    summary: {
      kind: 'appointment',
      date: appointment.date,
      startTime: appointment.startTime,
      endTime: appointment.endTime,
      mode: appointment.mode,
      status: APPOINTMENT_STATUS_LABELS[appointment.status],
      client: appointment.client,
    },
  };
}

function busyBlock(event: TAgendaBusyEvent, lawyer: TItemLawyer): TCalendarItem {
  const label = eventTypeOption(event.type)?.label ?? 'Occupé';
  return {
    key: `${lawyer.userId}-event-${event.id}-${event.start}`,
    title: label,
    clientName: null,
    type: event.type,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    pending: event.status === 'pending',
    location: null,
    event: null,
    appointment: null,
    lawyer,
    summary: {
      kind: 'event',
      date: event.date,
      startTime: event.startTime,
      endTime: event.endTime,
      mode: event.mode,
      status: EVENT_STATUS_OPTIONS.find((option) => option.value === event.status)?.label ?? '',
      client: null,
    },
  };
}

/**
 * The blocks of one lawyer's agenda, in their colour: the usual ones (opening the event's form) when the
 * viewer manages it, the time taken and the client when they may only see it.
 */
export function lawyerAgendaItems(agenda: TLawyerAgenda, lawyer: TItemLawyer): TCalendarItem[] {
  const appointments = agenda.appointments.map((appointment) => appointmentBlock(appointment, lawyer));
  if (agenda.access === 'manage') {
    return [
      ...agenda.events.map((event) => ({
        ...eventItem(event),
        key: `${lawyer.userId}-event-${event.id}-${event.start}`,
        lawyer,
      })),
      ...appointments,
    ];
  }
  return [...agenda.events.map((event) => busyBlock(event, lawyer)), ...appointments];
}
