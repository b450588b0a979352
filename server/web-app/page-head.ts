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
  now: Date;
};

/** A page of the single-page app as the server answers it: its status and its HTML. */
export type TPage = { status: 200 | 404; html: string };

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

const NOT_FOUND: THeadTags = {
  title: formatPageTitle(NOT_FOUND_HEAD),
  description: NOT_FOUND_HEAD.description,
  canonicalUrl: null,
  ogType: 'website',
  noindex: true,
};

/**
 * The status and head tags of a page: 404 for a path no page declares, and for a profile that does
 * not exist or is not public (one query, which also gives the profile's head), so that crawlers and
 * links see what the page says (« Page introuvable », « Avocat introuvable »). Private spaces: no head.
 */
async function statusAndHead(input: TPageHtmlInput): Promise<{ status: 200 | 404; head: THeadTags | null }> {
  const match = matchPageRoute(input.url);
  if (!match) return { status: 404, head: NOT_FOUND };
  if (match.pattern === '/lawyer/:id') {
    const head = await profileHead(input.db, input.publicUrl, match.params.id ?? '', input.now);
    return head
      ? { status: 200, head }
      : {
          status: 404,
          head: {
            ...NOT_FOUND,
            title: formatPageTitle({ title: 'Avocat introuvable', siteName: SITE_NAME }),
          },
        };
  }
  if (match.pattern === '/search') {
    return { status: 200, head: { ...SEARCH_HEAD, canonicalUrl: null, ogType: 'website' } };
  }
  if (!hasHead(match.pattern)) return { status: 200, head: null };
  const head = PUBLIC_PAGE_HEADS[match.pattern];
  return {
    status: 200,
    head: {
      title: formatPageTitle(head),
      description: head.description,
      // The route's own spelling: `/FAQ/` and `/faq` are one page.
      canonicalUrl: `${input.publicUrl}${match.pattern === '/' ? '/' : match.pattern}`,
      ogType: 'website',
    },
  };
}

/** The app's index.html carrying the page's title, description, canonical URL, Open Graph tags and JSON-LD, and its status. */
export async function renderPage(input: TPageHtmlInput): Promise<TPage> {
  const { status, head } = await statusAndHead(input);
  return { status, html: head ? injectHeadTags(input.template, renderHeadTags(head)) : input.template };
}
