import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { publicContentRoutes } from '../features/directory/content/public-content-routes';
import { HomePage } from '../features/directory/home/home-page';
import { NotFoundPage } from '../features/directory/not-found/not-found-page';
import { proMarketingRoutes } from '../features/directory/pro-marketing/pro-marketing-routes';
import { RequireSession } from '../features/identity/auth/require-session';
import { ProAuthLayout } from '../features/identity/pro-auth/pro-auth-layout';
import { PublicLayout } from '../shared/layout/public-layout';
import { paths } from '../shared/paths';
import { Spinner } from '../shared/ui/spinner';
import { RootLayout } from './root-layout';
import { catchUpRestoredScroll } from './scroll-catch-up';

/**
 * Every page but the home page loads on demand: the home page's first render needs neither the forms
 * (react-hook-form, zod) of the login and registration pages nor the workspaces' screens.
 */
const forgotPasswordPage = (space: 'client' | 'pro') => () =>
  import('../features/identity/auth/forgot-password-page').then(({ ForgotPasswordPage }) => ({
    element: <ForgotPasswordPage space={space} />,
  }));
const resetPasswordPage = (space: 'client' | 'pro') => () =>
  import('../features/identity/auth/reset-password-page').then(({ ResetPasswordPage }) => ({
    element: <ResetPasswordPage space={space} />,
  }));

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first page's lazily loaded module arrives.
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'login',
            lazy: () =>
              import('../features/identity/auth/client-login-page').then((m) => ({
                Component: m.ClientLoginPage,
              })),
          },
          {
            path: 'register',
            lazy: () =>
              import('../features/identity/auth/client-register-page').then((m) => ({
                Component: m.ClientRegisterPage,
              })),
          },
          { path: 'forgot-password', lazy: forgotPasswordPage('client') },
          { path: 'reset-password', lazy: resetPasswordPage('client') },
          {
            path: 'verifier-email',
            lazy: () =>
              import('../features/identity/email-verification/verify-email-page').then((m) => ({
                Component: m.VerifyEmailPage,
              })),
          },
          {
            path: 'connexion-externe',
            lazy: () =>
              import('../features/identity/identity-providers/finalise-sign-in-page').then((m) => ({
                Component: m.FinaliseSignInPage,
              })),
          },
          {
            path: 'connexion-externe/confirmer',
            lazy: () =>
              import('../features/identity/identity-providers/confirm-link-page').then((m) => ({
                Component: m.ConfirmLinkPage,
              })),
          },
          {
            path: 'search',
            lazy: () =>
              import('../features/directory/search/search-page').then((m) => ({ Component: m.SearchPage })),
          },
          {
            path: 'lawyer/:id',
            lazy: () =>
              import('../features/directory/professionals/lawyer-profile-page').then((m) => ({
                Component: m.LawyerProfilePage,
              })),
          },
          {
            path: 'cabinet/:id',
            lazy: () => import('./firm-route').then((m) => ({ Component: m.FirmRoute })),
          },
          {
            path: 'dashboard',
            lazy: () =>
              import('./client-space/client-dashboard-page').then(({ ClientDashboardPage }) => ({
                element: (
                  <RequireSession space="client" loginPath={paths.login}>
                    <ClientDashboardPage />
                  </RequireSession>
                ),
              })),
          },
          ...publicContentRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'admin',
        lazy: () => import('./admin-route').then((m) => ({ Component: m.AdminRoute })),
      },
      {
        element: <ProAuthLayout />,
        children: [
          {
            path: 'pro/login',
            lazy: () =>
              import('../features/identity/pro-auth/pro-login-page').then((m) => ({
                Component: m.ProLoginPage,
              })),
          },
          {
            path: 'pro/register',
            lazy: () =>
              import('../features/identity/pro-auth/pro-register-page').then((m) => ({
                Component: m.ProRegisterPage,
              })),
          },
          { path: 'pro/forgot-password', lazy: forgotPasswordPage('pro') },
          { path: 'pro/reset-password', lazy: resetPasswordPage('pro') },
          {
            path: 'pro/registration-pending',
            lazy: () =>
              import('../features/identity/pro-auth/registration-pending-page').then((m) => ({
                Component: m.RegistrationPendingPage,
              })),
          },
          {
            path: 'pro/invitation',
            lazy: () =>
              import('../features/identity/firms/firm-invitation-page').then((m) => ({
                Component: m.FirmInvitationPage,
              })),
          },
        ],
      },
      {
        path: 'pro/dashboard',
        lazy: () =>
          import('./workspace/pro-dashboard-layout').then(({ ProDashboardLayout }) => ({
            element: (
              <RequireSession space="pro" loginPath={paths.pro.login}>
                <ProDashboardLayout />
              </RequireSession>
            ),
          })),
        children: [
          {
            index: true,
            lazy: () =>
              import('./workspace/home/pro-home-page').then((m) => ({
                Component: m.ProDashboardHomePage,
              })),
          },
          {
            path: 'planning',
            lazy: () =>
              import('./workspace/planning-route').then((m) => ({
                Component: m.WorkspacePlanningPage,
              })),
          },
          {
            path: 'appointments',
            lazy: () =>
              import('../features/appointments/professional-actions/pro-appointments-page').then((m) => ({
                Component: m.ProAppointmentsPage,
              })),
          },
          {
            path: 'cases',
            lazy: () =>
              import('../features/practice/cases/pro-cases-page').then((m) => ({
                Component: m.ProCasesPage,
              })),
          },
          {
            path: 'cases/:id',
            lazy: () =>
              import('../features/practice/cases/pro-case-detail-page').then((m) => ({
                Component: m.ProCaseDetailPage,
              })),
          },
          {
            path: 'contacts',
            lazy: () =>
              import('../features/practice/contacts/pro-contacts-page').then((m) => ({
                Component: m.ProContactsPage,
              })),
          },
          {
            path: 'contacts/:id',
            lazy: () =>
              import('../features/practice/contacts/pro-contact-detail-page').then((m) => ({
                Component: m.ProContactDetailPage,
              })),
          },
          {
            path: 'messages',
            lazy: () =>
              import('../features/messaging/messages/pro-messages-page').then((m) => ({
                Component: m.ProMessagesPage,
              })),
          },
          {
            path: 'payments',
            lazy: () =>
              import('../features/billing/invoices/pro-invoices-page').then((m) => ({
                Component: m.ProInvoicesPage,
              })),
          },
          {
            path: 'profile',
            lazy: () => import('./workspace/profile-route').then((m) => ({ Component: m.ProfileRoute })),
          },
          {
            path: 'cabinet',
            lazy: () =>
              import('../features/identity/firms/pro-firm-page').then((m) => ({
                Component: m.ProFirmPage,
              })),
          },
          {
            path: 'agendas',
            lazy: () =>
              import('../features/agenda/calendar-sync/connected-calendars-page').then((m) => ({
                Component: m.ConnectedCalendarsPage,
              })),
          },
          {
            path: 'journal-acces',
            lazy: () =>
              import('../features/identity/access-journal/access-journal-page').then((m) => ({
                Component: m.AccessJournalPage,
              })),
          },
          {
            path: 'video',
            lazy: () =>
              import('../features/appointments/video-consultations/pro-video-page').then((m) => ({
                Component: m.ProVideoPage,
              })),
          },
          {
            path: 'notifications',
            lazy: () =>
              import('../features/messaging/notifications/notifications-page').then((m) => ({
                Component: m.ProNotificationsPage,
              })),
          },
          {
            path: 'notifications/parametres',
            lazy: () =>
              import('../features/messaging/notifications/notification-settings-page').then((m) => ({
                Component: m.NotificationSettingsPage,
              })),
          },
          {
            path: 'reclamations',
            lazy: () =>
              import('../features/messaging/complaints/complaints-page').then((m) => ({
                Component: m.ComplaintsPage,
              })),
          },
          {
            path: 'compte',
            lazy: () =>
              import('./workspace/pro-account-route').then((m) => ({
                Component: m.ProAccountRoute,
              })),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      ...proMarketingRoutes,
    ],
  },
];

/**
 * Loads the lazy modules of the routes the page's address matches and puts them in place, as the server
 * did before drawing it (web/entry-server.tsx): the router created next starts on the page, not on
 * `hydrateFallbackElement`, so hydration finds the server's HTML (react-router's documented recipe for
 * lazy routes under server rendering).
 */
export async function loadInitialLazyRoutes(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(appRoutes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  keyFreshHistoryEntry();
  const router = createBrowserRouter(appRoutes);
  catchUpRestoredScroll(router);
  return router;
}

/**
 * A page opened afresh (typed address, reload of a new tab, a link from another site) has no history
 * state, so the router names its location "default": the same name for every such page, under which
 * <ScrollRestoration /> saves the position when the page is left and restores it on the next fresh
 * page (/search scrolled to 920 px, then /how-it-works typed, opened at 920). Giving the entry its
 * own key makes a new page open at the top; a reload or back/forward keeps the entry's key and so
 * its position.
 */
function keyFreshHistoryEntry(): void {
  const state: unknown = window.history.state;
  const hasKey =
    typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string';
  if (hasKey) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState(typeof state === 'object' && state !== null ? { ...state, key } : { key }, '');
}
