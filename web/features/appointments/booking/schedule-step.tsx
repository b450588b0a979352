import type { Dispatch } from 'react';
import {
  canContinue,
  type TBookingEvent,
  type TBookingState,
} from '#domain/appointments/booking/booking-steps.ts';
import type { TDaySlots } from '#domain/directory/professionals/search-schemas.ts';
import { slotAccessibleName } from '#web/features/directory/search/slot-format.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { findFreeSlot, modeForSlot, SlotList } from './slot-list';
import { StepActions, StepHeading } from './step-layout';

/** Step 3: a free time; picking one moves on, in the slot's mode when it lacks the chosen one. */
export function ScheduleStep(props: {
  state: TBookingState;
  dispatch: Dispatch<TBookingEvent>;
  days: readonly TDaySlots[];
  refreshing: boolean;
  /** The server's message when the slot was lost (409). */
  slotError: string | null;
  focusHeading: boolean;
}) {
  const { state, dispatch } = props;
  const selected = findFreeSlot(props.days, state.slot?.start);
  return (
    <div className="space-y-4">
      <StepHeading focusOnMount={props.focusHeading}>Choisissez un créneau</StepHeading>
      <ErrorBox message={props.slotError} />
      <div role="status" className="text-sm">
        {props.refreshing ? <p className="text-slate-600">Mise à jour des créneaux disponibles…</p> : null}
        {selected ? (
          <p className="rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-brand-800">
            Créneau sélectionné&nbsp;: {slotAccessibleName(selected)}
          </p>
        ) : state.slot && !props.refreshing ? (
          <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
            Ce créneau n'est plus disponible. Choisissez un autre horaire.
          </p>
        ) : null}
      </div>
      <SlotList
        days={props.days}
        mode={state.mode}
        selectedStart={state.slot?.start ?? null}
        onPick={(slot) => {
          const mode = modeForSlot(slot, state.mode);
          if (mode) dispatch({ type: 'pickSlot', slot: { start: slot.start, modes: [...slot.modes] }, mode });
        }}
      />
      <StepActions
        onBack={() => dispatch({ type: 'back' })}
        onContinue={selected ? () => dispatch({ type: 'continue' }) : undefined}
        continueDisabled={!canContinue(state)}
      />
    </div>
  );
}
