// npm run measure:home-js — the JavaScript the browser downloads before `/` can render (issue 30: ≤ 100 kB
// gzipped): the entry of the built app (dist/web) and every chunk it imports statically, as Vite's manifest
// names them; the home page is in the entry (web/app/router.tsx), the other pages load on demand. Sizes of the
// `.gz` copies the build writes beside each asset (scripts/vite-precompress-plugin.ts). Needs `npm run build`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './project-setup.mjs';

const LIMIT_KB = 100;
const webDir = join(ROOT, 'dist/web');
const manifestPath = join(webDir, '.vite/manifest.json');
if (!existsSync(manifestPath)) throw new Error(`${manifestPath} manquant : npm run build d’abord`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const closure = new Set();
const visit = (key) => {
  if (closure.has(key) || !manifest[key]) return;
  closure.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

/** The gzipped size of a built file: its `.gz` copy, or the file gzipped here when the build kept none (tiny files). */
function gzippedBytes(file) {
  const path = join(webDir, file);
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path)).length;
}

const files = [...closure].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const sizes = files.map((file) => ({ file, bytes: gzippedBytes(file) })).sort((a, b) => b.bytes - a.bytes);
const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
if (process.argv.includes('--detail'))
  for (const { file, bytes } of sizes) console.log(`${kb(bytes).padStart(10)}  ${file}`);
console.log(
  `JavaScript avant que / puisse s’afficher, gzip : ${kb(total)} (${files.length} fichiers ; cible ≤ ${LIMIT_KB} kB)`,
);
if (process.argv.includes('--check') && total > LIMIT_KB * 1000) process.exitCode = 1;
