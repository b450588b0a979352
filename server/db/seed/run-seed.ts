import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../open-configured-database';
import { DEMO_DIRECTORY_COUNT, seedDemoData } from './seed-database';

const config = loadConfig();
const handle = await openConfiguredDatabase(config);
await handle.migrate();
await seedDemoData(handle.db, { directoryCount: DEMO_DIRECTORY_COUNT });
await handle.close();
console.log('Données de démonstration à jour.');
