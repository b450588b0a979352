// Entry of dist/server/db-restore.js: `npm run db:restore -- FILE [--force]` (docs/operations/backup-restore.md).
import { runRestoreCommand } from './backup-commands';
import { runCommandEntry } from './run-command-entry';

await runCommandEntry(runRestoreCommand);
