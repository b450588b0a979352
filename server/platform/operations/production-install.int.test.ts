// The deployment path (issue 23 §6) without Docker, which does not run where the project is developed: the
// Dockerfile's steps followed outside it (server/test-support/production-install.ts reads the Dockerfile),
// then the runtime folder migrated, started and asked as an operator and a visitor would; compose.yaml and
// the Caddyfile checked against the image, the configuration and each other.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { z } from '#domain/kernel/zod-fr.ts';
import { openDatabase } from '#server/db/database.ts';
import { users } from '#server/db/schema/index.ts';
import { readDockerfile } from '#server/test-support/dockerfile.ts';
import { installAsTheDockerfileSays, type TRuntimeImage } from '#server/test-support/production-install.ts';
import {
  createServerDatabase,
  freePort,
  runNode,
  type TRunningProcess,
} from '#server/test-support/server-process.ts';
import { configurationWarnings, loadConfig } from '../config';
import { DOCUMENT_BODY_LIMIT } from '../http/stored-files';
import { PROJECT_ROOT } from '../project-root';

/** What the Dockerfile's HEALTHCHECK, compose.yaml and the Caddyfile ask before sending traffic. */
const READINESS_PATH = '/api/health/ready';

const PUBLIC_URL = 'https://rdv.cabinet-exemple.fr';

function printTimings(title: string, timings: { step: string; ms: number; note: string }[]): void {
  const lines = timings.map(
    ({ step, ms, note }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${step}${note ? ` (${note})` : ''}`,
  );
  console.log(`${title} [${process.env.TEST_DB}]\n${lines.join('\n')}`);
}

/** The server's own sources (tests and their support aside): what the built server reads at run time. */
function serverSources(): { path: string; text: string }[] {
  const found: { path: string; text: string }[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(PROJECT_ROOT, relative), { withFileTypes: true })) {
      const path = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'test-support') walk(path);
      } else if (/\.(ts|mjs)$/u.test(entry.name) && !/\.test\.ts$/u.test(entry.name)) {
        found.push({ path, text: readFileSync(join(PROJECT_ROOT, path), 'utf8') });
      }
    }
  };
  walk('server');
  return found;
}

/**
 * The paths under the project root that the server opens: every `join(PROJECT_ROOT, '…')`. A use of
 * PROJECT_ROOT of another form fails here, so that a new file the server reads cannot escape the image.
 */
function pathsReadFromProjectRoot(): { required: string[]; optional: string[] } {
  const required = new Set<string>();
  const optional = new Set<string>();
  for (const { path, text } of serverSources()) {
    for (const line of text.split('\n')) {
      if (!line.includes('PROJECT_ROOT')) continue;
      if (/^\s*import\s|^\s*export const PROJECT_ROOT = /u.test(line)) continue;
      // DATA_DIR: made at run time (the Dockerfile's `mkdir -p data`), nothing to copy.
      if (line.includes('resolve(PROJECT_ROOT, parsed.DATA_DIR)')) continue;
      const joined = /join\(PROJECT_ROOT, '([^']+)'\)/u.exec(line)?.[1];
      if (!joined)
        throw new Error(`${path} : PROJECT_ROOT employé d'une façon que ce test ne sait pas lire :\n${line}`);
      // `.env` is read only when present (operations/run-command.ts); an image gets its variables otherwise.
      if (joined === '.env') optional.add(joined);
      else required.add(joined);
    }
  }
  return { required: [...required].sort(), optional: [...optional] };
}

/** The packages the built server imports (bare specifiers), and those it resolves with require.resolve. */
function packagesTheBuiltServerLoads(root: string): string[] {
  const names = new Set<string>();
  const serverDir = join(root, 'dist/server');
  for (const file of readdirSync(serverDir).filter((name) => /\.m?js$/u.test(name))) {
    const text = readFileSync(join(serverDir, file), 'utf8');
    const specifiers = [
      ...text.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gmu),
      ...text.matchAll(/^import\s*"([^"]+)"/gmu),
      ...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/gu),
      ...text.matchAll(/\brequire\d*\.resolve\(\s*[`'"]([^`'"$]+)/gu),
    ].map((match) => match[1] ?? '');
    for (const specifier of specifiers) {
      if (specifier === '' || specifier.startsWith('node:') || specifier.startsWith('.')) continue;
      const parts = specifier.split('/');
      names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? ''));
    }
  }
  return [...names].sort();
}

