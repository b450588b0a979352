import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../open-configured-database';
import { listOutbox } from './outbox';

// Reads the outbox straight from the database (stop the server first when it uses PGlite).
const to = process.argv[2];
const handle = await openConfiguredDatabase(loadConfig());
const emails = await listOutbox(handle.db, to, 20);
for (const email of emails.reverse()) {
  console.log(`— #${email.id} ${email.createdAt.toISOString()} [${email.status}] à ${email.toAddress}`);
  console.log(`  ${email.subject}\n`);
  console.log(email.textBody.replace(/^/gm, '  '));
  console.log();
}
if (emails.length === 0) console.log('Aucun email dans la boîte d’envoi.');
await handle.close();
