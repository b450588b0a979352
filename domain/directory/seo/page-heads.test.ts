import { describe, expect, it } from 'vitest';
import { PRO_MARKETING_PAGES, PUBLIC_CONTENT_PAGES } from '#domain/kernel/routing/page-routes.ts';
import { formatPageTitle, PUBLIC_PAGE_HEADS } from './page-heads';

describe('PUBLIC_PAGE_HEADS', () => {
  it('gives every public page a title and a description of reasonable length', () => {
    for (const path of [...PUBLIC_CONTENT_PAGES, ...PRO_MARKETING_PAGES]) {
      const head = PUBLIC_PAGE_HEADS[path];
      expect(head.title, path).not.toBe('');
      expect(head.description.length, path).toBeGreaterThan(15);
      expect(head.description.length, path).toBeLessThanOrEqual(320);
    }
  });

  it('formats the tab title as the pages do', () => {
    expect(formatPageTitle(PUBLIC_PAGE_HEADS['/pro/tarifs'])).toBe('Tarifs | JurisRDV Pro');
    expect(formatPageTitle(PUBLIC_PAGE_HEADS['/faq'])).toBe('Questions fréquentes | JurisRDV');
  });
});
