import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  robotsTxt,
  SITEMAP_URL_LIMIT,
  sitemapIndex,
  sitemapPlan,
  sitemapUrlEntry,
  URLSET_CLOSE,
  URLSET_OPEN,
} from '#domain/directory/seo/sitemap.ts';
import { PRO_MARKETING_PAGES, PUBLIC_CONTENT_PAGES } from '#domain/kernel/routing/page-routes.ts';
import type { TDatabase } from '#server/db/database.ts';
import { professionals } from '#server/db/schema/index.ts';
import { countFirmsWithPublicPage, firmsWithPublicPage } from '#server/identity/index.ts';
import { ifNoneMatchHits, strongEntityTag } from '#server/platform/http/entity-tag.ts';

/** Rows read per query while a sitemap streams: a bounded amount of memory at any directory size. */
const PROFILE_BATCH = 1_000;
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

/** The public firms' ids from the `skip`-th on, at most `take`, in id order, read in batches by key as profiles are. */
async function* publicFirms(db: TDatabase, skip: number, take: number): AsyncGenerator<number> {
  let last = 0;
  if (skip > 0) {
    const [boundary] = await firmsWithPublicPage(db, { skip: skip - 1, limit: 1 });
    if (boundary === undefined) return;
    last = boundary;
  }
  let left = take;
  while (left > 0) {
    const batch = Math.min(PROFILE_BATCH, left);
    const ids = await firmsWithPublicPage(db, { afterId: last, limit: batch });
    yield* ids;
    if (ids.length < batch) return;
    left -= ids.length;
    last = ids[ids.length - 1] ?? last;
  }
}

async function* profileEntries(
  publicUrl: string,
  profiles: AsyncGenerator<TProfileEntry>,
): AsyncGenerator<string> {
  // The date of the profile's last change (W3C date); its free slots change all day and do not count.
  for await (const profile of profiles)
    yield sitemapUrlEntry(`${publicUrl}/lawyer/${profile.id}`, profile.updatedAt.toISOString().slice(0, 10));
}

async function* firmEntries(publicUrl: string, firmIds: AsyncGenerator<number>): AsyncGenerator<string> {
  // No date: a firm's page changes with its lawyers' profiles and its own details, and no row dates both.
  for await (const id of firmIds) yield sitemapUrlEntry(`${publicUrl}/cabinet/${id}`);
}

async function* urlset(
  publicUrl: string,
  staticPages: readonly string[],
  ...entries: AsyncGenerator<string>[]
): AsyncGenerator<string> {
  yield URLSET_OPEN;
  for (const path of staticPages) yield sitemapUrlEntry(`${publicUrl}${path}`);
  // One chunk per batch of entries rather than one per URL.
  let chunk = '';
  let inChunk = 0;
  for (const source of entries) {
    for await (const entry of source) {
      chunk += entry;
      if (++inChunk === 1_000) {
        yield chunk;
        chunk = '';
        inChunk = 0;
      }
    }
  }
  if (chunk) yield chunk;
  yield URLSET_CLOSE;
}

/**
 * How long a sitemap is served from memory at most. Changes made through the app (professionalsChanged,
 * and other instances' announcements) drop it at once; one made by hand in the database shows within this
 * time. Crawlers keep a sitemap an hour anyway (Cache-Control).
 */
export const SITEMAP_CACHE_TTL_MS = 10 * 60_000;

/** Per database: bumped when its professionals change, so every instance's sitemaps are drawn again. */
const sitemapVersions = new WeakMap<TDatabase, { version: number }>();

function versionOf(db: TDatabase): { version: number } {
  let entry = sitemapVersions.get(db);
  if (!entry) {
    entry = { version: 0 };
    sitemapVersions.set(db, entry);
  }
  return entry;
}

/** The sitemaps of this database are out of date (a profile was published, changed, withdrawn…). */
export function forgetSitemaps(db: TDatabase): void {
  versionOf(db).version += 1;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type TSitemapFile = { etag: string; identity: Buffer; br: Buffer; gzip: Buffer };
type TCacheEntry = { version: number; builtAt: number; value: Promise<unknown> };

async function collect(chunks: AsyncIterable<string>): Promise<Buffer> {
  const parts: string[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.from(parts.join(''));
}

/** The file and its compressed copies, made once (zlib works on libuv's threads, not the event loop). */
async function sitemapFile(identity: Buffer): Promise<TSitemapFile> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { etag: strongEntityTag(identity), identity, br, gzip: gz };
}

function send(request: FastifyRequest, reply: FastifyReply, file: TSitemapFile) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  // The tag names the XML itself; each encoding of it gets its own (RFC 9110 §8.8.3).
  const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  reply
    .type(XML)
    .header('cache-control', 'public, max-age=3600')
    .header('vary', 'accept-encoding')
    .header('etag', etag);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  // Already compressed: @fastify/compress leaves an answer with a Content-Encoding as it is.
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.identity);
}

