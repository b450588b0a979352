// Runs the calendar worker from its TypeScript source (tests, `npm run dev:server`): Node 20 does not
// apply a parent's `--import tsx` to a worker's entry, so the worker registers tsx itself first.
import { register } from 'tsx/esm/api';

register();
await import('./ics-parse-worker.ts');
