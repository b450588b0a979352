import type { RouteObject } from 'react-router';

import { SPECIALTY_PAGES } from '#domain/directory/content/specialty-content.ts';

/** Static pages rendered inside the public layout (paths are relative to it). */
// Pages load on demand so the first visit downloads only what it shows.
export const publicContentRoutes: RouteObject[] = [
  { path: 'about', lazy: () => import('./about-page').then((m) => ({ Component: m.AboutPage })) },
  {
    path: 'how-it-works',
    lazy: () => import('./how-it-works-page').then((m) => ({ Component: m.HowItWorksPage })),
  },
  { path: 'faq', lazy: () => import('./faq-page').then((m) => ({ Component: m.FaqPage })) },
  { path: 'contact', lazy: () => import('./contact-page').then((m) => ({ Component: m.ContactPage })) },
  {
    path: 'professionals',
    lazy: () => import('./professionals-page').then((m) => ({ Component: m.ProfessionalsPage })),
  },
  {
    path: 'legal-notice',
    lazy: () => import('./legal-notice-page').then((m) => ({ Component: m.LegalNoticePage })),
  },
  {
    path: 'privacy-policy',
    lazy: () => import('./privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })),
  },
  {
    path: 'terms-of-service',
    lazy: () => import('./terms-of-service-page').then((m) => ({ Component: m.TermsOfServicePage })),
  },
  { path: 'cookies', lazy: () => import('./cookies-page').then((m) => ({ Component: m.CookiesPage })) },
  { path: 'terms', lazy: () => import('./terms-page').then((m) => ({ Component: m.TermsPage })) },
  { path: 'privacy', lazy: () => import('./privacy-page').then((m) => ({ Component: m.PrivacyPage })) },
  {
    path: 'accessibilite',
    lazy: () => import('./accessibility-page').then((m) => ({ Component: m.AccessibilityPage })),
  },
  {
    path: 'comment-fonctionnent-les-avis',
    lazy: () => import('./how-reviews-work-page').then((m) => ({ Component: m.HowReviewsWorkPage })),
  },
  {
    path: 'classement-et-referencement',
    lazy: () => import('./ranking-page').then((m) => ({ Component: m.RankingPage })),
  },
  { path: 'plan-du-site', lazy: () => import('./site-map-page').then((m) => ({ Component: m.SiteMapPage })) },
  ...SPECIALTY_PAGES.map((specialty) => ({
    path: specialty.path,
    lazy: () =>
      import('./specialty-page').then(({ SpecialtyPage }) => ({
        element: <SpecialtyPage specialty={specialty} />,
      })),
  })),
];
