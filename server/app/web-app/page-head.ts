import { firmMetaDescription, firmTitle } from '#domain/directory/firms/firm-head-text.ts';
import { parseFirmId } from '#domain/directory/firms/firm-id.ts';
import { firmJsonLd } from '#domain/directory/firms/firm-json-ld.ts';
import type { TFirmPage } from '#domain/directory/firms/firm-page-schemas.ts';
import { parseProfessionalId } from '#domain/directory/professionals/professional-id.ts';
import { professionalJsonLd } from '#domain/directory/professionals/professional-json-ld.ts';
import { profileMetaDescription, profileTitle } from '#domain/directory/professionals/profile-head-text.ts';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import { type TSearchResponse, ZSearchQuery } from '#domain/directory/professionals/search-schemas.ts';
import { injectHeadTags, renderHeadTags, type THeadTags } from '#domain/directory/seo/head-html.ts';
import {
  injectInitialData,
  type TInitialData,
  type TInitialNotFound,
} from '#domain/directory/seo/initial-data.ts';
import {
  formatPageTitle,
  NOT_FOUND_HEAD,
  PUBLIC_PAGE_HEADS,
  SITE_NAME,
} from '#domain/directory/seo/page-heads.ts';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { matchPageRoute } from '#domain/kernel/routing/page-routes.ts';
import { isServerRenderedPage } from '#domain/kernel/routing/server-rendered-pages.ts';
import type { TDatabase } from '#server/db/database.ts';
import { getFirmPage, getProfessionalProfile, searchProfessionalsJson } from '#server/directory/index.ts';

export type TPageHtmlInput = {
  db: TDatabase;
  publicUrl: string;
  /** The built app's index.html. */
  template: string;
  url: string;
  now: Date;
  /**
   * GET /api/site/facts's function: its answer is embedded in the pages the server draws (ADR 0075), whose
   * sentences (the home page's count, the /pro pages' addresses and hosts) it completes.
   */
  siteFacts?: () => Promise<TSiteFacts>;
};

/** A page of the single-page app as the server answers it: its status and its HTML. */
export type TPage = {
  status: 200 | 404;
  html: string;
  pattern: string | null;
  /** The API answers embedded in the page: the server's render (server-render.ts) draws from the same. */
  initialData: TInitialData;
};

const SEARCH_HEAD = {
  title: formatPageTitle({ title: 'Recherche de professionnels', siteName: SITE_NAME }),
  description:
    'Trouvez un avocat, un notaire ou un commissaire de justice près de chez vous et prenez rendez-vous en ligne.',
} as const;

function hasHead(pattern: string): pattern is keyof typeof PUBLIC_PAGE_HEADS {
  return Object.hasOwn(PUBLIC_PAGE_HEADS, pattern);
}

type TLookup<T> = { found: T } | { notFound: TInitialNotFound } | null;

function notFoundOf(
  error: unknown,
  resource: TInitialNotFound['resource'],
  id: number,
): TInitialNotFound | null {
  if (!(error instanceof AppError)) return null;
  if (error.code !== 'NOT_FOUND' && !(resource === 'profile' && error.code === 'PROFILE_DELISTED'))
    return null;
  return { resource, id, code: error.code, message: error.message };
}

/**
 * The public profile exactly as GET /api/professionals/:id answers it, or that route's 404 (its code and message,
 * which the page shows); null for an id the page itself refuses.
 */
async function publicProfile(
  db: TDatabase,
  rawId: string,
  now: Date,
): Promise<TLookup<TProfessionalProfile>> {
  const id = parseProfessionalId(rawId);
  if (id === null) return null;
  try {
    return { found: await getProfessionalProfile(db, id, now) };
  } catch (error) {
    const notFound = notFoundOf(error, 'profile', id);
    if (notFound) return { notFound };
    throw error;
  }
}

/** The firm's page exactly as GET /api/firms/:id answers it, or that route's 404; null for an id the page refuses. */
async function publicFirm(db: TDatabase, rawId: string, now: Date): Promise<TLookup<TFirmPage>> {
  const id = parseFirmId(rawId);
  if (id === null) return null;
  try {
    return { found: await getFirmPage(db, id, now) };
  } catch (error) {
    const notFound = notFoundOf(error, 'firm', id);
    if (notFound) return { notFound };
    throw error;
  }
}

function firmHead(firm: TFirmPage, publicUrl: string): THeadTags {
  const url = `${publicUrl}/cabinet/${firm.id}`;
  return {
    title: formatPageTitle({ title: firmTitle(firm), siteName: SITE_NAME }),
    description: firmMetaDescription(firm),
    canonicalUrl: url,
    ogType: 'website',
    jsonLd: firmJsonLd(firm, { firm: url, lawyer: (id) => `${publicUrl}/lawyer/${id}` }),
  };
}

