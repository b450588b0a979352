/**
 * The server's render of a public page (ADR 0075), built by `vite build --ssr` into dist/web-ssr/ and loaded by
 * server/app/web-app/server-render.ts. The same routes, providers and seeded query cache as the browser's
 * (web/main.tsx), so that hydration finds exactly the HTML React would have drawn.
 */
import { Writable } from 'node:stream';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { TInitialData } from '#domain/directory/seo/initial-data.ts';
import { createAppQueryClient } from './app/query-client';
import { appRoutes } from './app/router';

/** Once: the handler keeps the lazy routes it has loaded. */
const handler = createStaticHandler(appRoutes);

/** Past this a render is given up and the page goes out to be drawn by the browser, as before. */
const RENDER_TIMEOUT_MS = 2_000;

export type TRenderAppInput = {
  /** The request's path and query string. */
  url: string;
  /** The public origin, to build the router's request. */
  origin: string;
  /** The API answers embedded in the page (the browser seeds its cache with the same). */
  initialData: TInitialData;
};

/**
 * The markup of `#root` for this address, once every lazy module and Suspense boundary is resolved
 * (React 19's streaming renderer, collected whole: the page is cached and compressed as one). Rejects when
 * anything failed, so that no half-drawn page is sent: the caller then sends the page without it.
 */
export async function renderApp(input: TRenderAppInput): Promise<string> {
  // Appended, not resolved: a path such as `//other.example/x` stays a path of this site.
  const context = await handler.query(new Request(`${input.origin}${input.url}`));
  // No route has a loader or an action: a Response (a redirection) cannot come from them.
  if (context instanceof Response) throw new Error(`Rendu serveur : réponse inattendue (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createAppQueryClient(input.initialData);
  const element = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>
  );
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown = null;
    let stream: { pipe: (destination: Writable) => void; abort: () => void } | null = null;
    const timer = setTimeout(() => {
      failure ??= new Error(`Rendu serveur : plus de ${RENDER_TIMEOUT_MS} ms`);
      stream?.abort();
      reject(failure);
    }, RENDER_TIMEOUT_MS);
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        callback();
        if (failure) reject(failure);
        else resolve(Buffer.concat(chunks).toString('utf8'));
      },
    });
    stream = renderToPipeableStream(element, {
      onAllReady() {
        stream?.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        // A boundary that failed would be drawn by the browser after a console error: the page goes without it.
        failure ??= error;
      },
    });
  });
}
