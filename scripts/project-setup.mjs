// Shared by `npm start` and `npm test`: install dependencies when missing, build when sources changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_STAMP = join(ROOT, 'dist/.build-stamp');
const BUILD_INPUTS = [
  'domain',
  'server',
  'web',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'scripts/build-server.mjs',
  'scripts/vite-precompress-plugin.ts',
];

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) process.exit(status);
}

export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules/.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)) return;
  // A checkout or a git worktree dates the lockfile afresh: install only if what it pins differs.
  if (existsSync(marker) && existsSync(lock) && installedMatchesLock(lock, marker)) return;
  console.log('Installation des dépendances (npm install)…');
  // npm install rather than npm ci: see docs/decisions/0001-stack-and-layout.md.
  runOrExit('npm', ['install', '--no-audit', '--no-fund']);
}

/** Every package the lockfile pins (optional ones for other platforms aside) is installed at that version. */
function installedMatchesLock(lock, marker) {
  try {
    const pinned = JSON.parse(readFileSync(lock, 'utf8')).packages ?? {};
    const installed = JSON.parse(readFileSync(marker, 'utf8')).packages ?? {};
    return Object.entries(pinned).every(
      ([path, entry]) =>
        path === '' ||
        (installed[path] ? installed[path].version === entry.version : entry.optional === true),
    );
  } catch {
    return false;
  }
}

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function ensureBuilt({ force = false } = {}) {
  const newestSource = Math.max(...BUILD_INPUTS.map((input) => newestMtime(join(ROOT, input))));
  const builtAt = existsSync(BUILD_STAMP) ? Number(readFileSync(BUILD_STAMP, 'utf8')) : 0;
  const complete = [
    'dist/web/index.html',
    'dist/server/main.js',
    'dist/server/ics-parse-worker.js',
    'dist/server/migrate.js',
    'dist/server/create-admin.js',
    'dist/server/db-backup.js',
    'dist/server/db-restore.js',
    'dist/server/password-strength-worker.mjs',
  ].every((file) => existsSync(join(ROOT, file)));
  if (!force && complete && builtAt >= newestSource) return;
  console.log('Construction de l’application (npm run build)…');
  runOrExit('npm', ['run', 'build']);
  writeFileSync(BUILD_STAMP, String(Date.now()));
}
