import { AlertDialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { Button } from './button';
import { returnFocus } from './dialog-panel';
import { ErrorBox } from './error-box';

/** « Archiver le document », « Supprimer la session »: an action the user confirms first. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Controls shown under the description (a choice the confirmation applies to). */
  extra?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on closing when the opener is gone (the deleted item); default: back to the opener. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  // Opened from state, not from a Radix trigger: Radix would not know where to return focus, so the element
  // focused when it opened (the button that asked) gets it back.
  const openedFrom = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={props.open} onOpenChange={(open) => (open ? undefined : props.onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            openedFrom.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            props.onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            returnFocus(openedFrom.current);
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {props.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-600">
            {props.children}
          </AlertDialog.Description>
          {props.extra}
          <ErrorBox message={props.error} />
          <div className="flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={props.pending}>
                Annuler
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={props.destructive ? 'destructive' : 'primary'}
              onClick={props.onConfirm}
              disabled={props.pending}
            >
              {props.confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
