import type { Dispatch } from 'react';
import { canContinue, type TBookingEvent, type TBookingState } from '../../../domain/booking/booking-steps';
import { fieldA11y, FormField } from '../../shared/ui/form-field';
import { Input } from '../../shared/ui/input';
import { StepActions, StepHeading } from './step-layout';

export const REASON_REQUIRED_MESSAGE = 'Le motif est requis';

/** Step 1: why the person consults; « Consultation générale » unless they say otherwise. */
export function ReasonStep(props: {
  state: TBookingState;
  dispatch: Dispatch<TBookingEvent>;
  focusHeading: boolean;
}) {
  const { state, dispatch } = props;
  const missing = !canContinue(state);
  const error = missing ? REASON_REQUIRED_MESSAGE : undefined;
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: 'continue' });
      }}
    >
      <StepHeading focusOnMount={props.focusHeading}>Motif de la consultation</StepHeading>
      <FormField id="booking-reason" label="Motif de votre rendez-vous" error={error}>
        <Input
          {...fieldA11y('booking-reason', error)}
          value={state.reason}
          maxLength={200}
          required
          onChange={(event) => dispatch({ type: 'setReason', reason: event.target.value })}
        />
      </FormField>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300"
          checked={state.isFirstConsultation}
          onChange={(event) => dispatch({ type: 'setFirstConsultation', value: event.target.checked })}
        />
        Première consultation avec ce professionnel
      </label>
      <StepActions
        onContinue={() => dispatch({ type: 'continue' })}
        continueDisabled={missing}
        describedBy={error ? 'booking-reason-error' : undefined}
      />
    </form>
  );
}
