import { and, eq } from 'drizzle-orm';
import { parseProfessionalId } from '../../domain/professionals/professional-id';
import { professionalJsonLd } from '../../domain/professionals/professional-json-ld';
import { profileMetaDescription, profileTitle } from '../../domain/professionals/profile-head-text';
import { matchPageRoute } from '../../domain/routing/page-routes';
import { injectHeadTags, renderHeadTags, type THeadTags } from '../../domain/seo/head-html';
import { formatPageTitle, NOT_FOUND_HEAD, PUBLIC_PAGE_HEADS, SITE_NAME } from '../../domain/seo/page-heads';
import type { TDatabase } from '../db/database';
import { professionals } from '../db/schema';
import { toProfessionalCard } from '../professionals/professional-mappers';

export type TPageHtmlInput = {
  db: TDatabase;
  publicUrl: string;
  /** The built app's index.html. */
  template: string;
  url: string;
  status: 200 | 404;
  now: Date;
};

const SEARCH_HEAD = {
  title: formatPageTitle({ title: 'Recherche de professionnels', siteName: SITE_NAME }),
  description:
    'Trouvez un avocat, un notaire ou un commissaire de justice près de chez vous et prenez rendez-vous en ligne.',
} as const;

function hasHead(pattern: string): pattern is keyof typeof PUBLIC_PAGE_HEADS {
  return Object.hasOwn(PUBLIC_PAGE_HEADS, pattern);
}

async function profileHead(
  db: TDatabase,
  publicUrl: string,
  rawId: string,
  now: Date,
): Promise<THeadTags | null> {
  const id = parseProfessionalId(rawId);
  if (id === null) return null;
  const [row] = await db
    .select()
    .from(professionals)
    .where(and(eq(professionals.id, id), eq(professionals.isPublic, true)));
  if (!row) return null;
  const card = toProfessionalCard(row, { distanceKm: null, nextSlots: [], now });
  const url = `${publicUrl}/lawyer/${card.id}`;
  return {
    title: formatPageTitle({ title: profileTitle(card), siteName: SITE_NAME }),
    description: profileMetaDescription(card),
    canonicalUrl: url,
    ogType: 'profile',
    jsonLd: professionalJsonLd(card, url),
  };
}

/** The head tags of a page: its own for the public pages, none for the private spaces. */
async function headOf(input: TPageHtmlInput): Promise<THeadTags | null> {
  const notFound: THeadTags = {
    title: formatPageTitle(NOT_FOUND_HEAD),
    description: NOT_FOUND_HEAD.description,
    canonicalUrl: null,
    ogType: 'website',
    noindex: true,
  };
  const match = matchPageRoute(input.url);
  if (input.status === 404 || !match) {
    // The profile page says « Avocat introuvable » for a profile that is not (or no longer) public.
    return match?.pattern === '/lawyer/:id'
      ? { ...notFound, title: formatPageTitle({ title: 'Avocat introuvable', siteName: SITE_NAME }) }
      : notFound;
  }
  if (match.pattern === '/lawyer/:id') {
    return (await profileHead(input.db, input.publicUrl, match.params.id ?? '', input.now)) ?? notFound;
  }
  if (match.pattern === '/search') return { ...SEARCH_HEAD, canonicalUrl: null, ogType: 'website' };
  if (!hasHead(match.pattern)) return null;
  const head = PUBLIC_PAGE_HEADS[match.pattern];
  return {
    title: formatPageTitle(head),
    description: head.description,
    // The route's own spelling: `/FAQ/` and `/faq` are one page.
    canonicalUrl: `${input.publicUrl}${match.pattern === '/' ? '/' : match.pattern}`,
    ogType: 'website',
  };
}

/** The app's index.html carrying the page's title, description, canonical URL, Open Graph tags and JSON-LD. */
export async function pageHtml(input: TPageHtmlInput): Promise<string> {
  const head = await headOf(input);
  return head ? injectHeadTags(input.template, renderHeadTags(head)) : input.template;
}
