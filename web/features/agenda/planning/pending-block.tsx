import { Check, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { formatShortDate } from '#domain/agenda/planning/calendar-layout.ts';
import type { TPlanningEvent } from '#domain/agenda/planning/planning-event-schemas.ts';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import {
  CONFLICT_ADVICE,
  PossibleConflictFlag,
} from '#web/features/practice/conflicts/possible-conflict-flag.tsx';
import { ApiError } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { appointmentItem, appointmentLocation } from './calendar-items';
import { useDeleteEvent, useSaveEvent } from './planning-api';

const TEXTAREA_CLASSES =
  'block w-full rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

const ACTION_ERROR = 'Une erreur est survenue. Veuillez réessayer.';

function errorMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 ? error.message : ACTION_ERROR;
}

/** « RDV en attente »: pending client bookings and pending events; toggles the list to accept or refuse. */
export function PendingBlock(props: {
  pending: readonly TProAppointment[];
  pendingEvents: readonly TPlanningEvent[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The workspace's one decision for a client's request (accept, refuse with its reason, the same toasts
   * everywhere): handed in by web/app, since the agenda may not import appointments.
   */
  renderRequestDecision: (appointment: TProAppointment) => ReactNode;
}) {
  const { open } = props;
  const popupId = useId();
  const count = props.pending.length + props.pendingEvents.length;
  if (count === 0) return null;
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => props.onOpenChange(!open)}
        className="flex w-full items-center justify-between text-sm font-semibold text-red-800"
      >
        RDV en attente
        <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">{count}</span>
      </button>
      {open ? (
        <section
          id={popupId}
          aria-labelledby={`${popupId}-title`}
          className="mt-3 max-h-96 space-y-3 overflow-y-auto rounded-md border border-slate-200 bg-white p-3 shadow-lg"
        >
          <h3 id={`${popupId}-title`} className="text-sm font-semibold text-slate-900">
            Rendez-vous en attente de confirmation
          </h3>
          <ul className="space-y-3">
            {props.pending.map((appointment) => (
              <PendingAppointmentItem
                key={`appointment-${appointment.id}`}
                appointment={appointment}
                decision={props.renderRequestDecision(appointment)}
              />
            ))}
            {props.pendingEvents.map((event) => (
              <PendingEventItem key={`event-${event.id}`} event={event} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** What a request of the list says: its title, who, when and where; then what is decided on it. */
function PendingRequestItem(props: {
  title: string;
  who: string;
  when: string;
  location: string;
  children: ReactNode;
}) {
  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-3 text-sm">
      <p className="font-medium text-slate-900">{props.title}</p>
      <p className="text-slate-700">{props.who}</p>
      <p className="text-slate-600">{props.when}</p>
      <p className="text-slate-600">{props.location}</p>
      {props.children}
    </li>
  );
}

/** A client's booking: the opposing party it names and what it may match (ADR 0032), then the decision. */
function PendingAppointmentItem({
  appointment,
  decision,
}: {
  appointment: TProAppointment;
  decision: ReactNode;
}) {
  const item = appointmentItem(appointment);
  return (
    <PendingRequestItem
      title={appointment.type}
      who={appointment.client}
      when={`${formatShortDate(appointment.date)} · ${item?.startTime ?? appointment.time} – ${item?.endTime ?? ''}`}
      location={appointmentLocation(appointment)}
    >
      {appointment.opposingParty ? (
        <p className="text-slate-700">Partie adverse indiquée&nbsp;: {appointment.opposingParty}</p>
      ) : null}
      <PossibleConflictFlag conflicts={appointment.possibleConflicts} advice={CONFLICT_ADVICE.request} />
      {decision}
    </PendingRequestItem>
  );
}

/** A planning event entered as « En attente »: accepting confirms it, refusing removes it. */
function PendingEventItem({ event }: { event: TPlanningEvent }) {
  const save = useSaveEvent();
  const remove = useDeleteEvent();
  const who = event.clientName ?? event.title;
  return (
    <PendingRequestItem
      title={event.title}
      who={who}
      when={`${formatShortDate(event.date)} · ${event.startTime} – ${event.endTime}`}
      location={event.location ?? ''}
    >
      <PendingEventDecision
        who={who}
        accept={() =>
          save.mutateAsync({
            id: event.id,
            request: {
              title: event.title,
              clientName: event.clientName ?? undefined,
              type: event.type,
              date: event.recurring ? event.seriesDate : event.date,
              startTime: event.startTime,
              endTime: event.endTime,
              status: 'confirmed',
              location: event.location ?? undefined,
              description: event.description ?? undefined,
              mode: event.mode,
              // A pending series is accepted as a whole, its rule unchanged.
              repeat: event.repeat,
              repeatEnd: event.until ? 'until' : event.count ? 'count' : 'never',
              until: event.until,
              count: event.count,
            },
          })
        }
        refuse={() => remove.mutateAsync({ id: event.id })}
      />
    </PendingRequestItem>
  );
}

/** Accept a pending event, or refuse it with an optional reason ('Confirmer le refus' / 'Annuler'). */
function PendingEventDecision(props: {
  who: string;
  accept: () => Promise<unknown>;
  refuse: () => Promise<unknown>;
}) {
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();

  // Awaited here rather than in mutate() callbacks: accepting removes this item from the list, and
  // callbacks passed to mutate() are dropped once the component is gone.
  const onAccept = async () => {
    setError(null);
    setBusy(true);
    try {
      await props.accept();
      notify('Rendez-vous accepté', 'Le rendez-vous a été confirmé et ajouté à votre planning.');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const onRefuse = async () => {
    setError(null);
    setBusy(true);
    const motive = reason.trim();
    try {
      await props.refuse();
      notify(
        'Rendez-vous refusé',
        motive ? `Le rendez-vous a été refusé. Motif\u00a0: ${motive}` : 'Le rendez-vous a été refusé.',
      );
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ErrorBox message={error} />
      {refusing ? (
        <div className="space-y-2">
          <label htmlFor={reasonId} className="block text-xs font-medium text-slate-700">
            Motif du refus (facultatif)
          </label>
          <textarea
            id={reasonId}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={TEXTAREA_CLASSES}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="destructive" onClick={onRefuse} disabled={busy}>
              Confirmer le refus
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => {
                setRefusing(false);
                setReason('');
              }}
            >
              Annuler
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={onAccept}
            disabled={busy}
            aria-label={`Accepter le rendez-vous de ${props.who}`}
          >
            <Check className="h-4 w-4" aria-hidden="true" />
            Accepter
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setRefusing(true)}
            disabled={busy}
            aria-label={`Refuser le rendez-vous de ${props.who}`}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            Refuser
          </Button>
        </div>
      )}
    </>
  );
}
