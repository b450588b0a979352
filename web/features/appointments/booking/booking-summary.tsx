import { CalendarDays, Euro } from 'lucide-react';
import type { TBookingState } from '#domain/appointments/booking/booking-steps.ts';
import { bookingFee } from '#domain/directory/professionals/fee-text.ts';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { consultationModeLabel } from '#domain/kernel/vocabulary/search-options.ts';
import { formatLongDateTime } from './booking-format';
import { modeIcon } from './mode-icon';

/** The chosen slot in one line at the top of every step: date and time, mode, fee. */
export function BookingSummary(props: { state: TBookingState; fees: TProfessionalFees | null }) {
  const { state } = props;
  const fee = bookingFee(props.fees, state.isFirstConsultation);
  const ModeIcon = state.mode ? modeIcon(state.mode) : null;
  return (
    <section
      aria-label="Votre rendez-vous"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800"
    >
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
        {state.slot ? (
          <span className="first-letter:uppercase">{formatLongDateTime(state.slot.start)}</span>
        ) : (
          <span className="text-slate-500">Créneau à choisir</span>
        )}
      </span>
      {ModeIcon && state.mode ? (
        <span className="inline-flex items-center gap-1.5">
          <ModeIcon className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
          {consultationModeLabel(state.mode)}
        </span>
      ) : null}
      {fee ? (
        <span className="inline-flex items-center gap-1.5">
          <Euro className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span className="whitespace-nowrap">{fee.text}</span>
        </span>
      ) : null}
    </section>
  );
}
