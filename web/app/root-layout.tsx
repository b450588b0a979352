import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { CookieBanner } from '../features/consent/cookie-banner';

/** Global on every page: the cookie banner and the toasts (seed 000 §2). */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <CookieBanner />
      <Toaster position="top-right" richColors closeButton toastOptions={{ duration: 5000 }} />
      <ScrollRestoration />
    </>
  );
}
