import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { DialogPanel } from './dialog-panel';

/**
 * The workspace's modal: overlay, centred scrollable panel (the whole screen on a phone), title and
 * description. Its body is mounted only while open, so a form starts from its defaults each time.
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
      <DialogPanel width={props.width ?? 'max-w-lg'}>
        <Dialog.Title className="text-lg font-semibold text-slate-900">{props.title}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-slate-600">{props.description}</Dialog.Description>
        {props.open ? props.children : null}
      </DialogPanel>
    </Dialog.Root>
  );
}
