import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { TClientAppointment } from '#domain/appointments/booking/booking-schemas.ts';
import type { TSlotSummary } from '#domain/directory/professionals/search-schemas.ts';
import { consultationModeLabel } from '#domain/kernel/vocabulary/search-options.ts';
import { isSlotConflict, useProfessionalForBooking } from '#web/features/appointments/booking/booking-api.ts';
import { formatLongDateTime } from '#web/features/appointments/booking/booking-format.ts';
import { modeForSlot, SlotList } from '#web/features/appointments/booking/slot-list.tsx';
import { slotAccessibleName } from '#web/features/directory/search/slot-format.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { appointmentActionName } from './appointment-action-name';
import { useRescheduleAppointment } from './client-api';
import { SkeletonRows } from './dashboard-ui';

const RESCHEDULE_ERROR_MESSAGE = 'Une erreur est survenue lors de la modification. Veuillez réessayer.';

/** « Déplacer »: another free slot of the same professional, then POST reschedule. */
export function RescheduleDialog(props: {
  appointment: TClientAppointment;
  disabled: boolean;
  describedBy: string | undefined;
}) {
  const { appointment } = props;
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button
          variant="outline"
          disabled={props.disabled}
          aria-label={appointmentActionName('Déplacer', appointment)}
          aria-describedby={props.describedBy}
        >
          Déplacer
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl bg-white shadow-xl focus:outline-none">
          <div className="border-b border-slate-100 px-6 pt-5 pr-14 pb-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">Déplacer le rendez-vous</Dialog.Title>
            <Dialog.Description className="mt-0.5 text-sm text-slate-600">
              Rendez-vous actuel avec {appointment.lawyer}&nbsp;: {formatLongDateTime(appointment.start)} (
              {consultationModeLabel(appointment.mode)})
            </Dialog.Description>
          </div>
          <RescheduleBody appointment={appointment} onDone={() => setOpen(false)} />
          <Dialog.Close
            aria-label="Fermer"
            className="absolute top-4 right-4 inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RescheduleBody(props: { appointment: TClientAppointment; onDone: () => void }) {
  const { appointment } = props;
  const profile = useProfessionalForBooking(appointment.professionalId);
  const reschedule = useRescheduleAppointment(appointment);
  const [selected, setSelected] = useState<TSlotSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const newMode = selected ? modeForSlot(selected, appointment.mode) : null;

  const submit = () => {
    if (!selected || !newMode) return;
    setError(null);
    reschedule.mutate(
      { start: selected.start, mode: newMode },
      {
        onSuccess: () => {
          notify('Rendez-vous modifié', `Nouveau créneau\u00a0: ${formatLongDateTime(selected.start)}`);
          props.onDone();
        },
        onError: (failure) => {
          if (isSlotConflict(failure)) {
            // The slot is gone or too close: show why, with the slots as they are now.
            setSelected(null);
            void profile.refetch();
          }
          setError(
            failure instanceof ApiError && failure.status < 500 ? failure.message : RESCHEDULE_ERROR_MESSAGE,
          );
        },
      },
    );
  };

  return (
    <>
      <div className="space-y-4 overflow-y-auto px-6 py-5">
        <ErrorBox message={error} />
        {profile.isPending ? (
          <SkeletonRows label="Chargement des créneaux disponibles…" />
        ) : profile.isError ? (
          <ErrorBox message={profile.error.message} />
        ) : (
          <>
            <h3 className="text-base font-semibold text-slate-900">Choisissez un nouveau créneau</h3>
            <div role="status" className="text-sm">
              {selected ? (
                <p className="rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-brand-800">
                  Nouveau créneau&nbsp;: {slotAccessibleName(selected)}
                  {newMode && newMode !== appointment.mode
                    ? `. Le rendez-vous aura lieu en ${consultationModeLabel(newMode)}.`
                    : ''}
                </p>
              ) : null}
            </div>
            <SlotList
              days={profile.data.slotDays}
              mode={appointment.mode}
              selectedStart={selected?.start ?? null}
              onPick={(slot) => {
                setError(null);
                setSelected(slot);
              }}
            />
          </>
        )}
      </div>
      <div className="flex items-center justify-end gap-3 border-t border-slate-100 px-6 py-4">
        <Dialog.Close asChild>
          <Button variant="outline">Fermer</Button>
        </Dialog.Close>
        <Button onClick={submit} disabled={!selected || reschedule.isPending}>
          {reschedule.isPending ? 'Modification…' : 'Confirmer le nouveau créneau'}
        </Button>
      </div>
    </>
  );
}
