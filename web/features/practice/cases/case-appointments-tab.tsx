import { CalendarDays, Link2, Unlink } from 'lucide-react';
import { useId, useState } from 'react';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import type { TCaseClient, TCaseDetail } from '#domain/practice/cases/case-schemas.ts';
import { AppointmentDetailsDialog } from '#web/features/appointments/professional-actions/appointment-details-dialog.tsx';
import {
  formatCivilDate,
  MODE_LABELS,
  statusBadge,
} from '#web/features/appointments/professional-actions/appointment-format.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Badge } from '#web/shared/ui/badge.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Select } from '#web/shared/ui/input.tsx';
import { formatCivilDateShort } from './case-format';
import {
  useAllProAppointments,
  useLinkAppointment,
  useRefreshCase,
  useUnlinkAppointment,
} from './pro-cases-api';

function isCaseClient(appointment: TProAppointment, client: TCaseClient): boolean {
  if (client.email && appointment.email)
    return client.email.toLowerCase() === appointment.email.toLowerCase();
  return appointment.client.trim().toLowerCase() === client.name.trim().toLowerCase();
}

export function CaseAppointmentsTab(props: { caseDetail: TCaseDetail }) {
  const { caseDetail } = props;
  const [selected, setSelected] = useState<TProAppointment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const unlink = useUnlinkAppointment(caseDetail.id);
  const refreshCase = useRefreshCase(caseDetail.id);

  return (
    <div className="space-y-6">
      <Card title="Rendez-vous liés">
        {caseDetail.appointments.length ? (
          <ul className="space-y-3" aria-label="Rendez-vous du dossier">
            {caseDetail.appointments.map((appointment) => {
              // Seed 001 §4 knows only « Confirmé » and « En attente »; past and cancelled ones say so, as in « Mes rendez-vous ».
              const badge = statusBadge(appointment);
              const when = `${formatCivilDate(appointment.date)} à ${appointment.time}`;
              return (
                <li
                  key={appointment.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
                >
                  <button
                    type="button"
                    onClick={() => setSelected(appointment)}
                    className="flex-1 rounded-md text-left hover:bg-slate-50"
                  >
                    <span className="block font-medium text-slate-900">{appointment.type}</span>
                    <span className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                      <span className="inline-flex items-center gap-1.5">
                        <CalendarDays className="h-4 w-4 text-slate-400" aria-hidden="true" />
                        {when}
                      </span>
                      <span>{MODE_LABELS[appointment.mode]}</span>
                      <Badge className={badge.className}>{badge.label}</Badge>
                    </span>
                  </button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Retirer du dossier le rendez-vous du ${when}`}
                    disabled={unlink.isPending}
                    onClick={() => {
                      setError(null);
                      unlink.mutate(appointment.id, {
                        onError: (failure) => setError(userMessage(failure)),
                      });
                    }}
                  >
                    <Unlink className="h-4 w-4" aria-hidden="true" />
                    Retirer
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">Aucun rendez-vous programmé</p>
        )}
        <div className="mt-3">
          <ErrorBox message={error} />
        </div>
      </Card>
      {/* Only the responsible lawyer's own appointments may be linked (ADR 0059): the picker lists the
          viewer's, so it is theirs alone. */}
      {caseDetail.access === 'own' ? <LinkAppointment caseDetail={caseDetail} /> : null}
      <AppointmentDetailsDialog
        appointment={selected}
        onChange={(appointment) => {
          setSelected(appointment);
          void refreshCase();
        }}
        onClose={() => {
          setSelected(null);
          void refreshCase();
        }}
      />
    </div>
  );
}

function LinkAppointment(props: { caseDetail: TCaseDetail }) {
  const { caseDetail } = props;
  const appointments = useAllProAppointments();
  const link = useLinkAppointment(caseDetail.id);
  const [choice, setChoice] = useState('');
  const selectId = useId();
  const linked = new Set(caseDetail.appointments.map((appointment) => appointment.id));
  const candidates = (appointments.data?.appointments ?? [])
    .filter((appointment) => !linked.has(appointment.id) && appointment.status !== 'cancelled')
    .sort((a, b) => Number(isCaseClient(b, caseDetail.client)) - Number(isCaseClient(a, caseDetail.client)));

  return (
    <Card title="Lier un rendez-vous">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!choice) return;
          link.mutate(Number(choice), { onSuccess: () => setChoice('') });
        }}
      >
        <div className="min-w-64 flex-1 space-y-1">
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
            Rendez-vous à lier
          </label>
          <Select
            id={selectId}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            disabled={appointments.isPending}
          >
            <option value="">
              {appointments.isPending
                ? 'Chargement…'
                : candidates.length
                  ? 'Choisissez un rendez-vous'
                  : 'Aucun rendez-vous à lier'}
            </option>
            {candidates.map((appointment) => (
              <option key={appointment.id} value={appointment.id}>
                {`${appointment.client} — ${appointment.type} — ${formatCivilDateShort(appointment.date)} ${appointment.time}`}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" variant="outline" disabled={!choice || link.isPending}>
          <Link2 className="h-4 w-4" aria-hidden="true" />
          Lier au dossier
        </Button>
      </form>
      <div className="mt-3">
        <ErrorBox
          message={
            appointments.isError
              ? 'Impossible de charger vos rendez-vous. Veuillez réessayer.'
              : link.error
                ? userMessage(link.error)
                : null
          }
        />
      </div>
    </Card>
  );
}
