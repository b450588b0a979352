import { CalendarDays, FileText, MapPin, MessageSquare, Video } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { TClientAppointment } from '#domain/appointments/booking/booking-schemas.ts';
import { paymentStatusText } from '#domain/appointments/online-payments/online-payment-rules.ts';
import { consultationModeLabel } from '#domain/kernel/vocabulary/search-options.ts';
import { formatLongDateTime } from '#web/features/appointments/booking/booking-format.ts';
import { modeIcon } from '#web/features/appointments/booking/mode-icon.ts';
import { WriteToButton } from '#web/features/messaging/messages/write-to-button.tsx';
import { useLinkedAppointment } from '#web/features/messaging/notifications/use-linked-appointment.ts';
import { paths } from '#web/shared/paths.ts';
import { AccessibleVersionLink } from '#web/shared/ui/accessible-version-link.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { feeAgreementHtmlUrl, feeAgreementPdfUrl, useClientAppointments } from './client-api';
import { EmptyState, QueryError, SkeletonRows, StatusBadge } from './dashboard-ui';
import { RecordingConsentSection } from './recording-consent-section';
import { RescheduleDialog } from './reschedule-dialog';

export const VIDEO_NOT_YET_TEXT = 'Disponible 15 minutes avant le début';

const LINK_BUTTON =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700';

export const NEXT_APPOINTMENT_HEADING = 'Votre prochain rendez-vous';

/**
 * The next appointment first, with its actions (join, move, cancel, write), then the others; on a
 * phone it is what the client space opens on.
 */
export function AppointmentsTab() {
  const appointments = useClientAppointments();
  const newBooking = (
    <Link to={paths.search} className={LINK_BUTTON}>
      Prendre un nouveau rendez-vous
    </Link>
  );
  if (appointments.isPending) return <SkeletonRows label="Chargement de vos rendez-vous…" />;
  if (appointments.isError) {
    return <QueryError error={appointments.error} onRetry={() => void appointments.refetch()} />;
  }
  const [next, ...others] = appointments.data.upcoming;
  if (!next) {
    return (
      <div className="space-y-4">
        <EmptyState title="Aucun rendez-vous à venir">
          Trouvez un professionnel et réservez une consultation en quelques clics.
        </EmptyState>
        {newBooking}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <section aria-labelledby="client-next-appointment" className="space-y-3">
        <h2 id="client-next-appointment" className="text-lg font-semibold text-slate-900">
          {NEXT_APPOINTMENT_HEADING}
        </h2>
        <AppointmentCard appointment={next} />
      </section>
      {others.length > 0 ? (
        <section aria-labelledby="client-other-appointments" className="space-y-3">
          <h2 id="client-other-appointments" className="text-lg font-semibold text-slate-900">
            Vos autres rendez-vous à venir
          </h2>
          <ul className="space-y-4">
            {others.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard appointment={appointment} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {newBooking}
    </div>
  );
}

export function AppointmentCard({ appointment }: { appointment: TClientAppointment }) {
  const blockedId = useId();
  const videoHintId = useId();
  const when = formatLongDateTime(appointment.start);
  const blocked = !appointment.canChange;
  const blockedReason = blocked ? appointment.changeBlockedReason : null;
  const showVideo = appointment.mode === 'visio' && appointment.status !== 'cancelled';
  const canJoin = appointment.canJoinVideo && Boolean(appointment.meetingUrl);
  const linked = useLinkedAppointment(appointment.id);
  const ModeIcon = modeIcon(appointment.mode);

  return (
    <article
      ref={linked.ref}
      tabIndex={linked.linked ? -1 : undefined}
      aria-label={`${appointment.lawyer}, ${when}`}
      className={cn(
        'rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        linked.linked && 'ring-2 ring-brand-600',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">{appointment.lawyer}</h3>
          <p className="text-sm text-slate-600">{appointment.specialty}</p>
        </div>
        <StatusBadge status={appointment.status} />
      </div>
      <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
        <li className="flex items-start gap-2">
          <CalendarDays className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="first-letter:uppercase">{when}</span>
        </li>
        <li className="flex items-start gap-2">
          <ModeIcon className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span>{consultationModeLabel(appointment.mode)}</span>
        </li>
        {appointment.mode === 'cabinet' && appointment.address ? (
          <li className="flex items-start gap-2">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span>{appointment.address}</span>
          </li>
        ) : null}
        <li className="flex items-start gap-2">
          <MessageSquare className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span>Motif : {appointment.reason}</span>
        </li>
        {appointment.hasFeeAgreement ? (
          <li className="flex items-start gap-2">
            <FileText className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <FeeAgreementLink appointmentId={appointment.id} />
          </li>
        ) : null}
      </ul>
      {paymentStatusText(appointment.payment) ? (
        <p className="mt-3 text-sm text-slate-600">{paymentStatusText(appointment.payment)}</p>
      ) : null}
      {showVideo ? <RecordingConsentSection appointment={appointment} /> : null}
      {appointment.status === 'cancelled' && appointment.cancellationReason ? (
        <p className="mt-3 text-sm text-slate-600">
          Motif de l’annulation : {appointment.cancellationReason}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        {showVideo ? (
          canJoin && appointment.meetingUrl ? (
            <a
              href={appointment.meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={LINK_BUTTON}
            >
              <Video className="h-4 w-4" aria-hidden="true" />
              Rejoindre la consultation
            </a>
          ) : (
            <span className="inline-flex flex-wrap items-center gap-2">
              <Button disabled aria-describedby={videoHintId}>
                <Video className="h-4 w-4" aria-hidden="true" />
                Rejoindre la consultation
              </Button>
              <span id={videoHintId} className="text-xs text-slate-500">
                {VIDEO_NOT_YET_TEXT}
              </span>
            </span>
          )
        ) : null}
        <RescheduleDialog
          appointment={appointment}
          disabled={blocked}
          describedBy={blockedReason ? blockedId : undefined}
        />
        <CancelAppointmentDialog
          appointment={appointment}
          disabled={blocked}
          describedBy={blockedReason ? blockedId : undefined}
        />
        <WriteToButton
          space="client"
          request={{ appointmentId: appointment.id }}
          label={`Écrire à ${appointment.lawyer}`}
        />
      </div>
      {blockedReason ? (
        <p id={blockedId} className="mt-2 text-sm text-amber-800">
          {blockedReason}
        </p>
      ) : null}
    </article>
  );
}

/** The fee agreement accepted when booking, as the PDF both parties keep, and its accessible version beside. */
export function FeeAgreementLink({ appointmentId }: { appointmentId: number }) {
  return (
    <span className="inline-flex flex-wrap gap-x-3">
      <a
        href={feeAgreementPdfUrl(appointmentId)}
        download
        className="font-medium text-brand-700 hover:underline"
      >
        Convention d'honoraires (PDF)
      </a>
      <AccessibleVersionLink
        href={feeAgreementHtmlUrl(appointmentId)}
        of="convention d'honoraires"
        className="no-underline hover:underline"
      />
    </span>
  );
}
