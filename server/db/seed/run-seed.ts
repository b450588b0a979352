// `npm run seed`: replays the idempotent demo seed — in demo mode only (DEMO_DATA, PRODUCT.md §5).
import { eq } from 'drizzle-orm';
import { generatePassword } from '#server/app/operations/prepare-database.ts';
import { loadConfig } from '#server/platform/config.ts';
import { openConfiguredDatabase } from '#server/platform/open-configured-database.ts';
import { OperatorRefusal } from '#server/platform/operations/operator-refusal.ts';
import { runCommand } from '#server/platform/operations/run-command.ts';
import { users } from '../schema';
import { DEMO_ADMIN, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_DIRECTORY_COUNT, seedDemoData } from './seed-database';

await runCommand(async () => {
  const config = loadConfig();
  if (!config.demoData) {
    throw new OperatorRefusal(
      'Mode démonstration désactivé (base PostgreSQL, PUBLIC_URL en https:// ou DEMO_DATA=0) : aucune donnée de démonstration créée. DEMO_DATA=1 l’active explicitement.',
    );
  }
  const https = config.publicUrl.startsWith('https://');
  const adminPassword = https ? generatePassword() : DEMO_PASSWORD;
  const handle = await openConfiguredDatabase(config);
  let adminCreated = false;
  try {
    await handle.migrateThen(async () => {
      // An administrator seeded before keeps its password: only a new one gets (and prints) one.
      const [existing] = await handle.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
      adminCreated = existing === undefined;
      await seedDemoData(handle.db, {
        directoryCount: DEMO_DIRECTORY_COUNT,
        firmTeam: true,
        officialDirectories: true,
        adminPassword,
      });
    });
  } finally {
    await handle.close();
  }
  console.log('Données de démonstration à jour.');
  if (https && adminCreated) {
    console.log(`Mot de passe de ${DEMO_ADMIN.email} (affiché une seule fois) : ${adminPassword}`);
  }
});
