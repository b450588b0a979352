import { RadioGroup } from 'radix-ui';
import type { Dispatch } from 'react';
import {
  canContinue,
  type TBookingEvent,
  type TBookingState,
} from '#domain/appointments/booking/booking-steps.ts';
import {
  CONSULTATION_MODE_VALUES,
  consultationModeLabel,
  type TConsultationMode,
} from '#domain/kernel/vocabulary/search-options.ts';
import { MODE_ICONS } from './mode-icon';
import { StepActions, StepHeading } from './step-layout';

const MODE_HINTS: Record<TConsultationMode, string> = {
  cabinet: 'Au cabinet du professionnel',
  // Said without « par email »: e-mails leave only when SMTP is configured.
  visio: 'Un lien de visioconférence propre à ce rendez-vous',
  telephone: 'Le professionnel vous appelle',
};

function isMode(value: string): value is TConsultationMode {
  return (CONSULTATION_MODE_VALUES as readonly string[]).includes(value);
}

/** Step 2: Cabinet, Visioconférence or Téléphone, among the modes this professional offers. */
export function ModeStep(props: {
  state: TBookingState;
  dispatch: Dispatch<TBookingEvent>;
  modes: readonly TConsultationMode[];
  focusHeading: boolean;
}) {
  const { state, dispatch } = props;
  return (
    <div className="space-y-4">
      <StepHeading focusOnMount={props.focusHeading}>Mode de consultation</StepHeading>
      <RadioGroup.Root
        aria-label="Mode de consultation"
        value={state.mode ?? ''}
        onValueChange={(value) => {
          if (isMode(value)) dispatch({ type: 'setMode', mode: value });
        }}
        className="grid gap-3"
      >
        {props.modes.map((mode) => {
          const Icon = MODE_ICONS[mode];
          const id = `booking-mode-${mode}`;
          return (
            <div
              key={mode}
              className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50"
            >
              <RadioGroup.Item
                id={id}
                value={mode}
                aria-describedby={`${id}-hint`}
                className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full border border-control bg-white focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none data-[state=checked]:border-brand-600"
              >
                <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-brand-600" />
              </RadioGroup.Item>
              <Icon className="h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
              <div className="flex-1">
                <label htmlFor={id} className="block cursor-pointer text-sm font-medium text-slate-900">
                  {consultationModeLabel(mode)}
                </label>
                <span id={`${id}-hint`} className="block text-xs text-slate-600">
                  {MODE_HINTS[mode]}
                </span>
              </div>
            </div>
          );
        })}
      </RadioGroup.Root>
      {state.mode === null ? (
        <p id="booking-mode-required" className="text-sm text-slate-600">
          Choisissez un mode de consultation pour continuer.
        </p>
      ) : null}
      <StepActions
        onBack={() => dispatch({ type: 'back' })}
        onContinue={() => dispatch({ type: 'continue' })}
        continueDisabled={!canContinue(state)}
        describedBy={state.mode === null ? 'booking-mode-required' : undefined}
      />
    </div>
  );
}