/**
 * `/robots.txt` and `/sitemap.xml` (an index of `/sitemap-pages.xml`, `/sitemap-profiles/N.xml` and
 * `/sitemap-firms/N.xml` past 50,000 URLs). Each sitemap is drawn once per change of the professionals
 * (or every SITEMAP_CACHE_TTL_MS), with its compressed copies, and served from memory with a strong ETag: a crawler's or an attacker's
 * requests cost a lookup, not a read of the whole directory (ADR 0043).
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  db: TDatabase,
  publicUrl: string,
  urlLimit = SITEMAP_URL_LIMIT,
  now: () => number = Date.now,
): void {
  const cache = new Map<string, TCacheEntry>();

  /** The value at `key`, drawn by `draw` unless one of the current version is cached or being drawn. */
  function cached<T>(key: string, draw: () => Promise<T>): Promise<T> {
    const { version } = versionOf(db);
    const entry = cache.get(key);
    if (entry && entry.version === version && now() - entry.builtAt < SITEMAP_CACHE_TTL_MS)
      return entry.value as Promise<T>;
    const value = draw();
    cache.set(key, { version, builtAt: now(), value });
    // A failed drawing is not kept: the next request tries again.
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
    return value;
  }

  const total = () => cached('count', () => publicProfileCount(db));
  const firmTotal = () => cached('firm-count', () => countFirmsWithPublicPage(db));

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const file = await cached('/sitemap.xml', async () => {
      const [count, firmCount] = await Promise.all([total(), firmTotal()]);
      const plan = sitemapPlan({ pages: STATIC_PAGES.length, profiles: count, firms: firmCount }, urlLimit);
      if (plan.kind === 'single')
        return sitemapFile(
          await collect(
            urlset(
              publicUrl,
              STATIC_PAGES,
              profileEntries(publicUrl, publicProfiles(db, 0, count)),
              firmEntries(publicUrl, publicFirms(db, 0, firmCount)),
            ),
          ),
        );
      const files = [`${publicUrl}/sitemap-pages.xml`];
      for (let page = 1; page <= plan.profilePages; page++)
        files.push(`${publicUrl}/sitemap-profiles/${page}.xml`);
      for (let page = 1; page <= plan.firmPages; page++) files.push(`${publicUrl}/sitemap-firms/${page}.xml`);
      return sitemapFile(Buffer.from(sitemapIndex(files)));
    });
    return send(request, reply, file);
  });

  app.get('/sitemap-pages.xml', async (request, reply) => {
    const file = await cached('/sitemap-pages.xml', async () =>
      sitemapFile(await collect(urlset(publicUrl, STATIC_PAGES))),
    );
    return send(request, reply, file);
  });

  /** The `page`-th file of `/sitemap-profiles/` or `/sitemap-firms/`, or null past the last one. */
  function pageNumber(file: string, count: number): number | null {
    const page = Number(/^(\d{1,6})\.xml$/.exec(file)?.[1]);
    if (!Number.isSafeInteger(page) || page < 1) return null;
    return (page - 1) * urlLimit >= Math.max(count, 1) ? null : page;
  }

  app.get<{ Params: { file: string } }>('/sitemap-profiles/:file', async (request, reply) => {
    const page = pageNumber(request.params.file, await total());
    if (page === null) return reply.callNotFound();
    const file = await cached(`/sitemap-profiles/${page}.xml`, async () =>
      sitemapFile(
        await collect(
          urlset(
            publicUrl,
            [],
            profileEntries(publicUrl, publicProfiles(db, (page - 1) * urlLimit, urlLimit)),
          ),
        ),
      ),
    );
    return send(request, reply, file);
  });

  app.get<{ Params: { file: string } }>('/sitemap-firms/:file', async (request, reply) => {
    const page = pageNumber(request.params.file, await firmTotal());
    if (page === null) return reply.callNotFound();
    const file = await cached(`/sitemap-firms/${page}.xml`, async () =>
      sitemapFile(
        await collect(
          urlset(publicUrl, [], firmEntries(publicUrl, publicFirms(db, (page - 1) * urlLimit, urlLimit))),
        ),
      ),
    );
    return send(request, reply, file);
  });
}