function profileHead(profile: TProfessionalProfile, publicUrl: string): THeadTags {
  const url = `${publicUrl}/lawyer/${profile.id}`;
  return {
    title: formatPageTitle({ title: profileTitle(profile), siteName: SITE_NAME }),
    description: profileMetaDescription(profile),
    canonicalUrl: url,
    ogType: 'profile',
    jsonLd: professionalJsonLd(profile, url),
  };
}

/**
 * The first page of results as GET /api/professionals/search?<same query> answers it, or nothing for
 * a query that API would refuse (a repeated or unknown parameter, an invalid value): the page then
 * asks the API itself and shows its error as before.
 */
async function searchAnswer(
  db: TDatabase,
  url: string,
  now: Date,
): Promise<TInitialData['search'] | undefined> {
  const queryString = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const params = new URLSearchParams(queryString);
  const raw: Record<string, string> = {};
  for (const [key, value] of params) {
    if (Object.hasOwn(raw, key)) return undefined;
    raw[key] = value;
  }
  const query = ZSearchQuery.safeParse(raw);
  if (!query.success) return undefined;
  try {
    const response = JSON.parse(await searchProfessionalsJson(db, query.data, now)) as TSearchResponse;
    return { queryString, response };
  } catch {
    // The page still loads and asks the API, which answers (and logs) the failure as it always has.
    return undefined;
  }
}

const NOT_FOUND: THeadTags = {
  title: formatPageTitle(NOT_FOUND_HEAD),
  description: NOT_FOUND_HEAD.description,
  canonicalUrl: null,
  ogType: 'website',
  noindex: true,
};

type TPageParts = {
  status: 200 | 404;
  head: THeadTags | null;
  pattern: string | null;
  initialData?: TInitialData;
};

/**
 * The status, head tags and initial data of a page: 404 for a path no page declares, and for a
 * profile or a firm that does not exist or is not public (the API's own function, whose answer also
 * gives the head and is embedded), so that crawlers and links see what the page says (« Page
 * introuvable », « Avocat introuvable »). Private spaces: no head.
 */
async function pageParts(input: TPageHtmlInput): Promise<TPageParts> {
  const match = matchPageRoute(input.url);
  if (!match) return { status: 404, head: NOT_FOUND, pattern: null };
  const { pattern } = match;
  if (pattern === '/lawyer/:id') {
    const profile = await publicProfile(input.db, match.params.id ?? '', input.now);
    if (profile && 'found' in profile)
      return {
        status: 200,
        head: profileHead(profile.found, input.publicUrl),
        pattern,
        initialData: { profile: profile.found },
      };
    return {
      status: 404,
      head: {
        ...NOT_FOUND,
        title: formatPageTitle({ title: 'Avocat introuvable', siteName: SITE_NAME }),
      },
      pattern,
      // The server draws the page's not-found screen, not its spinner (ADR 0075).
      ...(profile ? { initialData: { notFound: profile.notFound } } : {}),
    };
  }
  if (pattern === '/cabinet/:id') {
    const firm = await publicFirm(input.db, match.params.id ?? '', input.now);
    // The page shows the product's not-found page for a firm without a public page: the same head.
    if (firm && 'found' in firm)
      return {
        status: 200,
        head: firmHead(firm.found, input.publicUrl),
        pattern,
        initialData: { firm: firm.found },
      };
    return {
      status: 404,
      head: NOT_FOUND,
      pattern,
      ...(firm ? { initialData: { notFound: firm.notFound } } : {}),
    };
  }
  if (pattern === '/search') {
    const search = await searchAnswer(input.db, input.url, input.now);
    return {
      status: 200,
      head: { ...SEARCH_HEAD, canonicalUrl: null, ogType: 'website' },
      pattern,
      ...(search ? { initialData: { search } } : {}),
    };
  }
  if (!hasHead(pattern)) return { status: 200, head: null, pattern };
  const head = PUBLIC_PAGE_HEADS[pattern];
  return {
    status: 200,
    pattern,
    head: {
      title: formatPageTitle(head),
      description: head.description,
      // The route's own spelling: `/FAQ/` and `/faq` are one page.
      canonicalUrl: `${input.publicUrl}${match.pattern === '/' ? '/' : match.pattern}`,
      ogType: 'website',
    },
  };
}

/**
 * The app's index.html carrying the page's title, description, canonical URL, Open Graph tags and
 * JSON-LD, and the API answers its first render needs (a profile, a firm, a first page of results); its status.
 */
export async function renderPage(input: TPageHtmlInput): Promise<TPage> {
  const { status, head, pattern, initialData: pageData } = await pageParts(input);
  const initialData =
    input.siteFacts && isServerRenderedPage(pattern)
      ? { ...pageData, siteFacts: await input.siteFacts() }
      : pageData;
  const withHead = head ? injectHeadTags(input.template, renderHeadTags(head)) : input.template;
  return {
    status,
    pattern,
    initialData: initialData ?? {},
    html: initialData ? injectInitialData(withHead, initialData) : withHead,
  };
}
