import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireSession } from '../features/auth/require-session';
import { publicContentRoutes } from '../features/content/public-content-routes';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { ProAuthLayout } from '../features/pro-auth/pro-auth-layout';
import { proMarketingRoutes } from '../features/pro-marketing/pro-marketing-routes';
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
  import('../features/auth/forgot-password-page').then(({ ForgotPasswordPage }) => ({
    element: <ForgotPasswordPage space={space} />,
  }));
const resetPasswordPage = (space: 'client' | 'pro') => () =>
  import('../features/auth/reset-password-page').then(({ ResetPasswordPage }) => ({
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
              import('../features/auth/client-login-page').then((m) => ({ Component: m.ClientLoginPage })),
          },
          {
            path: 'register',
            lazy: () =>
              import('../features/auth/client-register-page').then((m) => ({
                Component: m.ClientRegisterPage,
              })),
          },
          { path: 'forgot-password', lazy: forgotPasswordPage('client') },
          { path: 'reset-password', lazy: resetPasswordPage('client') },
          {
            path: 'verifier-email',
            lazy: () =>
              import('../features/email-verification/verify-email-page').then((m) => ({
                Component: m.VerifyEmailPage,
              })),
          },
          {
            path: 'connexion-externe',
            lazy: () =>
              import('../features/identity-providers/finalise-sign-in-page').then((m) => ({
                Component: m.FinaliseSignInPage,
              })),
          },
          {
            path: 'connexion-externe/confirmer',
            lazy: () =>
              import('../features/identity-providers/confirm-link-page').then((m) => ({
                Component: m.ConfirmLinkPage,
              })),
          },
          {
            path: 'search',
            lazy: () => import('../features/search/search-page').then((m) => ({ Component: m.SearchPage })),
          },
          {
            path: 'lawyer/:id',
            lazy: () =>
              import('../features/lawyer-profile/lawyer-profile-page').then((m) => ({
                Component: m.LawyerProfilePage,
              })),
          },
          {
            path: 'dashboard',
            lazy: () =>
              import('../features/client-dashboard/client-dashboard-page').then(
                ({ ClientDashboardPage }) => ({
                  element: (
                    <RequireSession space="client" loginPath={paths.login}>
                      <ClientDashboardPage />
                    </RequireSession>
                  ),
                }),
              ),
          },
          ...publicContentRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'admin',
        lazy: () => import('../features/admin/admin-page').then((m) => ({ Component: m.AdminPage })),
      },
      {
        element: <ProAuthLayout />,
        children: [
          {
            path: 'pro/login',
            lazy: () =>
              import('../features/pro-auth/pro-login-page').then((m) => ({ Component: m.ProLoginPage })),
          },
          {
            path: 'pro/register',
            lazy: () =>
              import('../features/pro-auth/pro-register-page').then((m) => ({
                Component: m.ProRegisterPage,
              })),
          },
          { path: 'pro/forgot-password', lazy: forgotPasswordPage('pro') },
          { path: 'pro/reset-password', lazy: resetPasswordPage('pro') },
          {
            path: 'pro/registration-pending',
            lazy: () =>
              import('../features/pro-auth/registration-pending-page').then((m) => ({
                Component: m.RegistrationPendingPage,
              })),
          },
        ],
      },
      {
        path: 'pro/dashboard',
        lazy: () =>
          import('../features/pro-dashboard/pro-dashboard-layout').then(({ ProDashboardLayout }) => ({
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
              import('../features/pro-home/pro-home-page').then((m) => ({
                Component: m.ProDashboardHomePage,
              })),
          },
          {
            path: 'planning',
            lazy: () =>
              import('../features/pro-planning/pro-planning-page').then((m) => ({
                Component: m.ProPlanningPage,
              })),
          },
          {
            path: 'appointments',
            lazy: () =>
              import('../features/pro-appointments/pro-appointments-page').then((m) => ({
                Component: m.ProAppointmentsPage,
              })),
          },
          {
            path: 'cases',
            lazy: () =>
              import('../features/pro-cases/pro-cases-page').then((m) => ({ Component: m.ProCasesPage })),
          },
          {
            path: 'cases/:id',
            lazy: () =>
              import('../features/pro-cases/pro-case-detail-page').then((m) => ({
                Component: m.ProCaseDetailPage,
              })),
          },
          {
            path: 'contacts',
            lazy: () =>
              import('../features/pro-contacts/pro-contacts-page').then((m) => ({
                Component: m.ProContactsPage,
              })),
          },
          {
            path: 'contacts/:id',
            lazy: () =>
              import('../features/pro-contacts/pro-contact-detail-page').then((m) => ({
                Component: m.ProContactDetailPage,
              })),
          },
          {
            path: 'messages',
            lazy: () =>
              import('../features/messages/pro-messages-page').then((m) => ({
                Component: m.ProMessagesPage,
              })),
          },
          {
            path: 'payments',
            lazy: () =>
              import('../features/pro-invoices/pro-invoices-page').then((m) => ({
                Component: m.ProInvoicesPage,
              })),
          },
          {
            path: 'profile',
            lazy: () =>
              import('../features/pro-profile/pro-profile-page').then((m) => ({
                Component: m.ProProfilePage,
              })),
          },
          {
            path: 'video',
            lazy: () =>
              import('../features/pro-video/pro-video-page').then((m) => ({
                Component: m.ProVideoPage,
              })),
          },
          {
            path: 'notifications',
            lazy: () =>
              import('../features/notifications/notifications-page').then((m) => ({
                Component: m.ProNotificationsPage,
              })),
          },
          {
            path: 'notifications/parametres',
            lazy: () =>
              import('../features/notifications/notification-settings-page').then((m) => ({
                Component: m.NotificationSettingsPage,
              })),
          },
          {
            path: 'compte',
            lazy: () =>
              import('../features/account-security/pro-account-page').then((m) => ({
                Component: m.ProAccountPage,
              })),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      ...proMarketingRoutes,
    ],
  },
];

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
