type TSonner = typeof import('sonner');

/*
 * sonner is loaded with its <Toaster /> at the first toast rather than with the app: pages show toasts
 * only after an action, and its code would otherwise be part of every first visit (issue 11 §3). A
 * toast asked for before the Toaster listens would be lost, so each one waits until it is mounted.
 */
let resolveMounted: (sonner: TSonner) => void = () => {};
const mounted = new Promise<TSonner>((resolve) => {
  resolveMounted = resolve;
});
let requested = false;
const listeners = new Set<() => void>();

function show(display: (sonner: TSonner) => void): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void mounted.then(display);
}

/** The seed's two toast styles: default and destructive. */
export function notify(title: string, description?: string): void {
  show(({ toast }) => toast(title, description ? { description } : undefined));
}

export function notifyDestructive(title: string, description?: string): void {
  show(({ toast }) => toast.error(title, description ? { description } : undefined));
}

/** Whether a toast was asked for: <AppToaster /> then loads and mounts sonner's Toaster. */
export function toastsRequested(): boolean {
  return requested;
}

export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the mounted Toaster: the waiting toasts, and all later ones, are shown at once. */
export function markToasterMounted(sonner: TSonner): void {
  resolveMounted(sonner);
}
