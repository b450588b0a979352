import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapIndex, sitemapPlan, sitemapUrlEntry } from './sitemap';

describe('sitemapPlan', () => {
  it('keeps one file while every URL fits', () => {
    expect(sitemapPlan({ pages: 33, profiles: 49_967, firms: 0 })).toEqual({ kind: 'single' });
    expect(sitemapPlan({ pages: 33, profiles: 40_000, firms: 9_967 })).toEqual({ kind: 'single' });
  });

  it('splits the profiles, then the firms, into files of at most the limit past it', () => {
    expect(sitemapPlan({ pages: 33, profiles: 49_968, firms: 0 })).toEqual({
      kind: 'index',
      profilePages: 1,
      firmPages: 0,
    });
    expect(sitemapPlan({ pages: 33, profiles: 100_000, firms: 0 })).toEqual({
      kind: 'index',
      profilePages: 2,
      firmPages: 0,
    });
    expect(sitemapPlan({ pages: 33, profiles: 100_001, firms: 0 })).toEqual({
      kind: 'index',
      profilePages: 3,
      firmPages: 0,
    });
    expect(sitemapPlan({ pages: 3, profiles: 5, firms: 0 }, 2)).toEqual({
      kind: 'index',
      profilePages: 3,
      firmPages: 0,
    });
    expect(sitemapPlan({ pages: 33, profiles: 40_000, firms: 60_000 })).toEqual({
      kind: 'index',
      profilePages: 1,
      firmPages: 2,
    });
  });
});

describe('sitemap text', () => {
  it('escapes the URLs it writes', () => {
    expect(sitemapUrlEntry('https://exemple.fr/a?b=1&c=2')).toBe(
      '<url><loc>https://exemple.fr/a?b=1&amp;c=2</loc></url>\n',
    );
    expect(sitemapIndex(['https://exemple.fr/s-1.xml'])).toContain(
      '<sitemap><loc>https://exemple.fr/s-1.xml</loc></sitemap>',
    );
  });

  it('robots.txt points at the absolute sitemap URL', () => {
    expect(robotsTxt('https://exemple.fr').split('\n')).toContain('Sitemap: https://exemple.fr/sitemap.xml');
  });
});
