import { describe, expect, it } from 'vitest';
import { isServerRenderedPage } from './server-rendered-pages';

describe('isServerRenderedPage', () => {
  it('draws the public pages and the 404 page on the server', () => {
    for (const pattern of [
      '/',
      '/search',
      '/lawyer/:id',
      '/cabinet/:id',
      '/faq',
      '/pro',
      '/pro/tarifs',
    ] as const)
      expect(isServerRenderedPage(pattern)).toBe(true);
    expect(isServerRenderedPage(null)).toBe(true);
  });

  it('leaves the forms, the client space, the workspace and the admin to the browser', () => {
    for (const pattern of [
      '/login',
      '/register',
      '/dashboard',
      '/admin',
      '/pro/login',
      '/pro/dashboard',
    ] as const)
      expect(isServerRenderedPage(pattern)).toBe(false);
  });
});
