import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsRequested, toastsRequested } from './toast';

const SonnerToaster = lazy(() => import('./sonner-toaster').then((m) => ({ default: m.SonnerToaster })));

/** The app's toasts (bottom right, 5 s): sonner is downloaded at the first one (toast.ts). */
export function AppToaster() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