/** Files the server starts as workers from beside itself (`new URL('./…', import.meta.url)`). */
function workerFiles(): string[][] {
  const groups: string[][] = [];
  for (const { text } of serverSources()) {
    for (const match of text.matchAll(/new URL\(([^()]*?),\s*import\.meta\.url\s*\)/gsu)) {
      const literals = [...(match[1] ?? '').matchAll(/'\.\/([^']+)'/gu)].map((literal) => literal[1] ?? '');
      if (literals.length > 0) groups.push(literals);
    }
  }
  return groups;
}

const ZPackageJson = z.object({
  dependencies: z.record(z.string(), z.string()),
  devDependencies: z.record(z.string(), z.string()),
});

async function waitUntilReady(server: TRunningProcess, base: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`le serveur s'est arrêté :\n${server.output()}`);
    const status = await fetch(`${base}${READINESS_PATH}`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${READINESS_PATH} n'a pas répondu 200 à temps :\n${server.output()}`);
}

describe('the image, built and installed as the Dockerfile says', { timeout: 600_000 }, () => {
  let image: TRuntimeImage;

  beforeAll(async () => {
    image = await installAsTheDockerfileSays();
    printTimings('Installation comme le Dockerfile', image.timings);
  }, 600_000);

  afterAll(() => image?.dispose());

  it('runs node as a non-root user, in production, with the production dependencies only', () => {
    expect(image.env.NODE_ENV).toBe('production');
    expect(image.user).toBeTruthy();
    expect(['root', '0']).not.toContain(image.user);
    expect(image.ownedBy).toBe(image.user);
    expect(image.exposed).toEqual(['3000']);
    expect(image.command).toEqual(['node', 'dist/server/main.js']);
    expect(image.installCommand).toMatch(/^npm install (.* )?--omit=dev( |$)/u);
    const runs = readDockerfile(PROJECT_ROOT).flatMap((stage) =>
      stage.instructions.filter((instruction) => instruction.keyword === 'RUN').map((run) => run.text),
    );
    expect(runs.filter((run) => /\bnpm ci\b/u.test(run))).toEqual([]);

    const manifest = ZPackageJson.parse(JSON.parse(readFileSync(join(image.root, 'package.json'), 'utf8')));
    // Type packages come along as optional peers of drizzle-orm and radix-ui: npm installs them, inert.
    const devInstalled = Object.keys(manifest.devDependencies).filter(
      (name) => !name.startsWith('@types/') && existsSync(join(image.root, 'node_modules', name)),
    );
    expect(devInstalled).toEqual([]);
    expect(existsSync(join(image.root, 'node_modules/vitest'))).toBe(false);
    expect(existsSync(join(image.root, 'node_modules/typescript'))).toBe(false);

    const missingPackages = packagesTheBuiltServerLoads(image.root).filter(
      (name) => !existsSync(join(image.root, 'node_modules', name, 'package.json')),
    );
    expect(missingPackages).toEqual([]);
  });

  it('copies the built output and exactly what the server reads from its root', () => {
    const { required, optional } = pathsReadFromProjectRoot();
    expect(required).toContain('server/db/migrations');
    const missing = required.filter((path) => !existsSync(join(image.root, path)));
    expect(missing, 'lus par le serveur, absents de l’image').toEqual([]);
    for (const path of optional) expect(existsSync(join(image.root, path)), path).toBe(false);
    for (const group of workerFiles()) {
      expect(
        group.some((file) => existsSync(join(image.root, 'dist/server', file))),
        `aucun de ${group.join(', ')} dans dist/server`,
      ).toBe(true);
    }
    // Nothing else from the sources: the built output comes from the build stage, and only it.
    for (const copy of image.copies) {
      if (copy.from) {
        expect(copy.source).toBe('/app/dist');
        continue;
      }
      const source = copy.source.replace(/\/$/u, '');
      const reason =
        ['package.json', 'package-lock.json'].includes(source) ||
        required.some((path) => source === path || source.startsWith(`${path}/`));
      expect(reason, `${copy.source} copié sans que le serveur le lise`).toBe(true);
    }
  });

  it('migrates a fresh database, starts behind https, is ready, answers, and gets its administrator from create-admin', async () => {
    const timings: { step: string; ms: number; note: string }[] = [];
    // PostgreSQL: a new database. PGlite: the image's own ./data, the folder its Dockerfile makes writable.
    const database = process.env.TEST_DB === 'postgres' ? await createServerDatabase() : null;
    const processes: TRunningProcess[] = [];
    try {
      const port = await freePort();
      const env = {
        ...image.env,
        ...database?.env,
        PUBLIC_URL,
        TRUST_PROXY: '1',
        TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        MESSAGES_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        PORT: String(port),
        HOST: '127.0.0.1',
      };
      const inImage = (args: string[]) => {
        const running = runNode(args, { cwd: image.root, env });
        processes.push(running);
        return running;
      };

      let started = Date.now();
      const migrate = inImage(['dist/server/migrate.js']);
      expect((await migrate.exited).code, migrate.output()).toBe(0);
      expect(migrate.output()).toMatch(/Migrations appliquées sur/u);
      timings.push({ step: 'node dist/server/migrate.js', ms: Date.now() - started, note: 'base neuve' });

      started = Date.now();
      const [command, ...args] = image.command ?? [];
      expect(command).toBe('node');
      const server = inImage(args);
      const base = `http://127.0.0.1:${port}`;
      await waitUntilReady(server, base, 120_000);
      timings.push({
        step: `${image.command?.join(' ')} jusqu'à ${READINESS_PATH} = 200`,
        ms: Date.now() - started,
        note: '',
      });
      expect(server.output()).toContain('démonstration\u00a0: non');

      started = Date.now();
      const [healthCommand, ...healthArgs] = image.healthcheck ?? [];
      expect(healthCommand).toBe('node');
      expect(healthArgs.join(' ')).toContain(READINESS_PATH);
      const healthcheck = inImage(healthArgs);
      expect((await healthcheck.exited).code, healthcheck.output()).toBe(0);
      timings.push({
        step: 'HEALTHCHECK du Dockerfile',
        ms: Date.now() - started,
        note: READINESS_PATH,
      });

      started = Date.now();
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      // Drawn on the server by the image's own render worker (ADR 0075), not an empty root.
      expect(html).toContain('<div id="root" data-rendu-serveur="">');
      expect(html).toContain('Trouvez un professionnel du droit');
      const script = /src="(\/assets\/[^"]+\.js)"/u.exec(html)?.[1];
      expect(script, html).toBeTruthy();
      expect((await fetch(`${base}${script}`)).status).toBe(200);
      const searchPage = await fetch(`${base}/search?location=Paris`);
      expect(searchPage.headers.get('content-type')).toContain('text/html');

      const facts = (await (await fetch(`${base}/api/site/facts`)).json()) as { demoMode: boolean };
      expect(facts.demoMode).toBe(false);
      const search = (await (await fetch(`${base}/api/professionals/search?location=Paris`)).json()) as {
        total: number;
      };
      expect(search.total).toBe(0);
      const demoLogin = await fetch(`${base}/api/auth/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
        body: JSON.stringify({ email: 'admin@example.com', password: 'demo-2025' }),
      });
      expect(demoLogin.status).toBe(401);
      // argon2's native binary and the password-strength worker, both from the production install.
      const registered = await fetch(`${base}/api/auth/client/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PUBLIC_URL, 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify({
          firstName: 'Jeanne',
          lastName: 'Martin',
          email: 'jeanne.martin@cabinet-exemple.fr',
          password: 'Une-phrase-solide-pour-Jeanne',
          acceptTerms: true,
        }),
      });
      expect(registered.status, await registered.clone().text()).toBe(201);
      expect(registered.headers.getSetCookie().join('\n')).toContain('Secure');
      timings.push({ step: 'page, fichier, API, inscription', ms: Date.now() - started, note: '' });

      started = Date.now();
      server.child.kill('SIGTERM');
      expect((await server.exited).code, server.output()).toBe(0);
      timings.push({ step: 'SIGTERM jusqu’à la sortie', ms: Date.now() - started, note: '' });

      // PGlite is opened by one process at a time: the command runs with the server stopped.
      started = Date.now();
      const createAdmin = inImage(['dist/server/create-admin.js', '--email', 'direction@cabinet-exemple.fr']);
      expect((await createAdmin.exited).code, createAdmin.output()).toBe(0);
      expect(createAdmin.output()).toMatch(
        /Mot de passe \(affiché une seule fois, notez-le maintenant\)\s: \S{24}/u,
      );
      timings.push({
        step: 'node dist/server/create-admin.js --email …',
        ms: Date.now() - started,
        note: '',
      });

      const handle = database?.postgresUrl
        ? await openDatabase({ driver: 'postgres', url: database.postgresUrl, poolSize: 1 })
        : await openDatabase({ driver: 'pglite', dataDir: join(image.root, 'data/pglite') });
      try {
        const accounts = await handle.db.select({ email: users.email, role: users.role }).from(users);
        expect(accounts.filter((account) => account.email.endsWith('@example.com'))).toEqual([]);
        expect(accounts.map((account) => `${account.role} ${account.email}`).sort()).toEqual([
          'admin direction@cabinet-exemple.fr',
          'client jeanne.martin@cabinet-exemple.fr',
        ]);
      } finally {
        await handle.close();
      }
    } finally {
      for (const running of processes) {
        if (running.child.exitCode === null && running.child.signalCode === null) {
          running.child.kill('SIGKILL');
          await running.exited;
        }
      }
      await database?.dispose();
      printTimings('Image lancée', timings);
    }
  });
});

