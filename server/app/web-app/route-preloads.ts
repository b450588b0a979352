import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The lazily loaded module of the pages a visitor most often opens first (web/app/router.tsx), as
 * Vite's manifest names them (relative to web/). Their chunks are announced in the page's HTML, so
 * the browser fetches them with the entry instead of after it has run (one round trip less).
 */
export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  '/search': 'features/directory/search/search-page.tsx',
  '/lawyer/:id': 'features/directory/professionals/lawyer-profile-page.tsx',
  '/cabinet/:id': 'app/firm-route.tsx',
  '/pro': 'features/directory/pro-marketing/pro-landing-page.tsx',
};

type TManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
export type TViteManifest = Record<string, TManifestChunk>;

/** Where `build.manifest: true` (vite.config.ts) writes the manifest, relative to the built app. */
export const MANIFEST_PATH = '.vite/manifest.json';

function staticClosure(manifest: TViteManifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
}

/**
 * For each route pattern, the files of its module and of what it imports statically, less those the
 * entry already loads (index.html announces them).
 */
export function routePreloads(
  manifest: TViteManifest,
  routeModules: Readonly<Record<string, string>> = ROUTE_MODULES,
): Map<string, string[]> {
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) staticClosure(manifest, key, loadedByEntry);
  }
  const preloads = new Map<string, string[]>();
  for (const [pattern, module] of Object.entries(routeModules)) {
    const closure = new Set<string>();
    staticClosure(manifest, module, closure);
    const files = [...closure].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]?.file);
    const jsFiles = files.filter((file): file is string => typeof file === 'string' && file.endsWith('.js'));
    if (jsFiles.length > 0) preloads.set(pattern, jsFiles);
  }
  return preloads;
}

/** The route preloads of the built app in `webDistDir`; none when it was built without a manifest. */
export function readRoutePreloads(webDistDir: string): Map<string, string[]> {
  const path = join(webDistDir, MANIFEST_PATH);
  if (!existsSync(path)) return new Map();
  return routePreloads(JSON.parse(readFileSync(path, 'utf8')) as TViteManifest);
}

/**
 * The page's HTML announcing these modules, as Vite announces the entry's (`crossorigin`: same request mode), at low
 * priority: the page is drawn by the server, its scripts only hydrate it (vite.config.ts, `lowPriorityScripts`).
 */
export function addModulePreloads(html: string, files: readonly string[] | undefined): string {
  if (!files || files.length === 0 || !/<\/head>/i.test(html)) return html;
  const links = files
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('\n    ');
  return html.replace(/<\/head>/i, () => `  ${links}\n  </head>`);
}
