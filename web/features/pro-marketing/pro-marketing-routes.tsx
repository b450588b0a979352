import type { RouteObject } from 'react-router';
import { ProApiPage } from './pro-api-page';
import { ProContactPage } from './pro-contact-page';
import { ProFeaturesPage } from './pro-features-page';
import { ProGdprPage } from './pro-gdpr-page';
import { ProHelpCenterPage } from './pro-help-center-page';
import { ProIntegrationsPage } from './pro-integrations-page';
import { ProLandingPage } from './pro-landing-page';
import { ProLegalNoticePage } from './pro-legal-notice-page';
import { ProPricingPage } from './pro-pricing-page';
import { ProPrivacyPage } from './pro-privacy-page';
import { ProPrivacyPolicyPage } from './pro-privacy-policy-page';
import { ProSecurityPage } from './pro-security-page';
import { ProSiteLayout } from './pro-site-layout';
import { ProTermsOfServicePage } from './pro-terms-of-service-page';
import { ProTermsPage } from './pro-terms-page';
import { ProTrainingPage } from './pro-training-page';

/** The pro marketing and legal pages, in their own layout (not the public one). */
export const proMarketingRoutes: RouteObject[] = [
  {
    element: <ProSiteLayout />,
    children: [
      { path: '/pro', element: <ProLandingPage /> },
      { path: '/pro/fonctionnalites', element: <ProFeaturesPage /> },
      { path: '/pro/tarifs', element: <ProPricingPage /> },
      { path: '/pro/securite', element: <ProSecurityPage /> },
      { path: '/pro/integrations', element: <ProIntegrationsPage /> },
      { path: '/pro/contact', element: <ProContactPage /> },
      { path: '/pro/centre-aide', element: <ProHelpCenterPage /> },
      { path: '/pro/formation', element: <ProTrainingPage /> },
      { path: '/pro/api', element: <ProApiPage /> },
      { path: '/pro/cgu', element: <ProTermsOfServicePage /> },
      { path: '/pro/confidentialite', element: <ProPrivacyPolicyPage /> },
      { path: '/pro/mentions-legales', element: <ProLegalNoticePage /> },
      { path: '/pro/rgpd', element: <ProGdprPage /> },
      { path: '/pro/terms', element: <ProTermsPage /> },
      { path: '/pro/privacy', element: <ProPrivacyPage /> },
    ],
  },
];