/**
 * The part of Compose's format that compose.yaml uses; strict, so that a misspelt key (`depend_on`) fails
 * here instead of being ignored by the reader and by Docker alike.
 */
const ZService = z.strictObject({
  image: z.string().optional(),
  build: z.string().optional(),
  command: z.array(z.string()).optional(),
  env_file: z.string().optional(),
  environment: z.record(z.string(), z.string()).optional(),
  depends_on: z
    .union([z.array(z.string()), z.record(z.string(), z.strictObject({ condition: z.string() }))])
    .optional(),
  volumes: z.array(z.string()).optional(),
  ports: z.array(z.string()).optional(),
  healthcheck: z
    .strictObject({
      test: z.array(z.string()),
      interval: z.string(),
      timeout: z.string(),
      retries: z.number(),
    })
    .optional(),
  stop_grace_period: z.string().optional(),
  restart: z.string().optional(),
});

const ZCompose = z.strictObject({
  services: z.record(z.string(), ZService),
  volumes: z.record(z.string(), z.null()).optional(),
});

/** Compose's interpolation as compose.yaml uses it: ${NAME}, ${NAME:?message}, ${NAME:-default}. */
function interpolate(value: string, variables: Record<string, string>): string {
  const result = value.replace(
    /\$\{([A-Z_][A-Z0-9_]*)(?::([?-])([^}]*))?\}/gu,
    (_whole, name: string, kind: string | undefined, word: string | undefined) => {
      const given = variables[name];
      if (given !== undefined && given !== '') return given;
      if (kind === '?') throw new Error(`compose.yaml : ${word}`);
      return kind === '-' ? (word ?? '') : '';
    },
  );
  if (result.includes('$'))
    throw new Error(`compose.yaml : « ${value} » : forme de variable inconnue du test`);
  return result;
}

