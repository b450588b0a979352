import type { ReactNode } from 'react';

/** Label, control and the field's error message, wired for screen readers via ids. */
export function FormField(props: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
  hint?: string;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={props.id} className="block text-sm font-medium text-slate-700">
        {props.label}
      </label>
      {props.children}
      {props.hint && !props.error ? (
        <p id={`${props.id}-hint`} className="text-xs text-slate-500">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="text-sm text-red-600">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes for a control inside FormField. */
export function fieldA11y(id: string, error: string | undefined, hint?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}
