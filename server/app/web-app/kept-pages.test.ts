import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TDatabase } from '#server/db/database.ts';
import { compressHtml } from './compress-html';
import {
  forgetKeptPages,
  KEPT_PAGE_MS,
  KEPT_PAGES_MAX,
  keepPage,
  keptPage,
  keptPagesListenToProfessionalsChanged,
  pageStamp,
} from './kept-pages';

const NOW = 1_000_000;

/** Keeps `url`'s page as the handler does: stamp read first, the brotli copy just sent. */
function keep(db: TDatabase, url: string, html = `<h1>${url}</h1>`, keptAt = NOW) {
  keepPage(db, url, {
    status: 200,
    html,
    serverTiming: 'render;dur=12.0',
    stamp: pageStamp(db, url),
    keptAt,
    body: compressHtml(html, 'br'),
  });
}

const sent = (db: TDatabase, url: string, acceptEncoding = 'br', now = NOW + 1) =>
  keptPage(db, url, url, acceptEncoding, now);

describe('kept pages', () => {
  it('sends a kept page again as it was, compressed for each client, without drawing it', () => {
    const db = {} as TDatabase;
    keep(db, '/lawyer/1');
    const brotli = sent(db, '/lawyer/1');
    expect(brotli?.body.encoding).toBe('br');
    expect(brotliDecompressSync(brotli?.body.body ?? Buffer.alloc(0)).toString()).toBe('<h1>/lawyer/1</h1>');
    const gzip = sent(db, '/lawyer/1', 'gzip');
    expect(gzip?.body.encoding).toBe('gzip');
    expect(gunzipSync(gzip?.body.body ?? Buffer.alloc(0)).toString()).toBe('<h1>/lawyer/1</h1>');
    // The gzip copy, made at the first request asking for it, is the same buffer afterwards.
    expect(sent(db, '/lawyer/1', 'gzip')?.body.body).toBe(gzip?.body.body);
    expect(sent(db, '/lawyer/1', '')?.body).toEqual({
      encoding: null,
      body: Buffer.from('<h1>/lawyer/1</h1>'),
    });
  });

  it(`draws a page again after ${KEPT_PAGE_MS / 1000} s, announced change or not (free slots follow the time)`, () => {
    const db = {} as TDatabase;
    keep(db, '/faq');
    expect(sent(db, '/faq', 'br', NOW + KEPT_PAGE_MS - 1)).not.toBeNull();
    expect(sent(db, '/faq', 'br', NOW + KEPT_PAGE_MS)).toBeNull();
  });

  it('a change to a professional draws again their profile, the results and the firm pages, not the others', () => {
    const db = {} as TDatabase;
    const urls = ['/lawyer/1', '/lawyer/2', '/search?location=Paris', '/cabinet/3', '/faq', '/'];
    for (const url of urls) keep(db, url);
    keptPagesListenToProfessionalsChanged.forget?.(db, [1], false);
    expect(urls.filter((url) => sent(db, url) === null)).toEqual([
      '/lawyer/1',
      '/search?location=Paris',
      '/cabinet/3',
    ]);
  });

  it('a change that can list a professional anywhere, or announcements possibly missed, draw every page again', () => {
    const db = {} as TDatabase;
    keep(db, '/lawyer/2');
    keep(db, '/faq');
    keptPagesListenToProfessionalsChanged.forget?.(db, [1], true);
    expect(sent(db, '/lawyer/2')).toBeNull();
    expect(sent(db, '/faq')).toBeNull();
    keep(db, '/faq');
    forgetKeptPages(db, 'every-page');
    expect(sent(db, '/faq')).toBeNull();
  });

  it('a page drawn while its professional changed is not sent again (its stamp is read before its data)', () => {
    const db = {} as TDatabase;
    const stamp = pageStamp(db, '/lawyer/1');
    forgetKeptPages(db, [1]);
    keepPage(db, '/lawyer/1', {
      status: 200,
      html: 'old',
      serverTiming: undefined,
      stamp,
      keptAt: NOW,
      body: compressHtml('old', 'br'),
    });
    expect(sent(db, '/lawyer/1')).toBeNull();
  });

  it('the pages of each database are their own', () => {
    const a = {} as TDatabase;
    const b = {} as TDatabase;
    keep(a, '/faq');
    expect(sent(b, '/faq')).toBeNull();
    forgetKeptPages(b, 'every-page');
    expect(sent(a, '/faq')).not.toBeNull();
  });

  it(`keeps at most ${KEPT_PAGES_MAX} pages, forgetting the oldest first`, () => {
    const db = {} as TDatabase;
    for (let index = 0; index <= KEPT_PAGES_MAX; index++) keep(db, `/search?page=${index}`);
    expect(sent(db, '/search?page=0')).toBeNull();
    expect(sent(db, '/search?page=1')).not.toBeNull();
    expect(sent(db, `/search?page=${KEPT_PAGES_MAX}`)).not.toBeNull();
  });
});
