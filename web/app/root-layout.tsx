import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { BookingLauncherProvider } from '../features/booking/booking-launcher';
import { CookieBanner } from '../features/consent/cookie-banner';

/** Global on every page: the booking dialog, the cookie banner and the toasts (seed 000 §2). */
export function RootLayout() {
  return (
    <BookingLauncherProvider>
      <Outlet />
      <CookieBanner />
      <Toaster position="bottom-right" richColors closeButton toastOptions={{ duration: 5000 }} />
      <ScrollRestoration />
    </BookingLauncherProvider>
  );
}
