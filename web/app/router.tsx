import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminPage } from '../features/admin/admin-page';
import { ClientLoginPage } from '../features/auth/client-login-page';
import { ClientRegisterPage } from '../features/auth/client-register-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { RequireSession } from '../features/auth/require-session';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { ClientDashboardPage } from '../features/client-dashboard/client-dashboard-page';
import { publicContentRoutes } from '../features/content/public-content-routes';
import { HomePage } from '../features/home/home-page';
import { LawyerProfilePage } from '../features/lawyer-profile/lawyer-profile-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { ProAuthLayout } from '../features/pro-auth/pro-auth-layout';
import { ProLoginPage } from '../features/pro-auth/pro-login-page';
import { ProRegisterPage } from '../features/pro-auth/pro-register-page';
import { RegistrationPendingPage } from '../features/pro-auth/registration-pending-page';
import { ProDashboardLayout } from '../features/pro-dashboard/pro-dashboard-layout';
import {
  ProAppointmentsPage,
  ProCaseDetailPage,
  ProCasesPage,
  ProContactDetailPage,
  ProContactsPage,
  ProDashboardHomePage,
  ProPaymentsPage,
  ProPlanningPage,
  ProProfilePage,
  ProVideoPage,
} from '../features/pro-dashboard/pro-dashboard-pages';
import { proMarketingRoutes } from '../features/pro-marketing/pro-marketing-routes';
import { SearchPage } from '../features/search/search-page';
import { PublicLayout } from '../shared/layout/public-layout';
import { paths } from './paths';
import { RootLayout } from './root-layout';

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'login', element: <ClientLoginPage /> },
          { path: 'register', element: <ClientRegisterPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage space="client" /> },
          { path: 'reset-password', element: <ResetPasswordPage space="client" /> },
          { path: 'search', element: <SearchPage /> },
          { path: 'lawyer/:id', element: <LawyerProfilePage /> },
          {
            path: 'dashboard',
            element: (
              <RequireSession space="client" loginPath={paths.login}>
                <ClientDashboardPage />
              </RequireSession>
            ),
          },
          ...publicContentRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: 'admin', element: <AdminPage /> },
      {
        element: <ProAuthLayout />,
        children: [
          { path: 'pro/login', element: <ProLoginPage /> },
          { path: 'pro/register', element: <ProRegisterPage /> },
          { path: 'pro/forgot-password', element: <ForgotPasswordPage space="pro" /> },
          { path: 'pro/reset-password', element: <ResetPasswordPage space="pro" /> },
          { path: 'pro/registration-pending', element: <RegistrationPendingPage /> },
        ],
      },
      {
        path: 'pro/dashboard',
        element: (
          <RequireSession space="pro" loginPath={paths.pro.login}>
            <ProDashboardLayout />
          </RequireSession>
        ),
        children: [
          { index: true, element: <ProDashboardHomePage /> },
          { path: 'planning', element: <ProPlanningPage /> },
          { path: 'appointments', element: <ProAppointmentsPage /> },
          { path: 'cases', element: <ProCasesPage /> },
          { path: 'cases/:id', element: <ProCaseDetailPage /> },
          { path: 'contacts', element: <ProContactsPage /> },
          { path: 'contacts/:id', element: <ProContactDetailPage /> },
          { path: 'payments', element: <ProPaymentsPage /> },
          { path: 'profile', element: <ProProfilePage /> },
          { path: 'video', element: <ProVideoPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      ...proMarketingRoutes,
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
