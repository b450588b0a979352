import { CircleCheck, CircleSlash } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import type { TSlotExplanationResponse } from '#domain/agenda/availability/explain-slot-schemas.ts';
import { formatFullDate } from '#domain/agenda/planning/calendar-layout.ts';
import { isRealCivilDate, parisInstant } from '#domain/kernel/time/paris-time.ts';
import { consultationModeLabel } from '#domain/kernel/vocabulary/search-options.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { DialogPanel } from '#web/shared/ui/dialog-panel.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useSlotExplanation } from './slot-explanation-api';

export const SLOT_EXPLANATION_TITLE = 'Pourquoi ce créneau n’est-il pas disponible\u202f?';
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Issue 28 §3: for any date and time, what keeps it from the public slots (an appointment, a planning
 * event, an external calendar, the notice, the horizon, the opening hours), or that it is free. Asked of
 * the agenda the workspace reads: the professional's own, or the lawyer an assistant works for.
 */
export function SlotExplanationDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The day the planning shows, proposed first ('YYYY-MM-DD'). */
  initialDate: string;
  /** « Maître … » when an assistant asks about their lawyer's agenda. */
  lawyer: string | null;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <DialogPanel width="max-w-lg" className="space-y-4">
        <Dialog.Title className="text-lg font-semibold text-slate-900">{SLOT_EXPLANATION_TITLE}</Dialog.Title>
        <Dialog.Description className="text-sm text-slate-600">
          {props.lawyer
            ? `Choisissez une date et une heure\u00a0: vous verrez ce qui bloque ce moment dans l’agenda de ${props.lawyer}, ou qu’il est réservable.`
            : 'Choisissez une date et une heure\u00a0: vous verrez ce qui bloque ce moment dans votre agenda, ou qu’il est réservable.'}
        </Dialog.Description>
        {props.open ? <SlotQuestion initialDate={props.initialDate} /> : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

function SlotQuestion(props: { initialDate: string }) {
  const id = useId();
  const [date, setDate] = useState(props.initialDate);
  const [time, setTime] = useState('10:00');
  const [errors, setErrors] = useState<{ date?: string; time?: string }>({});
  const [asked, setAsked] = useState<{ at: string; date: string; time: string } | null>(null);
  const explanation = useSlotExplanation(asked?.at ?? null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: { date?: string; time?: string } = {};
    if (!isRealCivilDate(date)) found.date = 'Indiquez une date.';
    if (!CLOCK_TIME.test(time)) found.time = 'Indiquez une heure.';
    setErrors(found);
    if (found.date || found.time) return;
    setAsked({ at: parisInstant(date, time).toISOString(), date, time });
  };

  return (
    <div className="space-y-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={onSubmit} noValidate>
        <FormField id={`${id}-date`} label="Date" error={errors.date}>
          <Input
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            {...fieldA11y(`${id}-date`, errors.date)}
          />
        </FormField>
        <FormField id={`${id}-time`} label="Heure" error={errors.time}>
          <Input
            type="time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            {...fieldA11y(`${id}-time`, errors.time)}
          />
        </FormField>
        <Button type="submit">Voir pourquoi</Button>
      </form>
      <section aria-live="polite" aria-label="Réponse">
        {asked === null ? null : explanation.isPending ? (
          <Spinner />
        ) : explanation.isError ? (
          <ErrorBox message={userMessage(explanation.error)} />
        ) : explanation.data ? (
          <Answer asked={asked} answer={explanation.data} />
        ) : null}
      </section>
    </div>
  );
}

function Answer(props: { asked: { date: string; time: string }; answer: TSlotExplanationResponse }) {
  const { answer } = props;
  const slot = answer.slot;
  return (
    <div
      className={
        answer.free
          ? 'space-y-2 rounded-md border border-green-200 bg-green-50 px-4 py-3'
          : 'space-y-2 rounded-md border border-amber-200 bg-amber-50 px-4 py-3'
      }
    >
      <h3 className="text-sm font-semibold text-slate-900 first-letter:uppercase">
        {formatFullDate(props.asked.date)} à {props.asked.time}
      </h3>
      {slot ? (
        <p className="text-sm text-slate-700">
          Créneau de {formatParisTime(new Date(slot.start))} à {formatParisTime(new Date(slot.end))}
          {slot.modes.length > 0 ? ` (${slot.modes.map(consultationModeLabel).join(', ')})` : ''}
        </p>
      ) : null}
      <ul className="space-y-1 text-sm text-slate-900">
        {answer.reasons.map((reason) => (
          // The domain never repeats a sentence.
          <li key={reason.text} className="flex items-start gap-2">
            {answer.free ? (
              <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
            ) : (
              <CircleSlash className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
            )}
            <span>{reason.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
