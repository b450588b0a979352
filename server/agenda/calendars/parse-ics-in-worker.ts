import { Worker } from 'node:worker_threads';
import {
  CALENDAR_IMPORT_LIMITS,
  CALENDAR_IMPORT_MESSAGES,
  type TImportWindow,
} from '#domain/agenda/calendars/calendar-import-budget.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TIcsWorkerInput, TIcsWorkerOutput } from './ics-worker-protocol';
import { IcsBudgetError, IcsParseError, type TIcsBudget, type TImportedEvent } from './parse-ics-busy';

/** Limits of the worker itself; the file's own budget is CALENDAR_IMPORT_LIMITS. */
export const ICS_WORKER_LIMITS = {
  /** Wall-clock time a file may take once the worker runs (then it is terminated). */
  timeoutMs: 10_000,
  /** V8 old-generation heap of one worker; a 5 Mo export needs about 100 Mo. */
  maxHeapMb: 256,
  /** Workers at once in this process; more requests wait their turn, up to `queued`. */
  concurrent: 2,
  queued: 8,
};
const STARTUP_TIMEOUT_MS = 30_000;

const DEFAULT_BUDGET: TIcsBudget = {
  maxEvents: CALENDAR_IMPORT_LIMITS.maxEvents,
  maxRecurrenceSteps: CALENDAR_IMPORT_LIMITS.maxRecurrenceSteps,
  maxOccurrences: CALENDAR_IMPORT_LIMITS.maxOccurrences,
};

/**
 * The worker script beside this module: from sources (tests, `npm run dev:server`) a small .mjs that
 * loads the TypeScript entry through tsx; built, `dist/server/ics-parse-worker.js` beside main.js.
 */
export function defaultIcsWorkerUrl(): URL {
  const fromSources = import.meta.url.endsWith('.ts');
  return new URL(
    fromSources ? './ics-parse-worker-from-sources.mjs' : './ics-parse-worker.js',
    import.meta.url,
  );
}

function startWorker(url: URL, input: TIcsWorkerInput, maxHeapMb: number): Worker {
  return new Worker(url, {
    workerData: input,
    transferList: [input.bytes.buffer as ArrayBuffer],
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });
}

let running = 0;
const waiting: (() => void)[] = [];

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

async function acquire(): Promise<void> {
  if (running < ICS_WORKER_LIMITS.concurrent) {
    running += 1;
    return;
  }
  if (waiting.length >= ICS_WORKER_LIMITS.queued)
    throw new AppError('TOO_MANY_ATTEMPTS', { message: CALENDAR_IMPORT_MESSAGES.busy });
  // The slot is handed over by release(), so `running` stays counted.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function runWorker(url: URL, input: TIcsWorkerInput, timeoutMs: number, maxHeapMb: number) {
  return new Promise<TImportedEvent[]>((resolve, reject) => {
    const worker = startWorker(url, input, maxHeapMb);
    let settled = false;
    let fileTimer: NodeJS.Timeout | undefined;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(startupTimer);
      clearTimeout(fileTimer);
      void worker.terminate();
      settle();
    };
    const startupTimer = setTimeout(
      () => finish(() => reject(new Error('Le lecteur de calendriers n’a pas démarré.'))),
      STARTUP_TIMEOUT_MS,
    );
    worker.once('online', () => {
      clearTimeout(startupTimer);
      fileTimer = setTimeout(
        () => finish(() => reject(new IcsBudgetError(CALENDAR_IMPORT_MESSAGES.tooSlow))),
        timeoutMs,
      );
    });
    worker.once('message', (output: TIcsWorkerOutput) =>
      finish(() => {
        if (output.ok) return resolve(output.events);
        if (output.detail) console.warn(`Calendrier illisible : ${output.detail}`);
        const message = output.message ?? CALENDAR_IMPORT_MESSAGES.unreadable;
        reject(output.overBudget ? new IcsBudgetError(message) : new IcsParseError(message));
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new IcsBudgetError(CALENDAR_IMPORT_MESSAGES.tooHeavy)
            : error,
        ),
      ),
    );
    worker.once('exit', (code) =>
      finish(() => reject(new Error(`Le lecteur de calendriers s’est arrêté (code ${code}).`))),
    );
  });
}

/**
 * parseIcsEvents in a worker thread: the event loop only copies the text in and the occurrences out,
 * while the worker's heap and time are bounded (terminated past them, with a French IcsParseError).
 */
export async function parseIcsInWorker(
  text: string,
  window: TImportWindow,
  options: {
    budget?: TIcsBudget;
    workerUrl?: URL;
    timeoutMs?: number;
    maxHeapMb?: number;
    declinedBy?: string;
  } = {},
): Promise<TImportedEvent[]> {
  await acquire();
  try {
    return await runWorker(
      options.workerUrl ?? defaultIcsWorkerUrl(),
      {
        // A fresh buffer of its own (never Buffer's shared pool), so it can be transferred.
        bytes: new TextEncoder().encode(text),
        from: window.from,
        until: window.until,
        budget: options.budget ?? DEFAULT_BUDGET,
        ...(options.declinedBy ? { declinedBy: options.declinedBy } : {}),
      },
      options.timeoutMs ?? ICS_WORKER_LIMITS.timeoutMs,
      options.maxHeapMb ?? ICS_WORKER_LIMITS.maxHeapMb,
    );
  } finally {
    release();
  }
}
