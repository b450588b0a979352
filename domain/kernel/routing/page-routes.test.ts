import { describe, expect, it } from 'vitest';
import { matchPageRoute } from './page-routes';

describe('matchPageRoute', () => {
  it('finds static pages and named parameters', () => {
    expect(matchPageRoute('/')).toEqual({ pattern: '/', params: {} });
    expect(matchPageRoute('/pro/securite')).toEqual({ pattern: '/pro/securite', params: {} });
    expect(matchPageRoute('/lawyer/42')).toEqual({ pattern: '/lawyer/:id', params: { id: '42' } });
    expect(matchPageRoute('/pro/dashboard/cases/7')).toEqual({
      pattern: '/pro/dashboard/cases/:id',
      params: { id: '7' },
    });
  });

  it('matches like react-router: trailing slash, letter case, query string and fragment', () => {
    expect(matchPageRoute('/about/')?.pattern).toBe('/about');
    expect(matchPageRoute('/Pro/Tarifs')?.pattern).toBe('/pro/tarifs');
    expect(matchPageRoute('/search?location=Paris#results')?.pattern).toBe('/search');
    expect(matchPageRoute('/lawyer/%C3%A9')).toEqual({ pattern: '/lawyer/:id', params: { id: 'é' } });
  });

  it('knows no other path', () => {
    for (const path of [
      '/nope',
      '/lawyer',
      '/lawyer/1/extra',
      '/pro/dashboard/nope',
      '/api/health',
      '/%E0%A4%A',
    ]) {
      expect(matchPageRoute(path), path).toBeNull();
    }
  });
});
