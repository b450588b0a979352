// Draws the public pages (dist/web-ssr/entry-server.js, ADR 0075) off the main thread: a profile or a page of
// results costs tens of milliseconds of React's CPU, which on the event loop would hold every other request.
// Plain JavaScript so that Node runs it as is, from the sources (tests) and from dist/server (copied by the build).
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { renderApp } = await import(pathToFileURL(workerData.entry).href);

parentPort?.on('message', async ({ id, input }) => {
  try {
    parentPort?.postMessage({ id, markup: await renderApp(input) });
  } catch (error) {
    parentPort?.postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
