import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3107);

/**
 * Specs that change, for a while, what every other spec meets on the shared server (a platform-wide policy, a
 * demo professional's notification settings), or that count what others add (Thomas's pending requests): they
 * run alone, after the others (ADR 0051).
 */
const RUN_ALONE = /\/(admin-security|notifications|pro-decisions)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two specs at a time on the one server: their accounts, days and slots are their own (ADR 0051).
  workers: 2,
  projects: [
    { name: 'side-by-side', testIgnore: RUN_ALONE, workers: 2 },
    { name: 'alone', testMatch: RUN_ALONE, dependencies: ['side-by-side'], workers: 1 },
  ],
  retries: 0,
  // Two specs share the two cores with the server: each step may take longer than alone.
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
    trace: 'retain-on-failure',
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
