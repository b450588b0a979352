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
import { formatLongDateTime } from './booking-format';
import { StepHeading } from './step-layout';

export const CONFIRMED_HEADING = 'Rendez-vous confirmé !';
export const PENDING_HEADING = 'Demande de rendez-vous envoyée';

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
            {pending ? PENDING_HEADING : CONFIRMED_HEADING}
          </StepHeading>
          <p className="text-sm text-slate-700">
            {appointment.lawyer} —{' '}
            <span className="first-letter:uppercase">{formatLongDateTime(appointment.start)}</span> (
            {consultationModeLabel(appointment.mode)})
          </p>
        </div>
      </div>
      {sentences.length > 0 ? (
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
      <SuccessLinks onClose={props.onClose} />
    </div>
  );
}

const LINK_CLASSES = 'text-sm font-medium text-brand-700 hover:underline';

/** « Retour aux résultats » and a way to the client space; plain page loads outside a router. */
function SuccessLinks(props: { onClose: (options?: { navigating?: boolean }) => void }) {
  return useInRouterContext() ? (
    <RoutedSuccessLinks onClose={props.onClose} />
  ) : (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
      <a href={paths.dashboard} className={LINK_CLASSES}>
        Voir mes rendez-vous
      </a>
      <Button
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

function RoutedSuccessLinks(props: { onClose: (options?: { navigating?: boolean }) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
      <Link
        to={paths.dashboard}
        className={LINK_CLASSES}
        onClick={() => props.onClose({ navigating: location.pathname !== paths.dashboard })}
      >
        Voir mes rendez-vous
      </Link>
      <Button
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
