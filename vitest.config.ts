import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const intFiles = ['server/**/*.int.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
          exclude: intFiles,
          environment: 'happy-dom',
          setupFiles: ['web/test-setup.ts'],
          env: { TZ: 'Europe/Paris' },
        },
      },
      {
        test: {
          name: 'int-pglite',
          include: intFiles,
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
          environment: 'node',
          env: { TEST_DB: 'postgres', TZ: 'Europe/Paris' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
