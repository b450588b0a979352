import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A notification links to the client space with ?rdv=<id>: that appointment's card or row is brought
 * into view, focused (so a screen reader reads it) and outlined.
 */
export function useLinkedAppointment(appointmentId: number): {
  linked: boolean;
  ref: (element: HTMLElement | null) => void;
} {
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('rdv') === String(appointmentId);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!linked || !element) return;
      element.scrollIntoView?.({ block: 'center' });
      element.focus({ preventScroll: true });
    },
    [linked],
  );
  return { linked, ref };
}
