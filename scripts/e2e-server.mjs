// The built product on a fresh PGlite for the browser tests, with the outbox readable over HTTP.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from './project-setup.mjs';

const port = process.env.E2E_PORT ?? '3107';
const dataDir = join(ROOT, '.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
// The authenticators (and locks) e2e/support/second-factor.ts kept against the previous server's accounts.
rmSync(join(ROOT, '.tmp/e2e-second-factors'), { recursive: true, force: true });

/**
 * With E2E_DATABASE_URL (scripts/test.mjs sets it when PostgreSQL answers), the product runs on a fresh database
 * of that server, as it is deployed: the queries then run beside Node rather than inside its one thread, as
 * PGlite's do. Without it, on a fresh PGlite, as `npm start` runs it.
 */
const adminUrl = process.env.E2E_DATABASE_URL;
let databaseUrl = '';
let dropDatabase = async () => {};
if (adminUrl) {
  const name = `jurisrdv_e2e_${process.pid}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = () => admin(`drop database if exists ${name} with (force)`).catch(() => {});
}

const server = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'dist/server/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    EXPOSE_OUTBOX: '1',
    // The whole run registers and e-mails from 127.0.0.1, far past the per-address limits (ADR 0040).
    TIGHT_RATE_LIMIT_MULTIPLIER: '100',
    // Every browser of the run is 127.0.0.1 too, each test a fresh context that fetches the assets again:
    // 1,500 to 2,000 requests a minute here, bursts past the flood guard's 3,000 on a busier machine
    // (stop 36's CI: 429 « Trop de requêtes depuis votre réseau » in five specs). One address is not what it guards.
    RATE_LIMIT_PER_MINUTE: '300000',
    // As behind the one reverse proxy of a deployment: a spec that uses up the attempts of an address says
    // which with X-Forwarded-For, so the specs running beside it on 127.0.0.1 keep theirs.
    TRUST_PROXY: '1',
    DATABASE_URL: databaseUrl,
    ...(databaseUrl ? { DEMO_DATA: '1' } : {}),
    SMTP_URL: '',
    // e2e/calendar-sync.spec.ts connects the Radicale server it starts on 127.0.0.1.
    ALLOW_PRIVATE_CALENDAR_URLS: '1',
    // Online payment on, against the Stripe stand-in that e2e/online-payment.spec.ts starts on this port.
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
    STRIPE_API_BASE: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? '3108'}`,
    // Sign-in with Google against the OpenID Connect provider that e2e/identity-providers.spec.ts starts
    // on this port (discovery is lazy: the other specs never reach it).
    OIDC_GOOGLE_ISSUER: `http://127.0.0.1:${process.env.E2E_OIDC_PORT ?? '3109'}`,
    OIDC_GOOGLE_CLIENT_ID: 'jurisrdv-e2e',
    OIDC_GOOGLE_CLIENT_SECRET: 'jurisrdv-e2e-secret-0123456789abcdef',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code) => {
  await dropDatabase();
  process.exit(code ?? 0);
});
