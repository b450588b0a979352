import { createContext, type ReactNode, useContext } from 'react';

/**
 * Whether the field being drawn is required: FormField provides it, Input, Select, PasswordInput and Textarea
 * read it, so a required field is announced (aria-required) and marked (« * ») from the one `required` prop.
 */
const FieldRequiredContext = createContext(false);

/** aria-required for a control inside a FormField marked `required` (none otherwise, so nothing is said twice). */
export function useFieldRequired(): { 'aria-required'?: true } {
  return useContext(FieldRequiredContext) ? { 'aria-required': true } : {};
}

/** The mark beside a required field's label; the control says « obligatoire » itself (aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 font-semibold text-red-700">
      *
    </span>
  );
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
      <label htmlFor={props.id} className="block text-sm font-medium text-slate-700">
        {props.label}
        {props.required ? <RequiredMark /> : null}
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
