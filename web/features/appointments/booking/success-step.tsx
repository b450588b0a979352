import {
  CalendarCheck,
  CheckCircle2,
  Clock,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Send,
  Video,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useInRouterContext, useLocation, useNavigate } from 'react-router';
import {
  bookingSuccessSentences,
  type TBookingNotifications,
  type TSuccessSentenceKey,
} from '#domain/appointments/booking/booking-notifications.ts';
import type { TClientAppointment } from '#domain/appointments/booking/booking-schemas.ts';
import { consultationModeLabel } from '#domain/kernel/vocabulary/search-options.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { AddToCalendar } from './add-to-calendar';
import { formatLongDateTime } from './booking-format';
import { StepHeading } from './step-layout';

export const CONFIRMED_HEADING = 'Rendez-vous confirmé\u202f!';
export const PENDING_HEADING = 'Demande de rendez-vous envoyée';
export const MOVED_HEADING = 'Rendez-vous déplacé';

const SENTENCE_ICONS: Record<TSuccessSentenceKey, LucideIcon> = {
  reminder: Clock,
  cancellation: CalendarCheck,
  confirmationEmail: Mail,
  videoLinkEmail: Video,
  videoLinkSpace: Video,
  requestSent: Send,
  answerByEmail: Mail,
  answerInSpace: LayoutDashboard,
};

/**
 * Step 6. Confirmed at once when the professional confirms automatically; otherwise a request the
 * professional will accept or refuse (PRODUCT.md §3), told apart by the appointment's status. Each
 * sentence is said only when it is true for this booking (domain/appointments/booking/booking-notifications.ts).
 */
export function SuccessStep(props: {
  appointment: TClientAppointment;
  notifications: TBookingNotifications;
  /** Closes the booking dialog; `navigating` when a route change follows (it focuses the new page). */
  onClose: (options?: { navigating?: boolean }) => void;
  focusHeading: boolean;
  /** « Déplacer » was chosen instead of a second booking: the existing appointment moved here. */
  moved?: boolean;
  /** « Répond en général en moins de 4 h », for a request. */
  responseDelayText?: string | null;
}) {
  const { appointment } = props;
  const pending = appointment.status === 'pending';
  // Read once: the sentences describe the moment the booking was made.
  const [sentences] = useState(() =>
    bookingSuccessSentences(
      {
        status: pending ? 'pending' : 'confirmed',
        mode: appointment.mode,
        start: new Date(appointment.start),
        lawyer: appointment.lawyer,
        notifications: props.notifications,
      },
      new Date(),
    ),
  );
  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3">
        <CheckCircle2
          className={pending ? 'h-8 w-8 shrink-0 text-amber-500' : 'h-8 w-8 shrink-0 text-green-600'}
          aria-hidden="true"
        />
        <div className="space-y-1">
          <StepHeading focusOnMount={props.focusHeading}>
            {props.moved ? MOVED_HEADING : pending ? PENDING_HEADING : CONFIRMED_HEADING}
          </StepHeading>
          <p className="text-sm text-slate-700">
            {appointment.lawyer} —{' '}
            <span className="first-letter:uppercase">{formatLongDateTime(appointment.start)}</span> (
            {consultationModeLabel(appointment.mode)})
          </p>
        </div>
      </div>
      {pending && props.responseDelayText ? (
        <p className="text-sm text-slate-700">{props.responseDelayText}.</p>
      ) : null}
      {sentences.length > 0 && !props.moved ? (
        <ul
          className={
            pending
              ? 'space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900'
              : 'space-y-2 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900'
          }
        >
          {sentences.map((sentence) => {
            const Icon = SENTENCE_ICONS[sentence.key];
            return (
              <li key={sentence.key} className="flex items-start gap-2">
                <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                <span>{sentence.text}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <SuccessLinks appointment={appointment} onClose={props.onClose} />
    </div>
  );
}

const PRIMARY_LINK =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700';
export const SEE_APPOINTMENT_LABEL = 'Voir mon rendez-vous';

/**
 * « Voir mon rendez-vous » first, then « Ajouter à mon agenda », then « Retour aux résultats »;
 * plain page loads outside a router.
 */
function SuccessLinks(props: {
  appointment: TClientAppointment;
  onClose: (options?: { navigating?: boolean }) => void;
}) {
  return useInRouterContext() ? (
    <RoutedSuccessLinks appointment={props.appointment} onClose={props.onClose} />
  ) : (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:flex-wrap sm:items-center">
      <a href={appointmentPath(props.appointment.id)} className={PRIMARY_LINK}>
        {SEE_APPOINTMENT_LABEL}
      </a>
      <AddToCalendar appointment={props.appointment} />
      <Button
        variant="ghost"
        className="sm:ml-auto"
        onClick={() => {
          const navigating = window.location.pathname !== paths.search;
          props.onClose({ navigating });
          if (navigating) window.location.assign(paths.search);
        }}
      >
        Retour aux résultats
      </Button>
    </div>
  );
}

function appointmentPath(id: number): string {
  return `${paths.dashboard}?rdv=${id}`;
}

function RoutedSuccessLinks(props: {
  appointment: TClientAppointment;
  onClose: (options?: { navigating?: boolean }) => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:flex-wrap sm:items-center">
      <Link
        to={appointmentPath(props.appointment.id)}
        className={PRIMARY_LINK}
        onClick={() => props.onClose({ navigating: true })}
      >
        {SEE_APPOINTMENT_LABEL}
      </Link>
      <AddToCalendar appointment={props.appointment} />
      <Button
        variant="ghost"
        className="sm:ml-auto"
        onClick={() => {
          // On the results page the results are right behind the dialog, with the professional's card.
          const navigating = location.pathname !== paths.search;
          props.onClose({ navigating });
          if (navigating) navigate(paths.search);
        }}
      >
        Retour aux résultats
      </Button>
    </div>
  );
}
