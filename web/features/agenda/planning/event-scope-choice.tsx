import { RadioGroup } from 'radix-ui';
import { useId, useState } from 'react';
import type { TEventScope } from '#domain/agenda/planning/planning-event-schemas.ts';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { EVENT_SCOPE_OPTIONS } from './planning-options';

/** « Cet événement » / « Cet événement et les suivants » / « Toute la série »: arrows move, Space picks. */
export function EventScopeChoice(props: {
  label: string;
  value: TEventScope;
  onChange: (scope: TEventScope) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <RadioGroup.Root
      aria-label={props.label}
      value={props.value}
      disabled={props.disabled}
      onValueChange={(value) => {
        const option = EVENT_SCOPE_OPTIONS.find((candidate) => candidate.value === value);
        if (option) props.onChange(option.value);
      }}
      className="grid gap-2"
    >
      {EVENT_SCOPE_OPTIONS.map((option) => (
        <div key={option.value} className="flex items-center gap-3">
          <RadioGroup.Item
            id={`${id}-${option.value}`}
            value={option.value}
            className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none data-[state=checked]:border-brand-600"
          >
            <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-brand-600" />
          </RadioGroup.Item>
          <label htmlFor={`${id}-${option.value}`} className="cursor-pointer text-sm text-slate-800">
            {option.label}
          </label>
        </div>
      ))}
    </RadioGroup.Root>
  );
}

/** Asked before the form opens on one occurrence of a series: which occurrences the edit changes. */
export function EditScopeDialog(props: {
  open: boolean;
  onChoose: (scope: TEventScope) => void;
  onCancel: () => void;
}) {
  const [scope, setScope] = useState<TEventScope>('this');
  return (
    <ConfirmDialog
      open={props.open}
      title="Modifier l'événement récurrent"
      confirmLabel="Continuer"
      pending={false}
      error={null}
      onConfirm={() => props.onChoose(scope)}
      onCancel={props.onCancel}
      extra={<EventScopeChoice label="Événements à modifier" value={scope} onChange={setScope} />}
    >
      Cet événement fait partie d'une série. Quels événements voulez-vous modifier&#8239;?
    </ConfirmDialog>
  );
}
