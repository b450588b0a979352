/**
 * Every page of the web app, as react-router path patterns (seed 000 §2 route table, seed 001 §2).
 * The web router declares the same patterns (a unit test compares them) and the server answers
 * 404 for any other path, so a page and its HTTP status cannot drift apart.
 */
/** The public side's information pages: presentation, legal texts, specialty pages. */
export const PUBLIC_CONTENT_PAGES = [
  '/',
  '/about',
  '/how-it-works',
  '/faq',
  '/contact',
  '/professionals',
  '/legal-notice',
  '/privacy-policy',
  '/terms-of-service',
  '/cookies',
  '/terms',
  '/privacy',
  '/accessibilite',
  '/comment-fonctionnent-les-avis',
  '/classement-et-referencement',
  '/plan-du-site',
  '/family-law',
  '/criminal-law',
  '/real-estate-law',
  '/labor-law',
  '/business-law',
  '/tax-law',
] as const;

/** The professional offer's marketing and legal pages. */
export const PRO_MARKETING_PAGES = [
  '/pro',
  '/pro/fonctionnalites',
  '/pro/tarifs',
  '/pro/securite',
  '/pro/integrations',
  '/pro/contact',
  '/pro/centre-aide',
  '/pro/formation',
  '/pro/api',
  '/pro/cgu',
  '/pro/confidentialite',
  '/pro/mentions-legales',
  '/pro/rgpd',
  '/pro/terms',
  '/pro/privacy',
] as const;

export const PAGE_ROUTE_PATTERNS = [
  ...PUBLIC_CONTENT_PAGES,
  // Public side's journeys and client space.
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verifier-email',
  '/connexion-externe',
  '/connexion-externe/confirmer',
  '/search',
  '/lawyer/:id',
  '/cabinet/:id',
  '/dashboard',
  '/admin',
  // Professional space.
  '/pro/login',
  '/pro/register',
  '/pro/forgot-password',
  '/pro/reset-password',
  '/pro/registration-pending',
  '/pro/invitation',
  '/pro/dashboard',
  '/pro/dashboard/planning',
  '/pro/dashboard/agendas',
  '/pro/dashboard/appointments',
  '/pro/dashboard/cases',
  '/pro/dashboard/cases/:id',
  '/pro/dashboard/contacts',
  '/pro/dashboard/contacts/:id',
  '/pro/dashboard/messages',
  '/pro/dashboard/payments',
  '/pro/dashboard/profile',
  '/pro/dashboard/cabinet',
  '/pro/dashboard/journal-acces',
  '/pro/dashboard/video',
  '/pro/dashboard/compte',
  '/pro/dashboard/reclamations',
  '/pro/dashboard/notifications',
  '/pro/dashboard/notifications/parametres',
  ...PRO_MARKETING_PAGES,
] as const;

export type TPageRoutePattern = (typeof PAGE_ROUTE_PATTERNS)[number];

export type TPageRouteMatch = { pattern: TPageRoutePattern; params: Record<string, string> };

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const COMPILED = PAGE_ROUTE_PATTERNS.map((pattern) => ({ pattern, segments: segmentsOf(pattern) }));

/**
 * The page a pathname shows, matched the way react-router matches it: case-insensitive static
 * segments, a trailing slash ignored, `:name` standing for one non-empty segment.
 */
export function matchPageRoute(pathname: string): TPageRouteMatch | null {
  const raw = segmentsOf(pathname.split(/[?#]/)[0] ?? '');
  const segments = raw.map(decodeSegment);
  if (segments.some((segment) => segment === null)) return null;
  for (const { pattern, segments: expected } of COMPILED) {
    if (expected.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = expected.every((part, index) => {
      const actual = segments[index] as string;
      if (part.startsWith(':')) {
        params[part.slice(1)] = actual;
        return true;
      }
      return part.toLowerCase() === actual.toLowerCase();
    });
    if (matches) return { pattern, params };
  }
  return null;
}
