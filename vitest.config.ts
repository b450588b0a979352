import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Unit test files that need a module graph of their own: they replace modules or globals (vi.mock,
 * vi.stubGlobal…) or check what a module does once per page (« Needs its own module graph »). The
 * other unit files share their worker's modules, which saves importing React and the app for each.
 */
const FRESH_MODULES = /vi\.(mock|doMock|stubGlobal|stubEnv)\(|Needs its own module graph/;

function unitFilesNeedingFreshModules(): string[] {
  const found: string[] = [];
  for (const root of ['domain', 'server', 'web']) {
    for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.test\.tsx?$/.test(entry) || entry.endsWith('.int.test.ts')) continue;
      const path = join(root, entry);
      if (FRESH_MODULES.test(readFileSync(path, 'utf8'))) found.push(path);
    }
  }
  return found;
}

const freshModuleUnitFiles = unitFilesNeedingFreshModules();
const unitFiles = ['domain/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}'];

const intFiles = ['server/**/*.int.test.ts'];
/**
 * Tests that hold the server to a response time (heavy endpoints vs /api/health). They run alone, after
 * the rest of the suite (scripts/test.mjs), so that other test files do not share the two cores with them.
 */
const timingFiles = ['server/**/*.timing.int.test.ts'];
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
          exclude: [...intFiles, ...freshModuleUnitFiles],
          isolate: false,
          environment: 'happy-dom',
          setupFiles: ['web/test-setup.ts'],
          env: { TZ: 'Europe/Paris' },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: freshModuleUnitFiles,
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
          exclude: timingFiles,
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
