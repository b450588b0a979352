import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapIndex, sitemapPlan, sitemapUrlEntry } from './sitemap';

describe('sitemapPlan', () => {
  it('keeps one file while every URL fits', () => {
    expect(sitemapPlan(33, 49_967)).toEqual({ kind: 'single' });
  });

  it('splits the profiles into files of at most the limit past it', () => {
    expect(sitemapPlan(33, 49_968)).toEqual({ kind: 'index', profilePages: 1 });
    expect(sitemapPlan(33, 100_000)).toEqual({ kind: 'index', profilePages: 2 });
    expect(sitemapPlan(33, 100_001)).toEqual({ kind: 'index', profilePages: 3 });
    expect(sitemapPlan(3, 5, 2)).toEqual({ kind: 'index', profilePages: 3 });
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
