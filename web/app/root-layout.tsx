import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { BookingLauncherProvider } from '../features/appointments/booking/booking-launcher';
import { useIsHydrated } from '../shared/browser-only';
import { SkipLink } from '../shared/layout/skip-link';
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
 * Global on every page: « Aller au contenu », the booking dialog, the cookie banner and the toasts (seed 000
 * §2), and the focus and announcement of each route change (ADR 0035).
 */
export function RootLayout() {
  // Never in the server's HTML (ADR 0075): the banner depends on this browser's stored choice.
  const hydrated = useIsHydrated();
  return (
    <BookingLauncherProvider>
      {/* « Aller au contenu », then the cookie banner: the banner never takes the focus (RGAA 7.4), so it is the
          first stop after the skip link, wherever it shows on screen. */}
      <SkipLink />
      {hydrated && (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      )}
      <Outlet />
      <AppToaster />
      <ScrollRestoration />
      <RouteFocus />
    </BookingLauncherProvider>
  );
}
