import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test-support/test-app';

/**
 * The committed list of every route the server registers, one `METHOD /url` a line, sorted. Compared as a
 * plain file rather than with a Vitest snapshot so that `vitest -u` cannot rewrite it: a route added,
 * removed or renamed (a file move that forgot a registration…) fails until the file is edited by hand.
 */
const SNAPSHOT_FILE = join(import.meta.dirname, 'app-routes.snapshot.txt');

const registered: string[] = [];
let t: TTestApp;
let webDir: string;

beforeAll(async () => {
  // The built web app's files each get a route of their own: a stand-in with only index.html keeps the
  // list independent of the build, while its pages, robots.txt and sitemap routes are registered.
  webDir = mkdtempSync(join(tmpdir(), 'jurisrdv-routes-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html lang="fr"><div id="root"></div></html>');
  // onRoute is given to buildApp, which hooks it before any route: Fastify only tells a hook about the
  // routes registered after it. The outbox routes are on: every route the server can register is listed.
  t = await createTestApp({
    seed: false,
    config: { exposeOutbox: true },
    webDistDir: webDir,
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) registered.push(`${method} ${route.url}`);
    },
  });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

it('registers exactly the routes listed in app-routes.snapshot.txt', () => {
  const actual = [...new Set(registered)].sort();
  const expected = readFileSync(SNAPSHOT_FILE, 'utf8').split('\n').filter(Boolean);
  const missing = expected.filter((line) => !actual.includes(line));
  const unexpected = actual.filter((line) => !expected.includes(line));
  expect(
    { missing, unexpected },
    `the registered routes differ from ${SNAPSHOT_FILE} (missing: listed there, not registered; ` +
      'unexpected: registered, not listed). If the change is intended, edit the file by hand.',
  ).toEqual({ missing: [], unexpected: [] });
  expect(expected, `${SNAPSHOT_FILE} must stay sorted, one route a line, without repeats`).toEqual(actual);
});
