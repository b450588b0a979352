import type { Dispatch } from 'react';
import type { TBookingEvent, TBookingState } from '#domain/appointments/booking/booking-steps.ts';
import type { TQuestionnaireQuestion } from '#domain/directory/professionals/questionnaire.ts';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { StepActions, StepHeading } from './step-layout';

const TEXTAREA_CLASSES =
  'block w-full rounded-md border border-control bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** Step 4, only when the professional asks questions; every answer is optional. */
export function QuestionnaireStep(props: {
  state: TBookingState;
  dispatch: Dispatch<TBookingEvent>;
  questions: readonly TQuestionnaireQuestion[];
  focusHeading: boolean;
}) {
  const { state, dispatch } = props;
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: 'continue' });
      }}
    >
      <StepHeading focusOnMount={props.focusHeading}>Questionnaire préparatoire</StepHeading>
      <p className="text-sm text-slate-600">
        Vos réponses aident le professionnel à préparer votre consultation. Elles sont facultatives.
      </p>
      {props.questions.map((question, index) => {
        const id = `booking-question-${index}`;
        const value = state.answers[String(index)] ?? '';
        const onChange = (answer: string) => dispatch({ type: 'answer', index, answer });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: answers are keyed by question index (seed 000 §3).
          <div key={index} className="space-y-1">
            <label htmlFor={id} className="block text-sm font-medium text-slate-700">
              {question.question}
            </label>
            {question.type === 'select' ? (
              <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
                <option value="">Choisir…</option>
                {question.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </Select>
            ) : question.type === 'textarea' ? (
              <textarea
                id={id}
                rows={4}
                maxLength={2000}
                className={TEXTAREA_CLASSES}
                value={value}
                onChange={(event) => onChange(event.target.value)}
              />
            ) : (
              <Input
                id={id}
                maxLength={2000}
                value={value}
                onChange={(event) => onChange(event.target.value)}
              />
            )}
          </div>
        );
      })}
      <StepActions
        onBack={() => dispatch({ type: 'back' })}
        onContinue={() => dispatch({ type: 'continue' })}
      />
    </form>
  );
}