/** The environment a service's container gets: its env_file, then `environment` over it. */
function containerEnvironment(
  service: z.infer<typeof ZService>,
  envFile: Record<string, string>,
): Record<string, string> {
  const environment: Record<string, string> = service.env_file ? { ...envFile } : {};
  for (const [name, value] of Object.entries(service.environment ?? {})) {
    environment[name] = interpolate(value, envFile);
  }
  return environment;
}

type TCaddyNode = { words: string[]; children: TCaddyNode[] | null; line: number };

/**
 * A Caddyfile read into directives and blocks: comments, quotes, balanced braces. Not Caddy's parser
 * (`caddy adapt` runs too when caddy is installed), enough to find its structure and a missing brace.
 */
function parseCaddyfile(text: string): TCaddyNode[] {
  const root: TCaddyNode[] = [];
  const stack: TCaddyNode[][] = [root];
  text.split('\n').forEach((raw, index) => {
    const words = [...raw.matchAll(/"(?:[^"\\]|\\.)*"|`[^`]*`|\S+/gu)].map((match) => match[0]);
    const comment = words.findIndex((word) => word.startsWith('#'));
    if (comment >= 0) words.splice(comment);
    if (words.length === 0) return;
    const current = stack.at(-1) ?? root;
    if (words.length === 1 && words[0] === '}') {
      if (stack.length === 1) throw new Error(`Caddyfile, ligne ${index + 1} : « } » sans bloc ouvert`);
      stack.pop();
      return;
    }
    if (words.includes('{') && words.at(-1) !== '{')
      throw new Error(`Caddyfile, ligne ${index + 1} : « { » en fin de ligne attendu`);
    if (words.includes('}'))
      throw new Error(`Caddyfile, ligne ${index + 1} : « } » seul sur sa ligne attendu`);
    const opens = words.at(-1) === '{';
    const node: TCaddyNode = {
      words: opens ? words.slice(0, -1) : words,
      children: opens ? [] : null,
      line: index + 1,
    };
    current.push(node);
    if (node.children) stack.push(node.children);
  });
  if (stack.length !== 1) throw new Error('Caddyfile : un bloc n’est pas refermé');
  return root;
}

