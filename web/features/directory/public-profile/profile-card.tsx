import type { ReactNode } from 'react';
import { Button } from '#web/shared/ui/button.tsx';

export const NOT_PROVIDED = 'Non renseigné';

/** One of the five « Ma fiche pro » cards: read-only values, or the form fields while editing. */
export function ProfileCard(props: {
  id: string;
  title: string;
  editing: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const titleId = `${props.id}-titre`;
  return (
    <section
      id={props.id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="scroll-mt-20 space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {props.title}
        </h2>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={props.editing}
          aria-label={`Modifier\u00a0: ${props.title}`}
          onClick={props.onToggle}
        >
          {props.editing ? 'Terminer' : 'Modifier'}
        </Button>
      </div>
      {props.children}
    </section>
  );
}

/** A read-only value: 'Non renseigné' when blank or empty. */
export function ReadValue(props: { label: string; value: string | readonly string[] }) {
  const text = typeof props.value === 'string' ? props.value.trim() : props.value.join(', ');
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{props.label}</dt>
      <dd className={text ? 'text-sm text-slate-900' : 'text-sm italic text-slate-500'}>
        {text || NOT_PROVIDED}
      </dd>
    </div>
  );
}

/** Read-only list of lines; blank lines are hidden (seed 001, Ma fiche pro). */
export function ReadLines(props: { label: string; lines: readonly string[] }) {
  const shown = props.lines.map((line) => line.trim()).filter(Boolean);
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{props.label}</dt>
      <dd>
        {shown.length === 0 ? (
          <span className="text-sm italic text-slate-500">{NOT_PROVIDED}</span>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-900">
            {shown.map((line, index) => (
              <li key={`${index.toString()}-${line}`}>{line}</li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

/** Buttons toggled on and off from a fixed list (specialties, consultation modes). */
export function ToggleList<T extends string>(props: {
  label: string;
  required?: boolean;
  options: readonly { value: T; label: string }[];
  selected: readonly string[];
  onChange: (selected: T[]) => void;
  error?: string | undefined;
}) {
  const id = `toggle-${props.label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <fieldset aria-describedby={props.error ? `${id}-error` : undefined} className="space-y-1">
      <legend className="text-sm font-medium text-slate-700">
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {props.options.map((option) => {
          const on = props.selected.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={on}
              onClick={() =>
                props.onChange(
                  on
                    ? (props.selected.filter((value) => value !== option.value) as T[])
                    : ([...props.selected, option.value] as T[]),
                )
              }
              className={
                on
                  ? 'rounded-full border border-brand-600 bg-brand-600 px-3 py-1 text-sm text-white'
                  : 'rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:bg-slate-50'
              }
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {props.error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
