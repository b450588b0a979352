import { describe, expect, it, vi } from 'vitest';
import type { TInitialData } from '#domain/directory/seo/initial-data.ts';
import type { TDatabase } from '#server/db/database.ts';
import {
  forgetRenderedPages,
  RENDERED_PAGES_MAX,
  serverMarkup,
  serverRenderWorkerOptions,
  type TRenderApp,
  webAppListensToProfessionalsChanged,
  withRootMarkup,
} from './server-render';

function setup() {
  const db = {} as TDatabase;
  const render = vi.fn<TRenderApp>(async ({ url }) => `<h1>${url}</h1>`);
  const onError = vi.fn();
  const markup = (url: string, initialData: TInitialData = {}) =>
    serverMarkup({ db, render, url, key: url, origin: 'http://localhost', initialData, onError });
  return { db, render, onError, markup };
}

const profile = (name: string) => ({ profile: { id: 1, name } }) as unknown as TInitialData;

describe('serverMarkup', () => {
  it('draws a page once and keeps it while its data is the same', async () => {
    const { render, markup } = setup();
    expect(await markup('/faq')).toBe('<h1>/faq</h1>');
    expect(await markup('/faq')).toBe('<h1>/faq</h1>');
    await Promise.all([markup('/lawyer/1', profile('A')), markup('/lawyer/1', profile('A'))]);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('draws a page again when the answers it shows changed, before any announcement', async () => {
    const { render, markup } = setup();
    await markup('/lawyer/1', profile('A'));
    await markup('/lawyer/1', profile('B'));
    expect(render).toHaveBeenCalledTimes(2);
    expect(render.mock.calls[1]?.[0].initialData).toEqual(profile('B'));
  });

  it('draws every page again after professionals changed, here or announced by another instance', async () => {
    const { db, render, markup } = setup();
    await markup('/faq');
    webAppListensToProfessionalsChanged.forget?.(db, [1], false);
    await markup('/faq');
    forgetRenderedPages(db);
    await markup('/faq');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('answers null when the render fails, says so, and tries again at the next request', async () => {
    const { render, onError, markup } = setup();
    render.mockRejectedValueOnce(new Error('boom'));
    expect(await markup('/faq')).toBeNull();
    expect(onError).toHaveBeenCalledOnce();
    expect(await markup('/faq')).toBe('<h1>/faq</h1>');
  });

  it(`keeps at most ${RENDERED_PAGES_MAX} pages, forgetting the oldest first`, async () => {
    const { render, markup } = setup();
    for (let index = 0; index <= RENDERED_PAGES_MAX; index++) await markup(`/search?page=${index}`);
    expect(render).toHaveBeenCalledTimes(RENDERED_PAGES_MAX + 1);
    await markup(`/search?page=${RENDERED_PAGES_MAX}`);
    await markup('/search?page=0');
    expect(render).toHaveBeenCalledTimes(RENDERED_PAGES_MAX + 2);
  });
});

describe('serverRenderWorkerOptions', () => {
  it('runs the render with React’s production build, whatever NODE_ENV the server has', () => {
    vi.stubEnv('NODE_ENV', 'test');
    try {
      const options = serverRenderWorkerOptions('/built/entry-server.js');
      expect(options.env).toMatchObject({ NODE_ENV: 'production' });
      expect(options.workerData).toEqual({ entry: '/built/entry-server.js' });
      expect(process.env.NODE_ENV).toBe('test');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('withRootMarkup', () => {
  it('puts the markup in #root, marked for hydration, leaving `$` as it is', () => {
    const html = '<body><div id="root"></div><script type="module" src="/a.js"></script></body>';
    expect(withRootMarkup(html, '<p>5 $& 6 $1</p>')).toBe(
      '<body><div id="root" data-rendu-serveur=""><p>5 $& 6 $1</p></div><script type="module" src="/a.js"></script></body>',
    );
  });
});
