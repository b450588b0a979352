import type { RouteObject } from 'react-router';
import { AboutPage } from './about-page';
import { ContactPage } from './contact-page';
import { CookiesPage } from './cookies-page';
import { FaqPage } from './faq-page';
import { HowItWorksPage } from './how-it-works-page';
import { LegalNoticePage } from './legal-notice-page';
import { PrivacyPage } from './privacy-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { ProfessionalsPage } from './professionals-page';
import { SPECIALTY_PAGES } from './specialty-content';
import { SpecialtyPage } from './specialty-page';
import { TermsOfServicePage } from './terms-of-service-page';
import { TermsPage } from './terms-page';

/** Static pages rendered inside the public layout (paths are relative to it). */
export const publicContentRoutes: RouteObject[] = [
  { path: 'about', element: <AboutPage /> },
  { path: 'how-it-works', element: <HowItWorksPage /> },
  { path: 'faq', element: <FaqPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'professionals', element: <ProfessionalsPage /> },
  { path: 'legal-notice', element: <LegalNoticePage /> },
  { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
  { path: 'terms-of-service', element: <TermsOfServicePage /> },
  { path: 'cookies', element: <CookiesPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  ...SPECIALTY_PAGES.map((specialty) => ({
    path: specialty.path,
    element: <SpecialtyPage specialty={specialty} />,
  })),
];