/** Caddy's sizes: 20MB = 20 000 000 bytes, 16MiB = 16 777 216. */
function caddyBytes(size: string): number {
  const match = /^(\d+)(B|KB|MB|GB|KiB|MiB|GiB)?$/u.exec(size);
  if (!match?.[1]) throw new Error(`Caddyfile : taille « ${size} » illisible`);
  const units: Record<string, number> = {
    B: 1,
    KB: 1e3,
    MB: 1e6,
    GB: 1e9,
    KiB: 1024,
    MiB: 1024 ** 2,
    GiB: 1024 ** 3,
  };
  return Number(match[1]) * (units[match[2] ?? 'B'] ?? 1);
}

const REVERSE_PROXY_SUBDIRECTIVES = new Set([
  'lb_policy',
  'lb_try_duration',
  'lb_try_interval',
  'health_uri',
  'health_port',
  'health_interval',
  'health_timeout',
  'health_status',
  'health_body',
  'health_headers',
  'fail_duration',
  'max_fails',
  'unhealthy_status',
  'unhealthy_latency',
  'header_up',
  'header_down',
  'flush_interval',
  'transport',
]);

describe('compose.yaml and the Caddyfile', () => {
  it('run the image as the Dockerfile builds it: PostgreSQL 17, migrate first, two instances behind Caddy', () => {
    const document = z
      .record(z.string(), z.unknown())
      .parse(parseYaml(readFileSync(join(PROJECT_ROOT, 'compose.yaml'), 'utf8'), { merge: true }));
    // `x-…` keys are Compose's extension fields: the anchors the services are made from.
    const compose = ZCompose.parse(
      Object.fromEntries(Object.entries(document).filter(([key]) => !key.startsWith('x-'))),
    );
    const services = compose.services;
    const declaredVolumes = Object.keys(compose.volumes ?? {});

    const postgres = services.postgres;
    expect(postgres?.image).toMatch(/^postgres:17/u);
    expect(postgres?.healthcheck?.test).toContain('pg_isready');
    expect(postgres?.volumes?.some((volume) => volume.endsWith(':/var/lib/postgresql/data'))).toBe(true);

    const migrate = services.migrate;
    expect(migrate?.command).toEqual(['node', 'dist/server/migrate.js']);
    expect(migrate?.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });

    const instances = Object.entries(services).filter(
      ([, service]) => service.image === migrate?.image && service.command === undefined,
    );
    expect(instances.map(([name]) => name)).toEqual(['app-1', 'app-2']);
    for (const [, service] of [...instances, ['migrate', migrate] as const]) {
      expect(service?.build).toBe('.');
      expect(service?.env_file).toBe('.env');
    }

    // The example env file, its secrets generated as its comments say, as an operator's `.env`.
    const example: Record<string, string> = {};
    for (const [name, value] of Object.entries(
      parseEnv(readFileSync(join(PROJECT_ROOT, 'deploy/env.example'), 'utf8')),
    )) {
      if (value !== undefined) example[name] = value;
    }
    expect(example.POSTGRES_PASSWORD).toBe('');
    expect(example.TOTP_ENCRYPTION_KEY).toBe('');
    expect(example.MESSAGES_ENCRYPTION_KEY).toBe('');
    const envFile: Record<string, string> = {
      ...example,
      POSTGRES_PASSWORD: randomBytes(32).toString('hex'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      MESSAGES_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    expect(() => containerEnvironment(migrate ?? {}, example)).toThrow(
      /POSTGRES_PASSWORD manque dans \.env/u,
    );

    const postgresEnvironment = containerEnvironment(postgres ?? {}, envFile);
    for (const [, service] of instances) {
      expect(service.depends_on).toMatchObject({ migrate: { condition: 'service_completed_successfully' } });
      const environment = containerEnvironment(service, envFile);
      const config = loadConfig(environment);
      expect(configurationWarnings(environment, config)).toEqual([]);
      expect(config.publicUrl).toMatch(/^https:\/\//u);
      expect(config.demoData).toBe(false);
      expect(config.trustProxy).toBe(1);
      expect(config.smtpUrl).toBeTruthy();
      expect(config.totpEncryptionKey).not.toBeNull();
      expect(config.messagesEncryption.derived).toBe(false);
      expect(config.port).toBe(3000);
      const databaseUrl = new URL(config.databaseUrl ?? '');
      expect(databaseUrl.hostname).toBe('postgres');
      expect(databaseUrl.username).toBe(postgresEnvironment.POSTGRES_USER);
      expect(databaseUrl.password).toBe(postgresEnvironment.POSTGRES_PASSWORD);
      expect(databaseUrl.pathname).toBe(`/${postgresEnvironment.POSTGRES_DB}`);
      // Docker's default 10 s would kill an instance still finishing its requests (SHUTDOWN_TIMEOUT_SECONDS).
      expect(Number.parseInt(service.stop_grace_period ?? '10', 10)).toBeGreaterThan(
        config.shutdownTimeoutMs / 1000,
      );
    }
    expect(containerEnvironment(migrate ?? {}, envFile)).toEqual(
      containerEnvironment(instances[0]?.[1] ?? {}, envFile),
    );

    const caddy = services.caddy;
    expect(caddy?.image).toMatch(/^caddy:2/u);
    expect(caddy?.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(containerEnvironment(caddy ?? {}, envFile)).toEqual({ PUBLIC_URL: envFile.PUBLIC_URL });
    const caddyfileMount = caddy?.volumes?.find((volume) => volume.includes(':/etc/caddy/Caddyfile'));
    const caddyfile = caddyfileMount?.split(':')[0] ?? '';
    expect(existsSync(join(PROJECT_ROOT, caddyfile)), caddyfileMount).toBe(true);
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (!source.startsWith('.')) expect(declaredVolumes, volume).toContain(source);
      }
    }

    const blocks = parseCaddyfile(readFileSync(join(PROJECT_ROOT, caddyfile), 'utf8'));
    // The global options first (the servers' read timeouts, ADR 0045), then the one site.
    const timeouts = blocks[0]?.children
      ?.find((node) => node.words[0] === 'servers')
      ?.children?.find((node) => node.words[0] === 'timeouts')?.children;
    expect(timeouts?.map((node) => node.words[0])).toEqual(['read_header', 'read_body', 'idle']);
    const sites = blocks.slice(1);
    expect(sites.map((site) => site.words)).toEqual([['{$PUBLIC_URL}']]);
    const directives = sites[0]?.children ?? [];
    const proxy = directives.find((node) => node.words[0] === 'reverse_proxy');
    expect(proxy?.words.slice(1)).toEqual(instances.map(([name]) => `${name}:3000`));
    for (const node of proxy?.children ?? []) {
      expect(
        REVERSE_PROXY_SUBDIRECTIVES.has(node.words[0] ?? ''),
        `ligne ${node.line}\u00a0: ${node.words[0]}`,
      ).toBe(true);
    }
    expect(proxy?.children?.find((node) => node.words[0] === 'health_uri')?.words[1]).toBe(READINESS_PATH);
    const maxSize = directives.find((node) => node.words[0] === 'request_body')?.children?.[0]?.words;
    expect(maxSize?.[0]).toBe('max_size');
    // Above what the application accepts, so that it is the application that refuses, in French.
    expect(caddyBytes(maxSize?.[1] ?? '')).toBeGreaterThan(DOCUMENT_BODY_LIMIT);

    // Caddy's own parser, where caddy is installed (Debian's package): the real syntax check.
    const adapted = spawnSync(
      'caddy',
      ['adapt', '--config', join(PROJECT_ROOT, caddyfile), '--adapter', 'caddyfile'],
      {
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HOME: process.env.HOME ?? '/tmp',
          PUBLIC_URL: envFile.PUBLIC_URL,
        },
        encoding: 'utf8',
      },
    );
    if (adapted.error) {
      console.log('caddy absent : Caddyfile vérifié par la lecture minimale du test seulement.');
    } else {
      expect(adapted.status, adapted.stderr).toBe(0);
      expect(adapted.stdout).toContain(`"uri":"${READINESS_PATH}"`);
      expect(adapted.stdout).toContain('"dial":"app-1:3000"');
      console.log('Caddyfile accepté par caddy adapt.');
    }
  });
});
