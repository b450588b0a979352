import { formatFullDate } from '#domain/agenda/planning/calendar-layout.ts';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import type { TCalendarItem } from './calendar-items';
import { LawyerBadge } from './lawyer-picker';
import { EVENT_MODE_OPTIONS } from './planning-options';

/**
 * A block of an agenda the viewer may only see (an associate looking at a colleague's): when, how, its
 * state and the client, read-only; what the matter is about stays the colleague's.
 */
export function AgendaBlockSummary(props: { item: TCalendarItem | null; onClose: () => void }) {
  const { item } = props;
  const summary = item?.summary;
  const lawyer = item?.lawyer;
  return (
    <ModalDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={summary?.kind === 'appointment' ? 'Rendez-vous' : (item?.title ?? 'Événement')}
      description={lawyer ? `Agenda de ${lawyer.name}, en lecture seule.` : 'En lecture seule.'}
    >
      {summary && lawyer ? (
        <div className="mt-4 space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium text-slate-600">Avocat</dt>
            <dd className="flex items-center gap-2 text-slate-900">
              <LawyerBadge lawyer={lawyer} />
              {lawyer.name}
            </dd>
            <dt className="font-medium text-slate-600">Date</dt>
            <dd className="text-slate-900 first-letter:uppercase">{formatFullDate(summary.date)}</dd>
            <dt className="font-medium text-slate-600">Horaire</dt>
            <dd className="text-slate-900">
              {summary.startTime} – {summary.endTime}
            </dd>
            <dt className="font-medium text-slate-600">Mode</dt>
            <dd className="text-slate-900">
              {EVENT_MODE_OPTIONS.find((option) => option.value === summary.mode)?.label ?? ''}
            </dd>
            <dt className="font-medium text-slate-600">Statut</dt>
            <dd className="text-slate-900">{summary.status}</dd>
            {summary.client ? (
              <>
                <dt className="font-medium text-slate-600">Client</dt>
                <dd className="text-slate-900">{summary.client}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
    </ModalDialog>
  );
}
