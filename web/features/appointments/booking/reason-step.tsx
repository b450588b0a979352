import { type Dispatch, useEffect, useRef } from 'react';
import {
  canContinue,
  type TBookingEvent,
  type TBookingState,
} from '#domain/appointments/booking/booking-steps.ts';
import { MAX_PARTY_NAME_LENGTH } from '#domain/practice/conflicts/conflict-schemas.ts';
import { fieldA11y, REQUIRED_MARK_CLASS, RequiredFieldsLegend } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { StepActions, StepHeading } from './step-layout';

export const REASON_REQUIRED_MESSAGE = 'Le motif est requis';

/**
 * Step 1: why the person consults (« Consultation générale » unless they say otherwise) and, optionally, the
 * opposing party, for the professional's conflict-of-interest check.
 */
export function ReasonStep(props: {
  state: TBookingState;
  dispatch: Dispatch<TBookingEvent>;
  focusHeading: boolean;
}) {
  const { state, dispatch } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const firstStep = !props.focusHeading;
  // The dialog opens before the profile is loaded: put the focus in the field once it exists.
  useEffect(() => {
    if (firstStep) inputRef.current?.focus();
  }, [firstStep]);
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
      <RequiredFieldsLegend />
      <div className="space-y-1">
        <label
          htmlFor="booking-reason"
          className={`block text-sm font-medium text-slate-700 ${REQUIRED_MARK_CLASS}`}
        >
          Motif de votre rendez-vous
        </label>
        <Input
          ref={inputRef}
          {...fieldA11y('booking-reason', error)}
          value={state.reason}
          maxLength={200}
          required
          aria-required="true"
          onChange={(event) => dispatch({ type: 'setReason', reason: event.target.value })}
        />
        {/* Announced as soon as the field is emptied (seed 000 §5: the reason is required). */}
        <p id="booking-reason-error" role="alert" className="text-sm text-red-600 empty:hidden">
          {error ?? ''}
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor="booking-opposing-party" className="block text-sm font-medium text-slate-700">
          Partie adverse (facultatif)
        </label>
        <Input
          id="booking-opposing-party"
          aria-describedby="booking-opposing-party-hint"
          autoComplete="off"
          value={state.opposingParty}
          maxLength={MAX_PARTY_NAME_LENGTH}
          onChange={(event) => dispatch({ type: 'setOpposingParty', opposingParty: event.target.value })}
        />
        <p id="booking-opposing-party-hint" className="text-xs text-slate-500">
          Pour que le professionnel vérifie qu'il ne représente pas déjà l'autre partie (conflit d'intérêts).
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-control"
          checked={state.isFirstConsultation}
          onChange={(event) => dispatch({ type: 'setFirstConsultation', value: event.target.checked })}
        />
        Première consultation avec ce professionnel
      </label>
      <StepActions
        onContinue={() => dispatch({ type: 'continue' })}
        continueSubmits
        continueDisabled={missing}
        describedBy={error ? 'booking-reason-error' : undefined}
      />
    </form>
  );
}
