import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Pure rules and server parts: no page to draw, so no DOM to set up for each file. */
const unitFiles = ['domain/**/*.test.ts', 'server/**/*.test.ts'];
const webUnitFiles = ['web/**/*.test.{ts,tsx}'];

const intFiles = ['server/**/*.int.test.ts'];
/**
 * Response-time budgets (heavy endpoints vs /api/health): a benchmark, `npm run bench:heavy-endpoints`, alone on
 * the machine; never part of `npm test`, whose machines are shared and noisy (ADR 0056).
 */
const timingFiles = ['server/**/*.timing.int.test.ts'];
/** Tests where the database plays no part, run once (with PGlite) rather than once per database. */
const databaseIndependentFiles = [
  'server/platform/operations/dev-command.int.test.ts',
  'server/agenda/calendar-sync/caldav/caldav-provider.int.test.ts',
];
/** Migrated (and seeded) databases made once per run and copied by each integration test file. */
const databaseTemplates = 'server/test-support/database-templates.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves one of the two cores idle (cores - 1 workers).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitFiles,
          exclude: intFiles,
          environment: 'node',
          env: { TZ: 'Europe/Paris' },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-web',
          include: webUnitFiles,
          // Each file keeps its own page and modules: unit files focus, store and mock things a next file
          // would inherit (a shared page left the focus where the previous file had put it).
          environment: 'happy-dom',
          setupFiles: ['web/test-setup.ts'],
          env: { TZ: 'Europe/Paris' },
        },
      },
      {
        test: {
          name: 'int-pglite',
          include: intFiles,
          // Each file opens its own database copy and app; the server's modules are imported once per worker.
          isolate: false,
          globalSetup: [databaseTemplates],
          exclude: timingFiles,
          environment: 'node',
          env: { TEST_DB: 'pglite', TZ: 'Europe/Paris' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'int-postgres',
          include: intFiles,
          isolate: false,
          globalSetup: [databaseTemplates],
          exclude: [...timingFiles, ...databaseIndependentFiles],
          environment: 'node',
          env: { TEST_DB: 'postgres', TZ: 'Europe/Paris' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(['pglite', 'postgres'] as const).map((database) => ({
        test: {
          name: `timing-${database}`,
          include: timingFiles,
          globalSetup: [databaseTemplates],
          environment: 'node',
          env: { TEST_DB: database, TZ: 'Europe/Paris' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      })),
    ],
  },
});
