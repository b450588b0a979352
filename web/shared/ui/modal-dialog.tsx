import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * The workspace's modal: overlay, centred scrollable panel, title and description. Its body is mounted
 * only while open, so a form starts from its defaults each time.
 */
export function ModalDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Tailwind max-width of the panel. */
  width?: 'max-w-lg' | 'max-w-xl' | 'max-w-2xl';
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
            props.width ?? 'max-w-lg',
          )}
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{props.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{props.description}</Dialog.Description>
          {props.open ? props.children : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
