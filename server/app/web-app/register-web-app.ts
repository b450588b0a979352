import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import { matchPageRoute } from '#domain/kernel/routing/page-routes.ts';
import { isServerRenderedPage } from '#domain/kernel/routing/server-rendered-pages.ts';
import type { TDatabase } from '#server/db/database.ts';
import { registerSeoRoutes } from '#server/directory/index.ts';
import { apiNotFound } from '#server/platform/http/error-handler.ts';
import { compressHtml, type TCompressedHtml } from './compress-html';
import { keepPage, keptPage, pageStamp } from './kept-pages';
import { renderPage } from './page-head';
import { addModulePreloads, readRoutePreloads } from './route-preloads';
import { serverMarkup, startServerRenderer, withRootMarkup } from './server-render';

/**
 * Serves the built React app from `webDistDir`: its files, and for every page path index.html with the
 * page's own head (page-head.ts), the API answers its first render needs, its route's lazy chunks
 * announced (route-preloads.ts) and its real status (HEAD answers like GET); robots.txt and the sitemap. A public
 * page's `#root` holds its HTML drawn by React on the server (server-render.ts, ADR 0075), which the browser hydrates.
 * The build writes `.br` and `.gz` copies beside each asset (scripts/vite-precompress-plugin.ts), sent to
 * clients that accept them; the pages' HTML, built per request, is compressed as it is sent.
 */
export async function registerWebApp(
  app: FastifyInstance,
  db: TDatabase,
  webDistDir: string,
  /** GET /api/site/facts's function: its answer goes into the pages the server draws, as the pages read it. */
  siteFacts?: () => Promise<TSiteFacts>,
): Promise<void> {
  const indexHtml = join(webDistDir, 'index.html');
  if (!existsSync(indexHtml))
    throw new Error(`Application web non construite : ${indexHtml} manquant (npm run build)`);
  const template = readFileSync(indexHtml, 'utf8');
  const preloads = readRoutePreloads(webDistDir);
  const serverRenderer = startServerRenderer(webDistDir);
  if (serverRenderer) app.addHook('onClose', () => serverRenderer.stop());
  const renderApp = serverRenderer?.render;
  const { config, clock } = app.deps;
  registerSeoRoutes(app, db, config.publicUrl);
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are found beside their file, not served under their own names.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, path) {
      // Vite names assets by content hash, so they can be cached for good.
      if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/');
    // A missing API route or built asset is a real 404 in JSON, not the app's page.
    if (!isPageRequest) {
      return reply.status(404).send(apiNotFound(request.method, request.url).toBody());
    }
    // A public page is the same for every visitor: its whole answer is kept, compressed, until a change is
    // announced for what it shows or KEPT_PAGE_MS pass (kept-pages.ts): sent again with no query and no work.
    const route = matchPageRoute(request.url);
    const keepable = renderApp !== undefined && isServerRenderedPage(route?.pattern ?? null);
    // Every address that is no page draws the same 404 page: one copy, whatever is asked for.
    const key = route === null ? '404' : request.url;
    const acceptEncoding = request.headers['accept-encoding'];
    const started = clock.now().getTime();
    const kept = keepable ? keptPage(db, key, request.url, acceptEncoding, started) : null;
    if (kept) return sendPage(reply, kept.status, kept.body, 'cache;desc=kept');
    // Read before the page's data: a change announced meanwhile leaves the copy kept below already stale.
    const stamp = keepable ? pageStamp(db, request.url) : '';
    const page = await renderPage({
      db,
      publicUrl: config.publicUrl,
      template,
      url: request.url,
      now: clock.now(),
      // Only where the server draws the page: otherwise the browser asks for them as before.
      ...(renderApp && siteFacts ? { siteFacts } : {}),
    });
    const renderStarted = performance.now();
    let html = addModulePreloads(page.html, page.pattern ? preloads.get(page.pattern) : undefined);
    let serverTiming: string | undefined;
    let drawn = false;
    if (renderApp && isServerRenderedPage(page.pattern)) {
      const markup = await serverMarkup({
        db,
        render: renderApp,
        url: request.url,
        key,
        origin: config.publicUrl,
        initialData: page.initialData,
        onError: (error) => request.log.error({ err: error, url: request.url }, 'Rendu serveur impossible'),
      });
      drawn = markup !== null;
      if (markup !== null) html = withRootMarkup(html, markup);
      // The render's share of the answer (a fraction of a millisecond when the page was kept): what npm run bench:pages reads.
      serverTiming = `render;dur=${(performance.now() - renderStarted).toFixed(1)}`;
    }
    // Compressed here: @fastify/compress hooks routes only, and pages are answered by this handler.
    const compressed = compressHtml(html, acceptEncoding);
    // A page whose render failed is not kept: the next request tries again.
    if (keepable && drawn)
      keepPage(db, key, {
        status: page.status,
        html,
        serverTiming,
        stamp,
        keptAt: started,
        body: compressed,
      });
    return sendPage(reply, page.status, compressed, serverTiming);
  });
}

function sendPage(
  reply: FastifyReply,
  status: number,
  compressed: TCompressedHtml,
  serverTiming: string | undefined,
): FastifyReply {
  if (serverTiming) reply.header('server-timing', serverTiming);
  if (compressed.encoding) reply.header('content-encoding', compressed.encoding);
  // Revalidated on every visit, so a deploy's new asset names are seen at once.
  return reply
    .status(status)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8')
    .send(compressed.body);
}
