import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { TInitialData } from '#domain/directory/seo/initial-data.ts';
import { SERVER_RENDERED_ATTRIBUTE } from '#domain/kernel/routing/server-rendered-pages.ts';
import type { TDatabase } from '#server/db/database.ts';
import type { TProfessionalsChangedListener } from '#server/platform/cache-invalidation/professionals-changed.ts';

/** web/entry-server.tsx's renderApp, as the server sees the built module. */
export type TRenderApp = (input: {
  url: string;
  origin: string;
  initialData: TInitialData;
}) => Promise<string>;

/** Where `vite build --ssr` writes the server's render (package.json build:web): beside the built app, not in it. */
export function serverEntryPath(webDistDir: string): string {
  return join(dirname(webDistDir), 'web-ssr', 'entry-server.js');
}

// Beside this file in the sources, and copied beside dist/server/main.js by the build.
const WORKER_URL = new URL('./ssr-render-worker.mjs', import.meta.url);

/** The server's render's limits: past them a page goes out for the browser to draw, as before ADR 0075. */
export const SERVER_RENDER_LIMITS = {
  /** Renders drawn or waiting in the worker at once. */
  pending: 64,
  /** Far above a render (tens of milliseconds); the worker is then replaced. */
  timeoutMs: 5_000,
  /** V8 old-generation heap of the worker. */
  maxHeapMb: 256,
};

/** The render's worker: the built module to load, its heap, and React's production build. */
export function serverRenderWorkerOptions(entry: string): WorkerOptions {
  return {
    workerData: { entry },
    // React's production build, whatever the server's own NODE_ENV (the e2e server and `npm start` leave it
    // unset): react-dom/server, outside the built module, picks its build from it; the development build draws
    // the same markup several times slower, with checks the built app in the browser does not run either.
    env: { ...process.env, NODE_ENV: 'production' },
    resourceLimits: { maxOldGenerationSizeMb: SERVER_RENDER_LIMITS.maxHeapMb },
  };
}

type TWorkerAnswer = { id: number; markup?: string; error?: string };
type TPending = { resolve: (markup: string) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

export type TServerRenderer = { render: TRenderApp; stop(): Promise<void> };

/**
 * The server's render of the built app in one worker thread (ssr-render-worker.mjs), started at once so that the
 * first visitor does not wait for React to load; the event loop only sends the page's data and receives its
 * markup (ADR 0075: no render holds other requests). A crashed or stuck worker fails its renders and is replaced
 * by the next one. Null when the app was built without the server's render (the API tests' stub of dist/web): the
 * pages then go out as before, drawn by the browser.
 */
export function startServerRenderer(webDistDir: string): TServerRenderer | null {
  const entry = serverEntryPath(webDistDir);
  if (!existsSync(entry)) return null;
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, TPending>();

  const settle = (id: number): TPending | undefined => {
    const waiting = pending.get(id);
    if (!waiting) return undefined;
    pending.delete(id);
    clearTimeout(waiting.timer);
    // An idle worker must not keep a script or a test process alive.
    if (pending.size === 0) worker?.unref();
    return waiting;
  };

  const stopWorker = async (reason: Error) => {
    const stopped = worker;
    worker = null;
    for (const id of [...pending.keys()]) settle(id)?.reject(reason);
    await stopped?.terminate();
  };

  const startWorker = (): Worker => {
    const started = new Worker(WORKER_URL, serverRenderWorkerOptions(entry));
    started.on('message', (answer: TWorkerAnswer) => {
      const waiting = settle(answer.id);
      if (typeof answer.markup === 'string') waiting?.resolve(answer.markup);
      else waiting?.reject(new Error(answer.error ?? 'Rendu serveur : réponse vide'));
    });
    started.on('error', (error) => {
      if (worker === started) void stopWorker(error);
    });
    started.on('exit', () => {
      if (worker === started) void stopWorker(new Error('Rendu serveur : le fil de rendu s’est arrêté'));
    });
    started.unref();
    return started;
  };

  worker = startWorker();
  return {
    render(input) {
      if (pending.size >= SERVER_RENDER_LIMITS.pending)
        return Promise.reject(new Error('Rendu serveur : trop de pages en attente'));
      worker ??= startWorker();
      const current = worker;
      current.ref();
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (worker === current)
            void stopWorker(new Error(`Rendu serveur : plus de ${SERVER_RENDER_LIMITS.timeoutMs} ms`));
        }, SERVER_RENDER_LIMITS.timeoutMs);
        pending.set(id, { resolve, reject, timer });
        current.postMessage({ id, input });
      });
    },
    stop: () => stopWorker(new Error('Rendu serveur : arrêté')),
  };
}

/**
 * At most this many pages are kept (each search's query string is its own page): a few tens of megabytes at
 * most, whatever addresses are asked for.
 */
export const RENDERED_PAGES_MAX = 500;

type TRenderedPage = { data: string; markup: Promise<string | null> };

/** Per database, like the searches' caches, so that its change notifications reach it (start-cache-invalidation.ts). */
const renderedPages = new WeakMap<TDatabase, Map<string, TRenderedPage>>();

function pagesOf(db: TDatabase): Map<string, TRenderedPage> {
  let pages = renderedPages.get(db);
  if (!pages) {
    pages = new Map();
    renderedPages.set(db, pages);
  }
  return pages;
}

/** Professionals changed (here or on another instance): every page is drawn again at its next request. */
export function forgetRenderedPages(db: TDatabase): void {
  renderedPages.get(db)?.clear();
}

/** This instance's changes (professionalsChanged); other instances' arrive through start-cache-invalidation.ts. */
export const webAppListensToProfessionalsChanged: TProfessionalsChangedListener = {
  forget: (db) => forgetRenderedPages(db),
};

export type TServerMarkupInput = {
  db: TDatabase;
  render: TRenderApp;
  url: string;
  /** Under which the page is kept: its address, or one key for every address that is no page (the 404 page). */
  key: string;
  origin: string;
  initialData: TInitialData;
  onError: (error: unknown) => void;
};

/**
 * The markup of `#root` for a public page, drawn once per address and kept while the API answers it shows are the
 * same (their text is the key's second half: a profile, firm or results page whose data changed is drawn again
 * even before the change is announced). Requests for a page being drawn wait for that one render. Null when the
 * render failed: the page is then sent for the browser to draw, and the next request tries again.
 */
export function serverMarkup(input: TServerMarkupInput): Promise<string | null> {
  const pages = pagesOf(input.db);
  const data = JSON.stringify(input.initialData);
  const cached = pages.get(input.key);
  if (cached && cached.data === data) return cached.markup;
  const markup = input
    .render({ url: input.url, origin: input.origin, initialData: input.initialData })
    .catch((error: unknown) => {
      input.onError(error);
      if (pages.get(input.key)?.markup === markup) pages.delete(input.key);
      return null;
    });
  pages.delete(input.key);
  if (pages.size >= RENDERED_PAGES_MAX) {
    // The oldest drawn page goes first (a Map keeps insertion order).
    const oldest = pages.keys().next();
    if (!oldest.done) pages.delete(oldest.value);
  }
  pages.set(input.key, { data, markup });
  return markup;
}

/** The page's HTML with the server's markup in `#root`, marked for the browser to hydrate (web/main.tsx). */
export function withRootMarkup(html: string, markup: string): string {
  // A function replacement: `$` in the markup must stay as it is.
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="">${markup}</div>`,
  );
}
