// typography-fixer: off — it compares the server's log lines, which are written for operators with plain spaces.
// The server as an operator runs it: its own process, its variables, its signals (issue 23 §1, §3).
import { existsSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createServerDatabase,
  freePort,
  runServerEntry,
  type TRunningProcess,
} from '#server/test-support/server-process.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function track(running: TRunningProcess): TRunningProcess {
  cleanups.push(async () => {
    if (running.child.exitCode === null && running.child.signalCode === null) {
      running.child.kill('SIGKILL');
      await running.exited;
    }
  });
  return running;
}

async function serverDatabase(content: 'new' | 'migrated' = 'new') {
  const database = await createServerDatabase(content);
  cleanups.push(() => database.dispose());
  return database;
}

async function startServer(env: Record<string, string>): Promise<{ server: TRunningProcess; base: string }> {
  const port = await freePort();
  const server = track(
    await runServerEntry('server/app/main.ts', { PORT: String(port), HOST: '127.0.0.1', ...env }),
  );
  await server.waitForOutput(/JurisRDV est prêt sur/u, 120_000);
  return { server, base: `http://127.0.0.1:${port}` };
}

async function tablesIn(postgresUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const result = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    return (result.rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
}

describe('a bad variable stops the server before anything is opened', { timeout: 180_000 }, () => {
  it('prints one French line naming the variable and exits with code 1, its database untouched', async () => {
    const database = await serverDatabase();
    const dataDir = database.env.DATA_DIR;
    const env = { ...database.env, ...(dataDir ? { DATA_DIR: join(dataDir, 'jamais-cree') } : {}) };
    const server = track(
      await runServerEntry('server/app/main.ts', { ...env, PUBLIC_URL: 'rdv.exemple.fr' }),
    );
    const exit = await server.exited;
    expect(exit.code, server.output()).toBe(1);
    // The other variables' lines are unit-tested (config.test.ts); here, that nothing opens before them.
    expect(server.output().trim().split('\n')).toEqual([
      'Configuration invalide\u00a0: PUBLIC_URL est une adresse http:// ou https:// (par exemple https://rdv.exemple.fr)',
    ]);
    if (dataDir) expect(existsSync(join(dataDir, 'jamais-cree'))).toBe(false);
    if (database.postgresUrl) expect(await tablesIn(database.postgresUrl)).toBe(0);
  });
});

describe('a fresh deployment behind https', { timeout: 240_000 }, () => {
  it('has no @example.com account, says so, and gets its first administrator from create-admin', async () => {
    const database = await serverDatabase();
    const env = { ...database.env, PUBLIC_URL: 'https://rdv.cabinet-exemple.fr', TRUST_PROXY: '1' };
    const first = await startServer(env);
    expect(first.server.output()).toContain('démonstration\u00a0: non');
    const facts = (await (await fetch(`${first.base}/api/site/facts`)).json()) as { demoMode: boolean };
    expect(facts.demoMode).toBe(false);
    const demoLogin = await fetch(`${first.base}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-2025' }),
    });
    expect(demoLogin.status).toBe(401);
    const search = (await (await fetch(`${first.base}/api/professionals/search?location=Paris`)).json()) as {
      total: number;
    };
    expect(search.total).toBe(0);
    // PGlite is opened by one process at a time: the command runs with the server stopped.
    first.server.child.kill('SIGTERM');
    expect((await first.server.exited).code).toBe(0);
    expect(first.server.output()).toContain('Serveur arrêté.');

    const command = track(
      await runServerEntry('server/app/operations/create-admin-command.ts', env, [
        '--email',
        'direction@cabinet-exemple.fr',
      ]),
    );
    expect((await command.exited).code, command.output()).toBe(0);
    const password = command
      .output()
      .match(/Mot de passe \(affiché une seule fois, notez-le maintenant\)\s: (\S+)/u)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const second = await startServer(env);
    const login = await fetch(`${second.base}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'direction@cabinet-exemple.fr', password }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ twoFactorSetupRequired: true });
  });
});

// Each test starts a server process from the sources: slow on a busy machine, hence the long timeouts.
describe('SIGTERM', { timeout: 180_000 }, () => {
  it('refuses new requests, closes live streams and exits within its deadline, even with an SMTP server that hangs', async () => {
    // Its subject is the end of a run, not the first start (above): a database migrated already.
    const database = await serverDatabase('migrated');
    const accepted: Socket[] = [];
    let connected: () => void = () => undefined;
    const smtpConnected = new Promise<void>((resolve) => {
      connected = resolve;
    });
    // Accepts and never greets: nodemailer would wait 30 s for the greeting, the deadline is 2 s.
    const hungSmtp = createServer((socket) => {
      accepted.push(socket);
      connected();
    });
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => hungSmtp.listen(smtpPort, '127.0.0.1', resolve));
    cleanups.push(async () => {
      for (const socket of accepted) socket.destroy();
      await new Promise((resolve) => hungSmtp.close(resolve));
    });
    const { server, base } = await startServer({
      ...database.env,
      DEMO_DATA: '0',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SHUTDOWN_TIMEOUT_SECONDS: '2',
    });
    // A registration queues the confirmation e-mail that the delivery loop will try to send.
    const registered = await fetch(`${base}/api/auth/client/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Jeanne',
        lastName: 'Martin',
        email: 'jeanne.martin@exemple.fr',
        password: 'Une-phrase-solide-pour-Jeanne',
        acceptTerms: true,
      }),
    });
    expect(registered.status).toBe(201);
    const cookie = (registered.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const stream = await fetch(`${base}/api/client/notifications/stream`, {
      headers: { cookie, accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    await reader?.read();
    await smtpConnected;

    server.child.kill('SIGTERM');
    // The live stream is closed by the server, not left to the deadline.
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
    }
    const afterSignal = await fetch(`${base}/api/health`).then(
      (response) => response.status,
      () => 'refusée',
    );
    expect([503, 'refusée']).toContain(afterSignal);
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(server.output()).toContain(
      'Arrêt forcé : le travail en cours n’a pas fini dans les 2 s accordées.',
    );
  });
});
