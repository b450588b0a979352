import type { TBookingState } from '#domain/appointments/booking/booking-steps.ts';
import { bookingFee } from '#domain/directory/professionals/fee-text.ts';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { consultationModeLabel } from '#domain/kernel/vocabulary/search-options.ts';
import { formatLongDateTime } from './booking-format';

/** What is about to be booked: professional, date and time, mode, reason, and the fee the professional stated. */
export function BookingRecap(props: {
  professionalName: string;
  state: TBookingState;
  address?: string | null;
  fees?: TProfessionalFees | null;
}) {
  const { state } = props;
  const fee = bookingFee(props.fees ?? null, state.isFirstConsultation);
  return (
    // On a phone each label sits above its value, so that « Première consultation : 120 € » keeps one line.
    <dl className="grid grid-cols-1 gap-x-4 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-1.5 [&>dt:not(:first-child)]:mt-2 sm:[&>dt:not(:first-child)]:mt-0">
      <dt className="text-slate-500">Professionnel</dt>
      <dd className="font-medium text-slate-900">{props.professionalName}</dd>
      {state.slot ? (
        <>
          <dt className="text-slate-500">Date</dt>
          <dd className="text-slate-900 first-letter:uppercase">{formatLongDateTime(state.slot.start)}</dd>
        </>
      ) : null}
      {state.mode ? (
        <>
          <dt className="text-slate-500">Mode</dt>
          <dd className="text-slate-900">{consultationModeLabel(state.mode)}</dd>
        </>
      ) : null}
      {state.mode === 'cabinet' && props.address ? (
        <>
          <dt className="text-slate-500">Adresse</dt>
          <dd className="text-slate-900">{props.address}</dd>
        </>
      ) : null}
      <dt className="text-slate-500">Motif</dt>
      <dd className="text-slate-900">{state.reason.trim()}</dd>
      {state.opposingParty.trim() ? (
        <>
          <dt className="text-slate-500">Partie adverse</dt>
          <dd className="text-slate-900">{state.opposingParty.trim()}</dd>
        </>
      ) : null}
      {fee ? (
        <>
          <dt className="text-slate-500">Honoraires</dt>
          <dd className="text-slate-900">
            <span className="whitespace-nowrap">{fee.label}</span>
            {'\u00a0: '}
            <span className="whitespace-nowrap">{fee.text}</span>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
