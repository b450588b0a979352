import { appointmentEventUid } from '#domain/agenda/calendar-sync/calendar-sync-rules.ts';

export type TAppointmentForCalendar = {
  id: number;
  start: Date;
  end: Date;
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed';
  mode: 'cabinet' | 'visio' | 'telephone';
  clientName: string | null;
  /** The office address as the profile shows it, or the room the professional chose. */
  officeAddress: string | null;
  videoUrl: string | null;
};

export type TOutgoingAppointmentEvent = {
  uid: string;
  start: Date;
  end: Date;
  title: string;
  location: string;
  description: string;
  url: string;
  status: 'tentative' | 'confirmed';
};

const MODE_LABELS = { cabinet: 'Au cabinet', visio: 'Visioconférence', telephone: 'Téléphone' } as const;

/**
 * An appointment as written to the professional's own calendar (issue 28 §2). Professional secrecy: never
 * the reason, the answers, the opposing party or the case; the client's name only when the professional
 * asked for it. A pending request is written tentative, with « À confirmer » in its title.
 */
export function outgoingAppointmentEvent(
  appointment: TAppointmentForCalendar,
  options: { host: string; workspaceUrl: string; titleShowsClient: boolean },
): TOutgoingAppointmentEvent {
  const pending = appointment.status === 'pending';
  const who = options.titleShowsClient && appointment.clientName ? ` — ${appointment.clientName}` : '';
  const location =
    appointment.mode === 'cabinet'
      ? appointment.officeAddress || MODE_LABELS.cabinet
      : appointment.mode === 'visio'
        ? (appointment.videoUrl ?? MODE_LABELS.visio)
        : MODE_LABELS.telephone;
  const lines = [
    `Mode\u00a0: ${MODE_LABELS[appointment.mode]}`,
    ...(appointment.mode === 'cabinet' && appointment.officeAddress
      ? [`Adresse\u00a0: ${appointment.officeAddress}`]
      : []),
    ...(appointment.mode === 'visio' && appointment.videoUrl
      ? [`Lien de la visioconférence\u00a0: ${appointment.videoUrl}`]
      : []),
    ...(pending ? ['Demande à confirmer dans JurisRDV.'] : []),
    `Ouvrir le rendez-vous dans JurisRDV\u00a0: ${options.workspaceUrl}`,
  ];
  return {
    uid: appointmentEventUid(appointment.id, options.host),
    start: appointment.start,
    end: appointment.end,
    title: `${pending ? '[À confirmer] ' : ''}Rendez-vous JurisRDV${who}`,
    location,
    description: lines.join('\n'),
    url: options.workspaceUrl,
    status: pending ? 'tentative' : 'confirmed',
  };
}

/** Whether the appointment belongs in the calendar: a cancelled one is deleted there, a held one stays. */
export function isWrittenToCalendar(status: TAppointmentForCalendar['status']): boolean {
  return status !== 'cancelled';
}
