import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchPageRoute, PAGE_ROUTE_PATTERNS } from '#domain/kernel/routing/page-routes.ts';
import { paths } from '../shared/paths';
import { appRoutes } from './router';

/** Every path pattern the router declares, made absolute; catch-all `*` routes are not pages. */
function declaredPatterns(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const own =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.index || (route.path !== undefined && !route.children) ? [own || '/'] : [];
    const pageWithChildren = route.path !== undefined && route.children && route.element ? [own] : [];
    return [...here, ...pageWithChildren, ...declaredPatterns(route.children ?? [], own)];
  });
}

function allPathValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [(value as (id: string) => string)('1')];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(allPathValues);
  return [];
}

describe('the route table shared with the server', () => {
  const declared = [...new Set(declaredPatterns(appRoutes))];

  it('knows every page the web router declares (else the server would answer 404 for it)', () => {
    const unknown = declared.filter(
      (pattern) => !(PAGE_ROUTE_PATTERNS as readonly string[]).includes(pattern),
    );
    expect(unknown).toEqual([]);
  });

  it('declares no page the web router does not have (else the server would answer 200 for it)', () => {
    const missing = PAGE_ROUTE_PATTERNS.filter((pattern) => !declared.includes(pattern));
    expect(missing).toEqual([]);
  });

  it('matches every path of web/shared/paths.ts', () => {
    const unmatched = allPathValues(paths).filter((path) => matchPageRoute(path) === null);
    expect(unmatched).toEqual([]);
  });
});
