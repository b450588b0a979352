import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../open-configured-database';
import { seedDemoData } from './seed-database';

const config = loadConfig();
const handle = await openConfiguredDatabase(config);
await handle.migrate();
await seedDemoData(handle.db);
await handle.close();
console.log('Données de démonstration à jour.');
