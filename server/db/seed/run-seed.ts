// `npm run seed`: replays the idempotent demo seed — in demo mode only (DEMO_DATA, PRODUCT.md §5).
import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../open-configured-database';
import { OperatorRefusal } from '../../operations/operator-refusal';
import { generatePassword } from '../../operations/prepare-database';
import { runCommand } from '../../operations/run-command';
import { DEMO_PASSWORD } from './demo-accounts';
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
  try {
    await handle.migrateThen(() =>
      seedDemoData(handle.db, { directoryCount: DEMO_DIRECTORY_COUNT, adminPassword }),
    );
  } finally {
    await handle.close();
  }
  console.log('Données de démonstration à jour.');
  // The administrator already existed if the demo was seeded before: its password is left as it was.
  if (https)
    console.log(
      `Mot de passe de admin@example.com s’il vient d’être créé (affiché une seule fois) : ${adminPassword}`,
    );
});
