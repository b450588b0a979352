import type { RouteObject } from 'react-router';

import { ProSiteLayout } from './pro-site-layout';

/** The pro marketing and legal pages, in their own layout (not the public one). */
// Pages load on demand so the first visit downloads only what it shows.
export const proMarketingRoutes: RouteObject[] = [
  {
    element: <ProSiteLayout />,
    children: [
      {
        path: '/pro',
        lazy: () => import('./pro-landing-page').then((m) => ({ Component: m.ProLandingPage })),
      },
      {
        path: '/pro/fonctionnalites',
        lazy: () => import('./pro-features-page').then((m) => ({ Component: m.ProFeaturesPage })),
      },
      {
        path: '/pro/tarifs',
        lazy: () => import('./pro-pricing-page').then((m) => ({ Component: m.ProPricingPage })),
      },
      {
        path: '/pro/securite',
        lazy: () => import('./pro-security-page').then((m) => ({ Component: m.ProSecurityPage })),
      },
      {
        path: '/pro/integrations',
        lazy: () => import('./pro-integrations-page').then((m) => ({ Component: m.ProIntegrationsPage })),
      },
      {
        path: '/pro/contact',
        lazy: () => import('./pro-contact-page').then((m) => ({ Component: m.ProContactPage })),
      },
      {
        path: '/pro/centre-aide',
        lazy: () => import('./pro-help-center-page').then((m) => ({ Component: m.ProHelpCenterPage })),
      },
      {
        path: '/pro/formation',
        lazy: () => import('./pro-training-page').then((m) => ({ Component: m.ProTrainingPage })),
      },
      { path: '/pro/api', lazy: () => import('./pro-api-page').then((m) => ({ Component: m.ProApiPage })) },
      {
        path: '/pro/cgu',
        lazy: () =>
          import('./pro-terms-of-service-page').then((m) => ({ Component: m.ProTermsOfServicePage })),
      },
      {
        path: '/pro/confidentialite',
        lazy: () => import('./pro-privacy-policy-page').then((m) => ({ Component: m.ProPrivacyPolicyPage })),
      },
      {
        path: '/pro/mentions-legales',
        lazy: () => import('./pro-legal-notice-page').then((m) => ({ Component: m.ProLegalNoticePage })),
      },
      {
        path: '/pro/rgpd',
        lazy: () => import('./pro-gdpr-page').then((m) => ({ Component: m.ProGdprPage })),
      },
      {
        path: '/pro/terms',
        lazy: () => import('./pro-terms-page').then((m) => ({ Component: m.ProTermsPage })),
      },
      {
        path: '/pro/privacy',
        lazy: () => import('./pro-privacy-page').then((m) => ({ Component: m.ProPrivacyPage })),
      },
    ],
  },
];
