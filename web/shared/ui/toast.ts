import { toast } from 'sonner';

/** The seed's two toast styles: default and destructive. */
export function notify(title: string, description?: string): void {
  toast(title, description ? { description } : undefined);
}

export function notifyDestructive(title: string, description?: string): void {
  toast.error(title, description ? { description } : undefined);
}
