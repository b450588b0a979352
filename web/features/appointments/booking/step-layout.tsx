import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '#web/shared/ui/button.tsx';

/**
 * The heading every step starts with. When the person moves to another step the heading takes the
 * focus, so a screen reader announces where they are and the keyboard starts from the top.
 */
export function StepHeading(props: { children: ReactNode; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { focusOnMount } = props;
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h3 ref={ref} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
      {props.children}
    </h3>
  );
}

/** Retour on the left, Continuer (or the step's main action) on the right. */
export function StepActions(props: {
  onBack?: (() => void) | undefined;
  onContinue?: (() => void) | undefined;
  continueDisabled?: boolean;
  continueLabel?: string;
  describedBy?: string | undefined;
  /**
   * The step is a form with several text fields: Continuer is its submit button, so Enter in any field
   * continues (without one, a browser submits on Enter only a form of a single field).
   */
  continueSubmits?: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
      {props.onBack ? (
        <Button variant="outline" onClick={props.onBack}>
          Retour
        </Button>
      ) : (
        <span />
      )}
      {props.onContinue ? (
        <Button
          type={props.continueSubmits ? 'submit' : 'button'}
          onClick={props.continueSubmits ? undefined : props.onContinue}
          disabled={props.continueDisabled}
          aria-describedby={props.describedBy}
        >
          {props.continueLabel ?? 'Continuer'}
        </Button>
      ) : null}
    </div>
  );
}
