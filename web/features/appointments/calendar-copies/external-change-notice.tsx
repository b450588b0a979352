import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { externalChangeLabel } from '#domain/appointments/calendar-copies/external-change.ts';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import {
  overlapOf,
  TimeConflictsAlert,
  type TOverlap,
} from '#web/features/agenda/time-conflicts/time-conflicts-alert.tsx';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { formatCivilDate } from '../professional-actions/appointment-format';
import {
  useApplyExternalChange,
  useRestoreExternalChange,
} from '../professional-actions/pro-appointments-api';

export const EXTERNAL_CHANGE_TITLE = 'Modifié dans votre agenda externe';

/** The list's and the planning's mark on an appointment changed in the external calendar. */
export function ExternalChangeBadge({ appointment }: { appointment: TProAppointment }) {
  if (!appointment.externalChange) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-xs font-medium text-amber-900">
      <RefreshCw className="h-3 w-3" aria-hidden="true" />
      {EXTERNAL_CHANGE_TITLE}
    </span>
  );
}

/**
 * « Modifié dans votre agenda externe » (issue 28 §2): the appointment was moved or deleted in the calendar
 * JurisRDV writes to, and JurisRDV kept its own version. « Appliquer » moves it there (as « Reporter » would,
 * overlaps shown first) or cancels it, the client told; « Restaurer » writes JurisRDV's version back.
 */
export function ExternalChangeNotice(props: {
  appointment: TProAppointment;
  onChange: (appointment: TProAppointment) => void;
}) {
  const { appointment } = props;
  const change = appointment.externalChange;
  const apply = useApplyExternalChange();
  const restore = useRestoreExternalChange();
  const [error, setError] = useState<string | null>(null);
  const [overlap, setOverlap] = useState<TOverlap | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const titleId = useId();
  if (!change) return null;
  const pending = apply.isPending || restore.isPending;

  const applyChange = (confirmOverlaps: boolean) => {
    setError(null);
    apply.mutate(
      { id: appointment.id, input: confirmOverlaps ? { confirmOverlaps: true } : {} },
      {
        onSuccess: (result) => {
          setOverlap(null);
          setConfirmingCancel(false);
          if (change.kind === 'moved') {
            notify(
              'Modification appliquée',
              `Rendez-vous reporté au ${formatCivilDate(result.appointment.date)} à ${result.appointment.time}\u202f; le client est prévenu.`,
            );
          } else {
            notify('Rendez-vous annulé', 'Le client est prévenu.');
          }
          props.onChange(result.appointment);
        },
        onError: (failure) => {
          setConfirmingCancel(false);
          const found = overlapOf(failure);
          setOverlap(found);
          if (!found) setError(userMessage(failure));
        },
      },
    );
  };

  const restoreVersion = () => {
    setError(null);
    setOverlap(null);
    restore.mutate(
      { id: appointment.id, input: undefined },
      {
        onSuccess: (result) => {
          notify('Version JurisRDV restaurée', 'Votre agenda externe est remis à jour dans la minute.');
          props.onChange(result.appointment);
        },
        onError: (failure) => setError(userMessage(failure)),
      },
    );
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 space-y-3 rounded-md border border-amber-200 bg-amber-50 p-4"
    >
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {EXTERNAL_CHANGE_TITLE}
      </h3>
      <p className="text-sm text-slate-700">
        Ce rendez-vous a été {externalChangeLabel(change)}
        {change.kind === 'moved' ? ' dans votre agenda externe' : ''}. JurisRDV garde sa version tant que vous
        n’avez pas choisi.
      </p>
      <ErrorBox message={error} />
      {overlap ? (
        <TimeConflictsAlert
          overlap={overlap}
          confirmLabel="Reporter quand même"
          onConfirm={() => applyChange(true)}
          pending={apply.isPending}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          aria-label="Appliquer la modification"
          disabled={pending}
          onClick={() => (change.kind === 'deleted' ? setConfirmingCancel(true) : applyChange(false))}
        >
          Appliquer
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label="Restaurer la version JurisRDV"
          disabled={pending}
          onClick={restoreVersion}
        >
          Restaurer
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingCancel}
        title={'Annuler ce rendez-vous\u202f?'}
        confirmLabel="Annuler le rendez-vous"
        destructive
        pending={apply.isPending}
        error={null}
        onConfirm={() => applyChange(false)}
        onCancel={() => setConfirmingCancel(false)}
      >
        Il a été supprimé de votre agenda externe. Le client sera prévenu de l’annulation.
      </ConfirmDialog>
    </section>
  );
}
