import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAFF_ROUTE_RULES, staffRouteRule } from './staff-route-permissions';

const routes = new Set(
  readFileSync(new URL('../../app/app-routes.snapshot.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean),
);

describe('the routes a firm’s staff may use', () => {
  it('name only routes that exist, all in the workspace API', () => {
    for (const key of Object.keys(STAFF_ROUTE_RULES)) {
      expect(routes.has(key), key).toBe(true);
      expect(key.split(' ')[1]?.startsWith('/api/pro/'), key).toBe(true);
    }
  });

  it('read HEAD as its GET, and leave every other route to lawyers', () => {
    expect(staffRouteRule('HEAD', '/api/pro/appointments')).toEqual(
      staffRouteRule('GET', '/api/pro/appointments'),
    );
    expect(staffRouteRule('POST', '/api/pro/cases')).toBeUndefined();
    expect(staffRouteRule('PUT', '/api/pro/cases/:id/access')).toBeUndefined();
    expect(staffRouteRule('GET', '/api/pro/cases')).toEqual({ scope: 'member', permission: 'cases.shared' });
    expect(staffRouteRule('GET', undefined)).toBeUndefined();
  });
});
