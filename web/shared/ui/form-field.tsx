import { createContext, type ReactNode, useContext } from 'react';
import { cn } from './cn';

/**
 * Whether the field being drawn is required: FormField provides it, Input, Select, PasswordInput and Textarea
 * read it, so a required field is announced (aria-required) and marked (« * ») from the one `required` prop.
 */
const FieldRequiredContext = createContext(false);

/** aria-required for a control inside a FormField marked `required` (none otherwise, so nothing is said twice). */
export function useFieldRequired(): { 'aria-required'?: true } {
  return useContext(FieldRequiredContext) ? { 'aria-required': true } : {};
}

/**
 * The « * » after a required field's label, drawn by the `required-mark` class of web/styles.css: a CSS mark
 * with an empty alternative, so it is seen but not read (the control says « obligatoire » itself, through
 * aria-required) and the label's text, hence the field's name, stays the same.
 */
export const REQUIRED_MARK_CLASS = 'required-mark';

export function RequiredMark() {
  return <span className={REQUIRED_MARK_CLASS} />;
}

export const REQUIRED_FIELDS_LEGEND = 'Les champs marqués d’un astérisque (*) sont obligatoires.';

/** The sentence that explains the mark, at the top of every form with a required field (RGAA 11.10). */
export function RequiredFieldsLegend(props: { className?: string }) {
  return <p className={props.className ?? 'text-xs text-slate-600'}>{REQUIRED_FIELDS_LEGEND}</p>;
}

/** Label, control and the field's error message, wired for screen readers via ids. */
export function FormField(props: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
  hint?: string;
  /** Marks the label with « * » and the control with aria-required; the form shows RequiredFieldsLegend. */
  required?: boolean;
}) {
  return (
    <div className="space-y-1">
      <label
        htmlFor={props.id}
        className={cn('block text-sm font-medium text-slate-700', props.required && REQUIRED_MARK_CLASS)}
      >
        {props.label}
      </label>
      <FieldRequiredContext.Provider value={props.required === true}>
        {props.children}
      </FieldRequiredContext.Provider>
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
