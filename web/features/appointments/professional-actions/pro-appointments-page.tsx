import { CalendarDays, Clock, FileDown, MapPin, Plus, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type {
  TAppointmentView,
  TProAppointment,
} from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { ExternalChangeBadge } from '#web/features/appointments/calendar-copies/external-change-notice.tsx';
import { lawyerTitle } from '#web/features/identity/firms/staff-access.ts';
import {
  CONFLICT_ADVICE,
  PossibleConflictFlag,
} from '#web/features/practice/conflicts/possible-conflict-flag.tsx';
import { useCreationParam } from '#web/shared/layout/use-creation-param.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { useStaff } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Select } from '#web/shared/ui/input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify, notifyDestructive } from '#web/shared/ui/toast.ts';
import { AppointmentDetailsDialog } from './appointment-details-dialog';
import {
  appointmentWhen,
  buildAppointmentsPrintHtml,
  cancellationText,
  formatCivilDate,
  MODE_LABELS,
  PERIOD_OPTIONS,
  STATUS_OPTIONS,
  statusBadge,
  type TPeriodFilter,
  type TStatusFilter,
} from './appointment-format';
import { NewAppointmentDialog } from './new-appointment-dialog';
import { useProAppointment, useProAppointments } from './pro-appointments-api';
import { RequestDecisionButtons } from './request-decision';

/** Issue 26 §1: the list opens on what comes next; the past and the cancelled are one click away. */
export const VIEW_OPTIONS: readonly { value: Exclude<TAppointmentView, 'all'>; label: string }[] = [
  { value: 'upcoming', label: 'À venir' },
  { value: 'past', label: 'Passés' },
  { value: 'cancelled', label: 'Annulés' },
];

/** Seed 001 §9: the print window is filled after 500 ms. */
export const PRINT_DELAY_MS = 500;

const LOAD_ERROR = 'Impossible de charger vos rendez-vous. Veuillez réessayer.';

export function ProAppointmentsPage() {
  // An assistant reads another lawyer's appointments (ADR 0058): the page says whose.
  const staff = useStaff();
  const lawyer = staff?.actingFor ? lawyerTitle(staff.actingFor.name) : null;
  const heading = lawyer ? `Rendez-vous de ${lawyer}` : 'Mes rendez-vous';
  useDocumentTitle(heading);
  const [creating, setCreating] = useCreationParam();
  const [period, setPeriod] = useState<TPeriodFilter>('all');
  const [status, setStatus] = useState<TStatusFilter>('all');
  const [view, setView] = useState<Exclude<TAppointmentView, 'all'>>('upcoming');
  const [selected, setSelected] = useState<TProAppointment | null>(null);
  const query = useProAppointments(period, view === 'cancelled' ? 'all' : status, view);
  const list = query.data?.appointments ?? [];
  // A notification links here with ?rdv=<id>: that appointment's details open, whatever view holds it.
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get('rdv');
  const linkedId = linked && /^\d{1,15}$/.test(linked) ? Number(linked) : null;
  const linkedQuery = useProAppointment(linkedId);
  const linkedSettled = linkedQuery.isSuccess || linkedQuery.isError;
  useEffect(() => {
    if (linked === null || (linkedId !== null && !linkedSettled)) return;
    if (linkedQuery.data) setSelected(linkedQuery.data.appointment);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('rdv');
        return next;
      },
      { replace: true },
    );
  }, [linked, linkedId, linkedSettled, linkedQuery.data, setSearchParams]);

  const exportPdf = () => {
    // Opened within the click so that pop-up blockers let it through, filled after the delay.
    const printWindow = window.open('', '_blank');
    if (!printWindow) {
      notifyDestructive(
        "Impossible d'ouvrir la fenêtre d'impression",
        'Autorisez les fenêtres pop-up puis réessayez.',
      );
      return;
    }
    const html = buildAppointmentsPrintHtml(list);
    window.setTimeout(() => {
      printWindow.document.open();
      printWindow.document.write(html);
      printWindow.document.close();
      printWindow.focus();
      printWindow.print();
      notify('Export PDF généré');
    }, PRINT_DELAY_MS);
  };

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
          <p className="mt-1 text-slate-600">
            {lawyer
              ? 'Consultez et gérez ses rendez-vous et ses demandes'
              : 'Consultez et gérez vos rendez-vous'}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={exportPdf} disabled={!query.data}>
            <FileDown className="h-4 w-4" aria-hidden="true" />
            Exporter en PDF
          </Button>
          <Button onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Nouveau rendez-vous
          </Button>
        </div>
      </div>

      <fieldset className="mb-4 flex gap-1 rounded-lg bg-slate-100 p-1">
        <legend className="sr-only">Afficher les rendez-vous</legend>
        {VIEW_OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={view === option.value}
            onClick={() => setView(option.value)}
            className="min-h-10 flex-1 rounded-md px-3 text-sm font-medium text-slate-700 hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-brand-700 aria-pressed:shadow-sm sm:flex-none sm:px-5"
          >
            {option.label}
          </button>
        ))}
      </fieldset>

      <div className="mb-6 flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <div className="space-y-1">
          <label htmlFor="filter-period" className="block text-sm font-medium text-slate-700">
            Période
          </label>
          <Select
            id="filter-period"
            value={period}
            onChange={(event) => setPeriod(event.target.value as TPeriodFilter)}
          >
            {PERIOD_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        {view === 'cancelled' ? null : (
          <div className="space-y-1">
            <label htmlFor="filter-status" className="block text-sm font-medium text-slate-700">
              Statut
            </label>
            <Select
              id="filter-status"
              value={status}
              onChange={(event) => setStatus(event.target.value as TStatusFilter)}
            >
              {STATUS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </div>
        )}
        <p className="ml-auto text-sm text-slate-600" aria-live="polite">
          <span
            className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700"
            data-testid="count-badge"
          >
            {query.data ? query.data.count : '…'}
          </span>{' '}
          rendez-vous
        </p>
      </div>

      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorBox message={LOAD_ERROR} />
      ) : list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <CalendarDays className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">Aucun rendez-vous</h2>
          <p className="mt-1 text-slate-600">Aucun rendez-vous ne correspond aux critères sélectionnés.</p>
        </div>
      ) : (
        <ul className="space-y-4" aria-label="Rendez-vous">
          {list.map((appointment) => (
            <AppointmentCard
              key={appointment.id}
              appointment={appointment}
              onOpen={() => setSelected(appointment)}
            />
          ))}
        </ul>
      )}

      <AppointmentDetailsDialog
        appointment={selected}
        onChange={setSelected}
        onClose={() => setSelected(null)}
      />
      <NewAppointmentDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function AppointmentCard(props: { appointment: TProAppointment; onOpen: () => void }) {
  const { appointment } = props;
  const badge = statusBadge(appointment);
  const headingId = `appointment-${appointment.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {appointment.client}
          </h2>
          <p className="text-sm text-slate-600">{appointment.type}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ExternalChangeBadge appointment={appointment} />
          <span className={`rounded-full px-3 py-1 text-xs font-medium ${badge.className}`}>
            {badge.label}
          </span>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="h-4 w-4 text-slate-400" aria-hidden="true" />
          {formatCivilDate(appointment.date)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Clock className="h-4 w-4 text-slate-400" aria-hidden="true" />
          {appointment.time}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Timer className="h-4 w-4 text-slate-400" aria-hidden="true" />
          {appointment.duration}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <MapPin className="h-4 w-4 text-slate-400" aria-hidden="true" />
          {MODE_LABELS[appointment.mode]}
          {appointment.location ? ` — ${appointment.location}` : ''}
        </span>
      </div>
      {appointment.status === 'cancelled' ? (
        <p className="mt-3 text-sm text-slate-700">{cancellationText(appointment)}</p>
      ) : null}
      <PossibleConflictFlag
        className="mt-3"
        conflicts={appointment.possibleConflicts}
        advice={appointment.status === 'pending' ? CONFLICT_ADVICE.request : CONFLICT_ADVICE.record}
      />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        {appointment.status === 'pending' && new Date(appointment.end).getTime() > Date.now() ? (
          <RequestDecisionButtons request={appointment} size="md" />
        ) : (
          <span />
        )}
        <Button
          variant="outline"
          size="md"
          onClick={props.onOpen}
          aria-label={`Voir les détails du rendez-vous avec ${appointment.client}, ${appointmentWhen(appointment)}`}
        >
          Voir les détails
        </Button>
      </div>
    </li>
  );
}
