import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3107);

/**
 * Specs that change, for a while, what every other spec meets on the shared server (a platform-wide policy, a
 * demo professional's notification settings), or that count what others add (Thomas's pending requests): they
 * run alone, after the others (ADR 0051). calendar-sync connects Sophie's calendar: a failure half-way would leave
 * its banner on her pages.
 */
const RUN_ALONE =
  /\/(admin-security|calendar-sync|firm-journey|firm-invoicing|notifications|pro-decisions|staff-accounts)\.spec\.ts$/;

/**
 * Two specs at a time when the product runs on PostgreSQL (npm test sets E2E_DATABASE_URL when it answers): its
 * queries then run beside Node, and the second worker fills the cores the first leaves idle (ADR 0051, amended).
 * On PGlite every query shares the server's one thread: one worker.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.E2E_DATABASE_URL ? 2 : 1));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two workers run two specs at a time on the one server, their accounts, days and slots their own.
  workers: WORKERS,
  // Side by side, the specs in RUN_ALONE wait for all the others (a project that depends on them). Only then:
  // a dependency project runs whole, whatever spec one asks for.
  ...(WORKERS > 1
    ? {
        projects: [
          { name: 'side-by-side', testIgnore: RUN_ALONE },
          { name: 'alone', testMatch: RUN_ALONE, dependencies: ['side-by-side'], workers: 1 },
        ],
      }
    : {}),
  retries: 0,
  // Two specs may share the cores with the server (E2E_WORKERS): each step then takes longer than alone.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.tmp/reports/playwright.json' }],
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // A trace records every step of every test, a fifth of the run's time: E2E_TRACE=retain-on-failure turns
    // it on to study a failure; a failing test always leaves its screenshot.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
