// Entry of dist/server/db-backup.js: `npm run db:backup -- FILE` (docs/operations/backup-restore.md).
import { runBackupCommand } from './backup-commands';
import { runCommandEntry } from './run-command-entry';

await runCommandEntry(runBackupCommand);
