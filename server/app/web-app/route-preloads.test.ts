// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addModulePreloads, ROUTE_MODULES, routePreloads, type TViteManifest } from './route-preloads';

const MANIFEST: TViteManifest = {
  'main.tsx': { file: 'assets/index-a1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b2.js' },
  '_zod.js': { file: 'assets/zod-c3.js' },
  'features/directory/professionals/lawyer-profile-page.tsx': {
    file: 'assets/lawyer-profile-page-d4.js',
    imports: ['_react.js', '_zod.js'],
  },
};

describe('route preloads', () => {
  it('announces a route module and its static imports, less what the entry loads', () => {
    const preloads = routePreloads(MANIFEST, {
      '/lawyer/:id': 'features/directory/professionals/lawyer-profile-page.tsx',
    });
    expect(preloads.get('/lawyer/:id')).toEqual(['assets/lawyer-profile-page-d4.js', 'assets/zod-c3.js']);
  });

  it('adds the links before </head>, and leaves a page without preloads as it is', () => {
    const html = '<html><head><title>t</title></head><body></body></html>';
    expect(addModulePreloads(html, ['assets/x.js'])).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/x.js">\n  </head>',
    );
    expect(addModulePreloads(html, undefined)).toBe(html);
  });

  it('names modules that exist (a renamed page would silently lose its preload)', () => {
    for (const module of Object.values(ROUTE_MODULES)) expect(existsSync(join('web', module))).toBe(true);
  });
});
