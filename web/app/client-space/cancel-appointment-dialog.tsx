import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import type { TClientAppointment } from '#domain/appointments/booking/booking-schemas.ts';
import { formatLongDateTime } from '#web/features/appointments/booking/booking-format.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { appointmentActionName } from './appointment-action-name';
import { useCancelAppointment } from './client-api';

const CANCEL_ERROR_MESSAGE = "Une erreur est survenue lors de l'annulation. Veuillez réessayer.";

/** « Annuler »: a confirmation with an optional reason, then POST cancel. */
export function CancelAppointmentDialog(props: {
  appointment: TClientAppointment;
  disabled: boolean;
  describedBy: string | undefined;
}) {
  const { appointment } = props;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelAppointment(appointment);
  const reasonId = useId();

  const onOpenChange = (next: boolean) => {
    if (cancel.isPending) return;
    setOpen(next);
    if (next) {
      setReason('');
      setError(null);
    }
  };

  const confirm = () => {
    setError(null);
    cancel.mutate(reason, {
      onSuccess: () => setOpen(false),
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.status < 500 ? failure.message : CANCEL_ERROR_MESSAGE,
        ),
    });
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <Button
          variant="outline"
          disabled={props.disabled}
          aria-label={appointmentActionName('Annuler', appointment)}
          aria-describedby={props.describedBy}
        >
          Annuler
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            Annuler ce rendez-vous&#8239;?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-600">
            Rendez-vous avec {appointment.lawyer}, {formatLongDateTime(appointment.start)}. Le professionnel
            sera prévenu de l'annulation.
          </AlertDialog.Description>
          <ErrorBox message={error} />
          <div className="space-y-1">
            <label htmlFor={reasonId} className="block text-sm font-medium text-slate-700">
              Motif de l'annulation (facultatif)
            </label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="block w-full rounded-md border border-control px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
            />
          </div>
          <div className="flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={cancel.isPending}>
                Retour
              </Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
              {cancel.isPending ? 'Annulation…' : "Confirmer l'annulation"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
