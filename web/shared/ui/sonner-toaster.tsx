import { useEffect } from 'react';
import * as sonner from 'sonner';
import { markToasterMounted } from './toast';

export function SonnerToaster() {
  // After the Toaster's own effect (children's effects run first), so it already listens.
  useEffect(() => markToasterMounted(sonner), []);
  return <sonner.Toaster position="bottom-right" richColors closeButton toastOptions={{ duration: 5000 }} />;
}
