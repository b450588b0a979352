// npm run audit:lighthouse — Lighthouse (mobile, simulated slow 4G, as PageSpeed Insights) on the built
// product: /, /search?location=Paris, /lawyer/1 and /pro, served from a fresh PGlite like `npm start`.
// Prints the four category scores, LCP, CLS and TBT per page, and the scripts and style sheets (bytes
// transferred, so brotli here) requested before the observed first contentful paint. Figures only, no threshold: the
// machines are shared and noisy (run it twice before drawing a conclusion).
// Options: AUDIT_PORT (default 3195), CHROME_PATH (default /usr/bin/chromium), AUDIT_RUNS (default 1:
// with more, the median run of each page by performance score is printed).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt, ensureDependencies, ROOT } from './project-setup.mjs';

const PORT = Number(process.env.AUDIT_PORT ?? 3195);
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 1));
const PAGES = ['/', '/search?location=Paris', '/lawyer/1', '/pro'];
const BASE = `http://localhost:${PORT}`;

ensureDependencies();
ensureBuilt();

const dataDir = join(ROOT, '.tmp/lighthouse-data');
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [join(ROOT, 'dist/server/main.js')], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    PUBLIC_URL: BASE,
    DATABASE_URL: '',
    SMTP_URL: '',
  },
});

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('le serveur ne répond pas');
}

const chrome = await (async () => {
  await waitForServer();
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
})();

/** Bytes of the scripts and style sheets whose request started before the observed first contentful paint. */
function bytesBeforeFirstPaint(audits) {
  const metrics = audits.metrics?.details?.items?.[0];
  const firstPaint = metrics?.observedFirstContentfulPaint;
  const requests = audits['network-requests']?.details?.items ?? [];
  if (firstPaint == null) return Number.NaN;
  return requests
    .filter((request) => ['Script', 'Stylesheet'].includes(request.resourceType))
    .filter((request) => request.networkRequestTime < firstPaint)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

const score = (category) => (category?.score == null ? '–' : String(Math.round(category.score * 100)));
const ms = (audit) => (audit?.numericValue == null ? '–' : `${(audit.numericValue / 1000).toFixed(2)} s`);

try {
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, ${BASE}\n`,
  );
  console.log(
    [
      'page'.padEnd(26),
      'perf',
      'a11y',
      'bp ',
      'seo',
      'LCP'.padStart(8),
      'CLS'.padStart(6),
      'TBT'.padStart(8),
      'JS+CSS<FCP'.padStart(11),
    ].join(' '),
  );
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${BASE}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (result) runs.push(result.lhr);
    }
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = runs[Math.floor(runs.length / 2)];
    const { categories, audits } = lhr;
    console.log(
      [
        path.padEnd(26),
        score(categories.performance).padStart(4),
        score(categories.accessibility).padStart(4),
        score(categories['best-practices']).padStart(3),
        score(categories.seo).padStart(3),
        ms(audits['largest-contentful-paint']).padStart(8),
        (audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3).padStart(6),
        `${Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN)} ms`.padStart(8),
        `${(bytesBeforeFirstPaint(audits) / 1024).toFixed(1)} KiB`.padStart(11),
      ].join(' '),
    );
    if (lhr.runtimeError)
      console.log(`${''.padEnd(27)}erreur : ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const lcpElement =
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    if (lcpElement) console.log(`${''.padEnd(27)}LCP : ${lcpElement.slice(0, 100)}`);
  }
} finally {
  await chrome.kill();
  server.kill();
}
