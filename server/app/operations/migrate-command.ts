// `npm run db:migrate` (a release step): applies pending migrations, then stops. The server applies them at
// start too; this lets a deployment migrate once, before its new instances start.
import { loadConfig } from '#server/platform/config.ts';
import { openConfiguredDatabase } from '#server/platform/open-configured-database.ts';
import { runCommand } from '#server/platform/operations/run-command.ts';

await runCommand(async () => {
  const config = loadConfig();
  const started = Date.now();
  const handle = await openConfiguredDatabase(config);
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`;
  console.log(`Migrations appliquées sur ${where} en ${Date.now() - started} ms.`);
});
