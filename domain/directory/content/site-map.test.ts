import { describe, expect, it } from 'vitest';
import {
  matchPageRoute,
  PRO_MARKETING_PAGES,
  PUBLIC_CONTENT_PAGES,
} from '#domain/kernel/routing/page-routes.ts';
import { SITE_MAP, SITE_MAP_PATH } from './site-map';

const listed = SITE_MAP.flatMap((section) => section.links.map((link) => link.to));

describe('the site map', () => {
  it('lists every public page but itself, and the entry points of both spaces', () => {
    const expected = [
      ...PUBLIC_CONTENT_PAGES.filter((path) => path !== SITE_MAP_PATH),
      ...PRO_MARKETING_PAGES,
      '/search',
      '/login',
      '/register',
      '/forgot-password',
      '/dashboard',
      '/pro/login',
      '/pro/register',
      '/pro/forgot-password',
    ];
    expect(expected.filter((path) => !listed.includes(path))).toEqual([]);
  });

  it('is itself a public page', () => {
    expect(PUBLIC_CONTENT_PAGES).toContain(SITE_MAP_PATH);
  });

  it('links only pages of the route table, each once, under distinct names', () => {
    expect(listed.filter((path) => matchPageRoute(path) === null)).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
    const labels = SITE_MAP.flatMap((section) => section.links.map((link) => link.label));
    expect(new Set(labels).size).toBe(labels.length);
  });
});
