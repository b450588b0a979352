import { ArrowLeft, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { focusQuietly } from '../focus/page-start';
import { Button } from './button';
import { cn } from './cn';

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Back to the element that had the focus when the dialog opened; when there was none (a dialog a link or a
 * notification opened with the page) or it is gone, to the page's heading: never onto `<body>` (RGAA 7.1).
 */
export function returnFocus(openedFrom: HTMLElement | null): void {
  if (openedFrom?.isConnected && openedFrom !== document.body) {
    openedFrom.focus({ preventScroll: true });
    if (document.activeElement === openedFrom) return;
  }
  // The page behind may still be hidden from assistive technologies while the dialog unmounts: its heading
  // is looked up without that test.
  const start =
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('h1') ??
    document.querySelector<HTMLElement>('main');
  if (start) focusQuietly(start);
}

export type TDialogWidth = 'max-w-md' | 'max-w-lg' | 'max-w-xl' | 'max-w-2xl';

/**
 * The panel of every workspace dialog, inside a Radix `Dialog.Root` (issue 26 §1): a visible « Fermer »,
 * and on a phone (640 px or less) the whole screen with a « Retour » arrow at its top left. The caller
 * puts its `Dialog.Title` and `Dialog.Description` in `children`.
 */
export function DialogPanel(props: {
  width?: TDialogWidth;
  /** Classes of the body (spacing between its children). */
  className?: string;
  children: ReactNode;
  /** Runs before focus goes back to the opener; `preventDefault()` keeps it where the caller put it. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  // Most dialogs open from state, not from a Radix trigger: Radix would not know where to return focus, so
  // the element focused when it opened gets it back (without scrolling a grid or a list under it).
  const openedFrom = useRef<HTMLElement | null>(null);
  const body = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
      <Dialog.Content
        onOpenAutoFocus={(event) => {
          openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          // The first field or action of the body, as before the close buttons came first in the panel.
          const first = body.current?.querySelector<HTMLElement>(FOCUSABLE);
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
        onCloseAutoFocus={(event) => {
          props.onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          returnFocus(openedFrom.current);
        }}
        className={cn(
          'fixed z-50 overflow-y-auto bg-white shadow-xl focus:outline-none',
          'phone:inset-0',
          'wide:top-1/2 wide:left-1/2 wide:max-h-[90vh] wide:w-[calc(100%-2rem)] wide:-translate-x-1/2 wide:-translate-y-1/2 wide:rounded-xl',
          props.width ?? 'max-w-lg',
          'phone:max-w-none',
        )}
      >
        <div className="flex items-center justify-between gap-2 bg-white phone:sticky phone:top-0 phone:z-10 phone:border-b phone:border-slate-200 phone:px-2 phone:py-2 wide:float-right wide:mt-4 wide:mr-4 wide:ml-3">
          <Dialog.Close asChild>
            <Button variant="ghost" size="md" aria-label="Retour" title="Retour" className="px-2 wide:hidden">
              <ArrowLeft className="h-5 w-5" aria-hidden="true" />
            </Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button variant="ghost" size="sm" className="text-slate-600">
              <X className="h-4 w-4" aria-hidden="true" />
              Fermer
            </Button>
          </Dialog.Close>
        </div>
        <div ref={body} className={cn('p-6 phone:px-4 phone:pt-4', props.className)}>
          {props.children}
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
