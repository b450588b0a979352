import { Check, X } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import {
  MAX_NOTE_LENGTH,
  type TProAppointment,
} from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { returnFocus } from '#web/shared/ui/dialog-panel.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { appointmentWhen } from './appointment-format';
import { useAcceptAppointment, useRefuseAppointment } from './pro-appointments-api';

/** What the two buttons need to know of a pending request. */
export type TDecisionRequest = Pick<TProAppointment, 'id' | 'client' | 'date' | 'time' | 'hasClientAccount'>;

export type TDecision = 'accepted' | 'refused';

const TEXTAREA_CLASSES =
  'block w-full rounded-md border border-control px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

/**
 * The toast of a decision, the same for both (issue 26 §1: refusing is a success, not an error). A client with
 * an account hears of it in their space and by e-mail; one entered by hand must be told by the professional.
 * Worded so that it needs no gender (« nous avons prévenu … »).
 */
export function decisionToast(
  decision: TDecision,
  request: Pick<TDecisionRequest, 'client' | 'hasClientAccount'>,
) {
  const done = decision === 'accepted' ? 'Demande acceptée' : 'Demande refusée';
  return request.hasClientAccount
    ? `${done} : nous avons prévenu ${request.client}`
    : `${done} : pensez à prévenir ${request.client} (pas de compte client)`;
}

/** « Lucas Moreau, mardi 1er décembre à 10:00 »: which request a button decides. */
export function requestLabel(request: Pick<TDecisionRequest, 'client' | 'date' | 'time'>): string {
  return `${request.client}, ${appointmentWhen(request)}`;
}

/**
 * « Accepter » and « Refuser » a pending request, wherever it shows: the list card, the detail, the home, the
 * bell and the planning. Accepting is one click; refusing asks for an optional reason (the client's) and an
 * internal note (the professional's). Both end in the same neutral toast; the lists and counters refresh.
 */
export function RequestDecisionButtons(props: {
  request: TDecisionRequest;
  size?: 'sm' | 'md';
  className?: string;
  /** After the server answered: the updated appointment (confirmed, or cancelled when refused). */
  onDecided?: (decision: TDecision, appointment: TProAppointment) => void;
}) {
  const { request } = props;
  const accept = useAcceptAppointment();
  const [refusing, setRefusing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = requestLabel(request);
  const size = props.size ?? 'sm';

  // Awaited rather than passed to mutate(): a decision may remove this very component from its list.
  const onAccept = async () => {
    setError(null);
    try {
      const result = await accept.mutateAsync({ id: request.id, input: undefined });
      notify(decisionToast('accepted', request));
      props.onDecided?.('accepted', result.appointment);
    } catch (failure) {
      setError(userMessage(failure));
    }
  };

  return (
    <div className={cn('space-y-2', props.className)}>
      <ErrorBox message={error} />
      <div className="flex flex-wrap gap-2">
        <Button
          size={size}
          onClick={onAccept}
          disabled={accept.isPending}
          aria-label={`Accepter la demande de ${label}`}
        >
          <Check className="h-4 w-4" aria-hidden="true" />
          Accepter
        </Button>
        <Button
          size={size}
          variant="outline"
          onClick={() => {
            setError(null);
            setRefusing(true);
          }}
          disabled={accept.isPending}
          aria-label={`Refuser la demande de ${label}`}
        >
          <X className="h-4 w-4" aria-hidden="true" />
          Refuser
        </Button>
      </div>
      <RefuseDialog
        open={refusing}
        request={request}
        onClose={() => setRefusing(false)}
        onRefused={(appointment) => {
          setRefusing(false);
          props.onDecided?.('refused', appointment);
        }}
      />
    </div>
  );
}

function RefuseDialog(props: {
  open: boolean;
  request: TDecisionRequest;
  onClose: () => void;
  onRefused: (appointment: TProAppointment) => void;
}) {
  const { request } = props;
  const refuse = useRefuseAppointment();
  const [reason, setReason] = useState('');
  const [internalNote, setInternalNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const noteId = useId();
  const openedFrom = useRef<HTMLElement | null>(null);

  const submit = async () => {
    setError(null);
    try {
      const result = await refuse.mutateAsync({ id: request.id, input: { reason, internalNote } });
      notify(decisionToast('refused', request));
      setReason('');
      setInternalNote('');
      props.onRefused(result.appointment);
    } catch (failure) {
      setError(userMessage(failure));
    }
  };

  return (
    <AlertDialog.Root open={props.open} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            openedFrom.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // The request may be gone from its list once refused: then the page's heading, never <body>.
            event.preventDefault();
            returnFocus(openedFrom.current);
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            Refuser la demande de {request.client}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-600">
            Rendez-vous demandé pour le {appointmentWhen(request)}. Le créneau redevient libre.
          </AlertDialog.Description>
          <div className="space-y-1">
            <label htmlFor={reasonId} className="block text-sm font-medium text-slate-700">
              Motif du refus (facultatif)
            </label>
            <textarea
              id={reasonId}
              rows={2}
              maxLength={500}
              value={reason}
              aria-describedby={`${reasonId}-hint`}
              onChange={(event) => setReason(event.target.value)}
              className={TEXTAREA_CLASSES}
            />
            <p id={`${reasonId}-hint`} className="text-xs text-slate-600">
              Le client lira ce motif dans son espace et dans l'e-mail de refus.
            </p>
          </div>
          <div className="space-y-1">
            <label htmlFor={noteId} className="block text-sm font-medium text-slate-700">
              Note interne (jamais montrée au client)
            </label>
            <textarea
              id={noteId}
              rows={2}
              maxLength={MAX_NOTE_LENGTH}
              value={internalNote}
              onChange={(event) => setInternalNote(event.target.value)}
              className={TEXTAREA_CLASSES}
            />
          </div>
          <ErrorBox message={error} />
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={refuse.isPending}>
                Retour
              </Button>
            </AlertDialog.Cancel>
            <Button onClick={submit} disabled={refuse.isPending}>
              {refuse.isPending ? 'Envoi…' : 'Refuser la demande'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * The decision as a render function, for the screens of earlier contexts that show a request but may not
 * import this one (the planning's « RDV en attente »): web/app hands it to them, as it does to the bell.
 */
export function renderRequestDecision(request: TDecisionRequest) {
  return <RequestDecisionButtons request={request} />;
}
