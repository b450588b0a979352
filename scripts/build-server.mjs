// Bundles the API into dist/server/main.js, the calendar reader into dist/server/ics-parse-worker.js and
// the PDF drawer into dist/server/pdf-render-worker.js (worker thread entries: main.js starts them from
// beside itself), and the operations commands run by
// scripts/server-command.mjs (dist/server/migrate.js, create-admin.js, db-backup.js…). Dependencies stay
// in node_modules.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

const outdir = process.env.BUILD_SERVER_OUTDIR ?? 'dist/server';

await build({
  ...common,
  entryPoints: {
    main: 'server/app/main.ts',
    'ics-parse-worker': 'server/agenda/calendars/ics-parse-worker.ts',
    // The PDF workers (server/platform/pdf/pdf-render-pool.ts starts them from beside main.js).
    'pdf-render-worker': 'server/platform/pdf/pdf-render-worker.ts',
    // Operations commands (scripts/server-command.mjs runs them; a production image runs them with node).
    migrate: 'server/app/operations/migrate-command.ts',
    'create-admin': 'server/app/operations/create-admin-command.ts',
    'directories-import': 'server/app/operations/directories-import-command.ts',
    'db-backup': 'server/platform/operations/backup/db-backup-command.ts',
    'db-restore': 'server/platform/operations/backup/db-restore-command.ts',
  },
  outdir,
});

// Worker threads are separate files, found beside main.js (`new URL('./…', import.meta.url)`).
copyFileSync(
  'server/identity/auth/password-strength/password-strength-worker.mjs',
  `${outdir}/password-strength-worker.mjs`,
);
// The public pages' render (ADR 0075), which loads dist/web-ssr/entry-server.js.
copyFileSync('server/app/web-app/ssr-render-worker.mjs', `${outdir}/ssr-render-worker.mjs`);
