import { escapeHtml } from './head-html';

/** The most URLs one sitemap file may hold (sitemaps.org protocol). */
export const SITEMAP_URL_LIMIT = 50_000;

export type TSitemapPlan =
  | { kind: 'single' }
  /** The index lists the static pages' file, then `profilePages` files of profiles, then `firmPages` of firms. */
  | { kind: 'index'; profilePages: number; firmPages: number };

/**
 * One file while everything fits, otherwise an index: the static pages in one file, the profiles in
 * files of at most `limit` URLs each, then the firms' pages likewise.
 */
export function sitemapPlan(
  counts: { pages: number; profiles: number; firms: number },
  limit = SITEMAP_URL_LIMIT,
): TSitemapPlan {
  if (counts.pages + counts.profiles + counts.firms <= limit) return { kind: 'single' };
  return {
    kind: 'index',
    profilePages: Math.max(1, Math.ceil(counts.profiles / limit)),
    firmPages: Math.ceil(counts.firms / limit),
  };
}

export function sitemapUrlEntry(loc: string, lastmod?: string): string {
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = '</urlset>\n';

export function sitemapIndex(locations: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** robots.txt: private spaces and the API are not for crawlers. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /pro/dashboard',
    'Disallow: /admin',
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
