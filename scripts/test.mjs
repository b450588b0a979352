// `npm test`: installs what the suite needs, then unit, API integration (PGlite and PostgreSQL) and browser tests.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureDependencies, ROOT, run, runOrExit } from './project-setup.mjs';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  return candidates.find((path) => existsSync(path));
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('Chromium absent : installation du paquet Debian « chromium »…');
    runOrExit('apt-get', ['update', '-qq']);
    runOrExit('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    [
      'Chromium est introuvable : les tests navigateur ne peuvent pas tourner.',
      'Installez-le (Debian/Ubuntu : sudo apt-get install chromium) ou indiquez son chemin avec CHROME_PATH=/chemin/vers/chromium.',
    ].join('\n'),
  );
  process.exit(1);
}

function findRadicale() {
  const candidates = [process.env.RADICALE_PATH, '/usr/bin/radicale'].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

// The CalDAV integration tests run against a real server (server/test-support/radicale-server.ts).
function ensureRadicale() {
  const found = findRadicale();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('Radicale absent : installation du paquet Debian « radicale »…');
    runOrExit('apt-get', ['update', '-qq']);
    runOrExit('apt-get', ['install', '-y', '-qq', 'radicale'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findRadicale();
    if (installed) return installed;
  }
  console.error(
    [
      'Radicale est introuvable : les tests CalDAV (serveur d’agenda réel) ne peuvent pas tourner.',
      'Installez-le (Debian/Ubuntu : sudo apt-get install radicale) ou indiquez son chemin avec RADICALE_PATH=/chemin/vers/radicale.',
    ].join('\n'),
  );
  process.exit(1);
}

async function postgresAvailable(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.warn(`PostgreSQL injoignable sur ${url} : ${error.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function countResults(file, kind) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  }
  const stats = report.stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

ensureDependencies();
const chromium = ensureChromium();
const radicale = ensureRadicale();

const pgUrl = process.env.TEST_DATABASE_URL || DEFAULT_PG_URL;
const requirePostgres = process.env.REQUIRE_POSTGRES === '1';
const withPostgres = await postgresAvailable(pgUrl);
if (!withPostgres) {
  if (requirePostgres) {
    console.error('REQUIRE_POSTGRES=1 : PostgreSQL est requis mais injoignable. Échec des tests.');
    process.exit(1);
  }
  console.warn(
    '\n*** Tests d’intégration sur PostgreSQL NON EXÉCUTÉS (aucun serveur). Définissez TEST_DATABASE_URL pour les lancer. ***\n',
  );
}

ensureBuilt();

const reports = join(ROOT, '.tmp/reports');
// A run that dies before writing its report must not be counted from an earlier one.
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

const projects = ['unit', 'unit-web', 'int-pglite', ...(withPostgres ? ['int-postgres'] : [])];
const vitestStatus = run(
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
  { env: { ...process.env, TEST_DATABASE_URL: pgUrl, RADICALE_PATH: radicale } },
);

// On PostgreSQL when it answers, as the product is deployed (scripts/e2e-server.mjs): faster than PGlite, whose
// queries share the server's one thread. `npm start`'s PGlite keeps its own checks (server/db/*.int.test.ts).
const playwrightStatus = run('npx', ['playwright', 'test'], {
  env: {
    ...process.env,
    CHROME_PATH: chromium,
    RADICALE_PATH: radicale,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    ...(withPostgres ? { E2E_DATABASE_URL: pgUrl } : {}),
  },
});

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const result of [countResults(vitestReport, 'vitest'), countResults(playwrightReport, 'playwright')]) {
  if (!result) continue;
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.skipped += result.skipped;
}
const failed = vitestStatus !== 0 || playwrightStatus !== 0;
if (failed && totals.failed === 0) totals.failed = 1;
console.log(`\n${withPostgres ? '' : '(PostgreSQL non testé) '}Résumé de la suite complète :`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);
