// Worker thread entry (built to dist/server/ics-parse-worker.js): reads one calendar file off the
// event loop. The parent bounds its memory and time and kills it past them.
import { parentPort, workerData } from 'node:worker_threads';
import type { TIcsWorkerInput, TIcsWorkerOutput } from './ics-worker-protocol';
import { IcsBudgetError, IcsParseError, parseIcsEvents } from './parse-ics-busy';

const input = workerData as TIcsWorkerInput;
let output: TIcsWorkerOutput;
try {
  const text = new TextDecoder().decode(input.bytes);
  const events = parseIcsEvents(
    text,
    { from: input.from, until: input.until },
    input.budget,
    input.declinedBy ? { declinedBy: input.declinedBy } : {},
  );
  output = { ok: true, events };
} catch (error) {
  output =
    error instanceof IcsParseError
      ? { ok: false, message: error.message, overBudget: error instanceof IcsBudgetError }
      : // ical.js throws plain errors on some malformed files: still the file's fault, not the server's.
        { ok: false, message: null, overBudget: false, detail: String(error) };
}
parentPort?.postMessage(output);
