import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database';
import { PROJECT_ROOT } from '../platform/project-root';
import { createScratchPostgresDatabase, fillPgliteDataDir, migratedPostgresTemplate } from './test-database';

/** A port nobody listens on right now (the kernel's choice). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('pas de port libre');
  return address.port;
}

export type TProcessExit = { code: number | null; signal: NodeJS.Signals | null };

export type TRunningProcess = {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the output once it matches, rejects if the process ends first or time runs out. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<TProcessExit>;
};

/** The entries a test may run, and the file scripts/build-server.mjs bundles each into. */
const BUNDLED_ENTRIES = {
  'server/app/main.ts': 'main.js',
  'server/app/operations/create-admin-command.ts': 'create-admin.js',
} as const;

let serverBundle: Promise<string> | null = null;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The server bundled from the current sources, once per test worker, as `npm run build` bundles it for
 * production: starting it takes a second, where tsx compiled every module again at each start.
 */
function bundledServer(): Promise<string> {
  serverBundle ??= new Promise((resolve, reject) => {
    const builds = join(PROJECT_ROOT, '.tmp', 'test-server-builds');
    mkdirSync(builds, { recursive: true });
    // Vitest ends its workers without an exit event: each worker clears the folders of workers gone.
    for (const pid of readdirSync(builds))
      if (!processAlive(Number(pid))) rmSync(join(builds, pid), { recursive: true, force: true });
    const outdir = join(builds, String(process.pid));
    const build = spawn(process.execPath, [join(PROJECT_ROOT, 'scripts/build-server.mjs')], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, BUILD_SERVER_OUTDIR: outdir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    build.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    build.on('exit', (code) =>
      code === 0 ? resolve(outdir) : reject(new Error(`build du serveur en échec :\n${errors}`)),
    );
  });
  return serverBundle;
}

/**
 * An entry of the server (the server itself, an operations command) in its own process, bundled from the
 * sources as for production: with only the variables given (and PATH, HOME, TZ).
 */
export async function runServerEntry(
  entry: keyof typeof BUNDLED_ENTRIES,
  env: Record<string, string>,
  args: string[] = [],
): Promise<TRunningProcess> {
  const outdir = await bundledServer();
  return runNode(['--enable-source-maps', join(outdir, BUNDLED_ENTRIES[entry]), ...args], {
    cwd: PROJECT_ROOT,
    env: { TZ: 'Europe/Paris', ...env },
  });
}

/** Node in its own process, from `cwd`, with only the variables given (and PATH, HOME). */
export function runNode(
  args: string[],
  options: { cwd: string; env: Record<string, string> },
): TRunningProcess {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? tmpdir(),
      ...options.env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const wake of waiters) wake();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<TProcessExit>((resolve) => {
    child.on('exit', (code, signal) => {
      for (const wake of waiters) wake();
      resolve({ code, signal });
    });
  });
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  return {
    child,
    output: () => output,
    exited,
    waitForOutput(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${pattern} attendu, reçu :\n${output}`));
        }, timeoutMs);
        function check() {
          if (pattern.test(output)) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve(output);
          } else if (ended || child.exitCode !== null) {
            clearTimeout(timer);
            waiters.delete(check);
            reject(new Error(`le processus s'est arrêté avant ${pattern} :\n${output}`));
          }
        }
        waiters.add(check);
        check();
      });
    },
  };
}

/**
 * Where a server process keeps its data in this test project: a PostgreSQL database (TEST_DB=postgres) or a
 * PGlite directory, and the variables that point the server at it. `new` (the default) has no migration
 * applied: the server migrates it as at a first deployment. `migrated`, for a test whose subject is not the
 * first start, spares the server the migrations.
 */
export async function createServerDatabase(content: 'new' | 'migrated' = 'new'): Promise<{
  env: Record<string, string>;
  /** A query on that database (PostgreSQL only; PGlite is opened by the server process alone). */
  postgresUrl: string | null;
  dispose(): Promise<void>;
}> {
  if (process.env.TEST_DB !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'jurisrdv-server-'));
    await fillPgliteDataDir(join(dataDir, 'pglite'), content);
    return {
      env: { DATA_DIR: dataDir },
      postgresUrl: null,
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const template = content === 'migrated' ? await migratedPostgresTemplate() : null;
  const database = await createScratchPostgresDatabase('jurisrdv_server', template);
  if (content === 'migrated' && !template) {
    const handle = await openDatabase({ driver: 'postgres', url: database.url, poolSize: 1 });
    await handle.migrate().finally(() => handle.close());
  }
  return {
    env: { DATABASE_URL: database.url, DATABASE_POOL_SIZE: '3' },
    postgresUrl: database.url,
    dispose: database.dispose,
  };
}
