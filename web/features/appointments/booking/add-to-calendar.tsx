import { CalendarPlus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { TClientAppointment } from '#domain/appointments/booking/booking-schemas.ts';
import { googleCalendarUrl } from '#domain/appointments/booking/calendar-links.ts';
import { consultationModeLabel } from '#domain/kernel/vocabulary/search-options.ts';
import { appointmentCalendarUrl } from './booking-api';

export const ADD_TO_CALENDAR_LABEL = 'Ajouter à mon agenda';

const ITEM =
  'flex min-h-11 cursor-pointer items-center rounded px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** « Ajouter à mon agenda »: the .ics file (Apple, Outlook…) or Google Agenda. Never the reason (secrecy). */
export function AddToCalendar({ appointment }: { appointment: TClientAppointment }) {
  const where =
    appointment.mode === 'cabinet' && appointment.address
      ? appointment.address
      : consultationModeLabel(appointment.mode);
  const google = googleCalendarUrl({
    title: `Consultation avec ${appointment.lawyer}`,
    start: new Date(appointment.start),
    end: new Date(appointment.end),
    details:
      appointment.mode === 'visio'
        ? 'Visioconférence\u00a0: le lien est dans votre espace JurisRDV.'
        : `${consultationModeLabel(appointment.mode)} — détails dans votre espace JurisRDV.`,
    location: where,
  });
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50">
        <CalendarPlus className="h-4 w-4" aria-hidden="true" />
        {ADD_TO_CALENDAR_LABEL}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-[60] min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild className={ITEM}>
            <a href={appointmentCalendarUrl(appointment.id)} download>
              Fichier .ics (Apple, Outlook…)
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <a href={google} target="_blank" rel="noopener noreferrer">
              Google Agenda
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
