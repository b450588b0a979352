import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { BookingLauncherProvider } from '../features/appointments/booking/booking-launcher';
import { useIsHydrated } from '../shared/browser-only';
import { AppToaster } from '../shared/ui/app-toaster';
import { RouteFocus } from './route-focus';

/**
 * Shown a second after the page (seed 000: 1000 ms), so its code (Radix switch included) need not be
 * part of what the first render waits for.
 */
const CookieBanner = lazy(() =>
  import('../features/directory/consent/cookie-banner').then((m) => ({ default: m.CookieBanner })),
);

/**
 * Global on every page: the booking dialog, the cookie banner and the toasts (seed 000 §2), and the
 * focus and announcement of each route change (ADR 0035).
 */
export function RootLayout() {
  // Never in the server's HTML (ADR 0075): the banner depends on this browser's stored choice.
  const hydrated = useIsHydrated();
  return (
    <BookingLauncherProvider>
      <Outlet />
      {hydrated && (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      )}
      <AppToaster />
      <ScrollRestoration />
      <RouteFocus />
    </BookingLauncherProvider>
  );
}
