import { Readable } from 'node:stream';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PRO_MARKETING_PAGES, PUBLIC_CONTENT_PAGES } from '../../domain/routing/page-routes';
import {
  robotsTxt,
  SITEMAP_URL_LIMIT,
  sitemapIndex,
  sitemapPlan,
  sitemapUrlEntry,
  URLSET_CLOSE,
  URLSET_OPEN,
} from '../../domain/seo/sitemap';
import type { TDatabase } from '../db/database';
import { professionals } from '../db/schema';

/** Rows read per query while a sitemap streams: a bounded amount of memory at any directory size. */
const PROFILE_BATCH = 5_000;
const XML = 'application/xml; charset=utf-8';

const STATIC_PAGES: readonly string[] = [...PUBLIC_CONTENT_PAGES, ...PRO_MARKETING_PAGES];

async function publicProfileCount(db: TDatabase): Promise<number> {
  const [row] = await db.select({ n: count() }).from(professionals).where(eq(professionals.isPublic, true));
  return row?.n ?? 0;
}

/**
 * The public profiles' ids from the `skip`-th on, at most `take`, in id order; read in batches by
 * key (`id > last`) so each query is an index range, not a growing OFFSET.
 */
type TProfileEntry = { id: number; updatedAt: Date };

async function* publicProfiles(db: TDatabase, skip: number, take: number): AsyncGenerator<TProfileEntry> {
  let last = 0;
  if (skip > 0) {
    const [boundary] = await db
      .select({ id: professionals.id })
      .from(professionals)
      .where(eq(professionals.isPublic, true))
      .orderBy(asc(professionals.id))
      .limit(1)
      .offset(skip - 1);
    if (!boundary) return;
    last = boundary.id;
  }
  let left = take;
  while (left > 0) {
    const rows = await db
      .select({ id: professionals.id, updatedAt: professionals.updatedAt })
      .from(professionals)
      .where(and(eq(professionals.isPublic, true), gt(professionals.id, last)))
      .orderBy(asc(professionals.id))
      .limit(Math.min(PROFILE_BATCH, left));
    yield* rows;
    if (rows.length < Math.min(PROFILE_BATCH, left)) return;
    left -= rows.length;
    last = rows[rows.length - 1]?.id ?? last;
  }
}

async function* urlset(
  publicUrl: string,
  staticPages: readonly string[],
  profiles: AsyncGenerator<TProfileEntry> | null,
): AsyncGenerator<string> {
  yield URLSET_OPEN;
  for (const path of staticPages) yield sitemapUrlEntry(`${publicUrl}${path}`);
  if (profiles) {
    // One chunk per batch of entries rather than one per URL.
    let chunk = '';
    let inChunk = 0;
    for await (const profile of profiles) {
      // The date of the profile's last change (W3C date); its free slots change all day and do not count.
      chunk += sitemapUrlEntry(
        `${publicUrl}/lawyer/${profile.id}`,
        profile.updatedAt.toISOString().slice(0, 10),
      );
      if (++inChunk === 1_000) {
        yield chunk;
        chunk = '';
        inChunk = 0;
      }
    }
    if (chunk) yield chunk;
  }
  yield URLSET_CLOSE;
}

/** `/robots.txt` and `/sitemap.xml` (an index of `/sitemap-pages.xml` and `/sitemap-profiles/N.xml` past 50,000 URLs). */
export function registerSeoRoutes(
  app: FastifyInstance,
  db: TDatabase,
  publicUrl: string,
  urlLimit = SITEMAP_URL_LIMIT,
): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const total = await publicProfileCount(db);
    const plan = sitemapPlan(STATIC_PAGES.length, total, urlLimit);
    reply.type(XML).header('cache-control', 'public, max-age=3600');
    if (plan.kind === 'single')
      return reply.send(Readable.from(urlset(publicUrl, STATIC_PAGES, publicProfiles(db, 0, total))));
    const files = [`${publicUrl}/sitemap-pages.xml`];
    for (let page = 1; page <= plan.profilePages; page++)
      files.push(`${publicUrl}/sitemap-profiles/${page}.xml`);
    return reply.send(sitemapIndex(files));
  });

  app.get('/sitemap-pages.xml', async (_request, reply) =>
    reply.type(XML).send(Readable.from(urlset(publicUrl, STATIC_PAGES, null))),
  );

  app.get<{ Params: { file: string } }>('/sitemap-profiles/:file', async (request, reply) => {
    const page = Number(/^(\d{1,6})\.xml$/.exec(request.params.file)?.[1]);
    const total = await publicProfileCount(db);
    if (!Number.isSafeInteger(page) || page < 1 || (page - 1) * urlLimit >= Math.max(total, 1))
      return reply.callNotFound();
    return reply
      .type(XML)
      .header('cache-control', 'public, max-age=3600')
      .send(Readable.from(urlset(publicUrl, [], publicProfiles(db, (page - 1) * urlLimit, urlLimit))));
  });
}
