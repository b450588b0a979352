import type { ReactNode } from 'react';
import { effectiveAppointmentStatus } from '#domain/appointments/booking/appointment-status.ts';
import type { TClientAppointment } from '#domain/appointments/booking/booking-schemas.ts';
import { consultationModeLabel } from '#domain/kernel/vocabulary/search-options.ts';
import { formatLongDateTime } from '#web/features/appointments/booking/booking-format.ts';
import { modeIcon } from '#web/features/appointments/booking/mode-icon.ts';
import { ReviewDialog } from '#web/features/appointments/reviews/review-dialog.tsx';
import { ReviewStars } from '#web/features/directory/reviews/review-stars.tsx';
import { useMediaQuery } from '#web/features/directory/search/use-media-query.ts';
import { useLinkedAppointment } from '#web/features/messaging/notifications/use-linked-appointment.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { FeeAgreementLink } from './appointments-tab';
import { useClientAppointments } from './client-api';
import { EmptyState, QueryError, SkeletonRows, StatusBadge } from './dashboard-ui';

/** Past consultations: lawyer, date, mode, duration, reason, rating out of 5, status. */
export function HistoryTab() {
  const appointments = useClientAppointments();
  // Seven columns do not fit a phone: one card per consultation there.
  const phone = useMediaQuery(PHONE_QUERY);
  if (appointments.isPending) return <SkeletonRows label="Chargement de votre historique…" />;
  if (appointments.isError) {
    return <QueryError error={appointments.error} onRetry={() => void appointments.refetch()} />;
  }
  const past = appointments.data.past;
  if (past.length === 0) return <EmptyState title="Aucune consultation passée pour le moment" />;
  const now = new Date();
  if (phone) {
    return (
      <ul aria-label="Historique de vos consultations" className="space-y-3">
        {past.map((appointment) => (
          <li key={appointment.id}>
            <HistoryCard
              appointment={appointment}
              status={effectiveAppointmentStatus(appointment.status, new Date(appointment.end), now)}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Historique de vos consultations</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Avocat
            </th>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
            <th scope="col" className="px-4 py-3">
              Mode
            </th>
            <th scope="col" className="px-4 py-3">
              Durée
            </th>
            <th scope="col" className="px-4 py-3">
              Motif
            </th>
            <th scope="col" className="px-4 py-3">
              Note
            </th>
            <th scope="col" className="px-4 py-3">
              Statut
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {past.map((appointment) => {
            const status = effectiveAppointmentStatus(appointment.status, new Date(appointment.end), now);
            return (
              <HistoryRow key={appointment.id} appointmentId={appointment.id}>
                <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
                  {appointment.lawyer}
                </th>
                <td className="px-4 py-3 text-slate-700 first-letter:uppercase">
                  {formatLongDateTime(appointment.start)}
                </td>
                <td className="px-4 py-3 text-slate-700">{consultationModeLabel(appointment.mode)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {status === 'cancelled' ? (
                    // What did not happen lasted nothing (issue 15 §6).
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">Sans objet</span>
                    </>
                  ) : (
                    `${appointment.durationMinutes} min`
                  )}
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {appointment.reason}
                  {appointment.hasFeeAgreement ? (
                    <span className="mt-1 block">
                      <FeeAgreementLink appointmentId={appointment.id} />
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-3">
                  <RatingCell appointment={appointment} rateable={status === 'completed'} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={status} />
                </td>
              </HistoryRow>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const PHONE_QUERY = '(max-width: 639px)';

/** One past consultation on a phone: who, when, how, the reason, the rating and the status. */
function HistoryCard(props: { appointment: TClientAppointment; status: string }) {
  const { appointment, status } = props;
  const linked = useLinkedAppointment(appointment.id);
  const ModeIcon = modeIcon(appointment.mode);
  return (
    <article
      ref={linked.ref}
      tabIndex={linked.linked ? -1 : undefined}
      aria-label={`${appointment.lawyer}, ${formatLongDateTime(appointment.start)}`}
      className={cn(
        'rounded-lg border border-slate-200 bg-white p-4 shadow-sm',
        linked.linked && 'ring-2 ring-brand-600',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{appointment.lawyer}</h3>
        <StatusBadge status={status} />
      </div>
      <p className="mt-1 text-sm text-slate-700 first-letter:uppercase">
        {formatLongDateTime(appointment.start)}
      </p>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
        <ModeIcon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
        {consultationModeLabel(appointment.mode)}
        {status === 'cancelled' ? null : <span>· {appointment.durationMinutes} min</span>}
      </p>
      <p className="mt-1 text-sm text-slate-600">{appointment.reason}</p>
      {appointment.hasFeeAgreement ? (
        <p className="mt-1 text-sm">
          <FeeAgreementLink appointmentId={appointment.id} />
        </p>
      ) : null}
      <div className="mt-2">
        <RatingCell appointment={appointment} rateable={status === 'completed'} />
      </div>
    </article>
  );
}

/** A row of the history, outlined and focused when a notification links to it. */
function HistoryRow(props: { appointmentId: number; children: ReactNode }) {
  const linked = useLinkedAppointment(props.appointmentId);
  return (
    <tr
      ref={linked.ref}
      tabIndex={linked.linked ? -1 : undefined}
      className={linked.linked ? 'outline outline-2 outline-brand-600' : undefined}
    >
      {props.children}
    </tr>
  );
}

/** The client's review of a past consultation: its stars and where it stands, or the way to leave one. */
function RatingCell(props: { appointment: TClientAppointment; rateable: boolean }) {
  const { appointment } = props;
  const review = appointment.review;
  if (review) {
    return (
      <div className="space-y-1">
        <ReviewStars rating={review.rating} />
        <p className="text-xs text-slate-600">{REVIEW_STATUS_LABELS[review.status]}</p>
        {review.refusal ? (
          <p className="text-xs text-slate-600">
            Motif : {review.refusal.reason}
            {review.refusal.note ? `. ${review.refusal.note}` : ''}
          </p>
        ) : null}
        {review.resubmitUntil ? (
          <ReviewDialog appointment={appointment} correcting={{ rating: review.rating, text: review.text }} />
        ) : null}
      </div>
    );
  }
  if (props.rateable && appointment.reviewableUntil) return <ReviewDialog appointment={appointment} />;
  return (
    <span className="text-slate-400">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Non noté</span>
    </span>
  );
}

const REVIEW_STATUS_LABELS = {
  published: 'Avis publié',
  pending: 'Avis en attente de relecture',
  refused: 'Avis non publié',
} as const;
