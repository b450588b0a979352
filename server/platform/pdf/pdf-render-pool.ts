import { Worker } from 'node:worker_threads';
import type { FastifyReply } from 'fastify';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TPdfJob, TPdfWorkerMessage, TPdfWorkerRequest } from './pdf-render-protocol';

/**
 * Every PDF the server produces (invoices, credit notes, fee agreements and their preview, the PDFs of an
 * export) is drawn by one of a few long-lived worker threads: drawing one costs tens of milliseconds of
 * CPU, which on the event loop would hold every other request, /api/health included (ADR 0043).
 */
export const PDF_POOL_LIMITS = {
  /** PDFs waiting for a free worker, all accounts together; past it, 503 with Retry-After. */
  queued: 32,
  /** PDFs of one account (or one address, signed out) drawn or waiting at once; past it, 429. */
  perOwner: 3,
  /** Time one PDF may take once a worker draws it (then the worker is replaced). */
  timeoutMs: 20_000,
  /** V8 old-generation heap of one worker. */
  maxHeapMb: 256,
  /** Seconds a client is told to wait (Retry-After) when the pool is full. */
  retryAfterSeconds: 2,
};
const STARTUP_TIMEOUT_MS = 30_000;

export type TPdfRenderer = {
  /**
   * Draws one PDF in a worker; `owner` (« professional:12 », « address:203.0.113.9 ») bounds one caller's
   * share. A job given as a function is loaded only once the caller's place is taken: a refused request
   * costs no database read.
   */
  render(job: TPdfJob | (() => Promise<TPdfJob>), owner: string): Promise<Uint8Array>;
  /** What the pool holds now (tests, metrics). */
  load(): { workers: number; drawing: number; queued: number };
  /** Stops the workers; jobs not yet drawn fail with the 503 of a full pool. */
  close(): Promise<void>;
};

export type TPdfRenderPoolOptions = {
  size: number;
  queued?: number;
  perOwner?: number;
  timeoutMs?: number;
  workerUrl?: URL;
};

/**
 * The worker script beside this module: from sources (tests, `npm run dev:server`) a small .mjs that
 * loads the TypeScript entry through tsx; built, `dist/server/pdf-render-worker.js` beside main.js.
 */
export function defaultPdfWorkerUrl(): URL {
  const fromSources = import.meta.url.endsWith('.ts');
  return new URL(
    fromSources ? './pdf-render-worker-from-sources.mjs' : './pdf-render-worker.js',
    import.meta.url,
  );
}

type TTask = {
  id: number;
  job: TPdfJob;
  owner: string;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
};

type TSlot = {
  worker: Worker | null;
  ready: boolean;
  task: TTask | null;
  timer: NodeJS.Timeout | undefined;
};

export function createPdfRenderPool(options: TPdfRenderPoolOptions): TPdfRenderer {
  const queueLimit = options.queued ?? PDF_POOL_LIMITS.queued;
  const perOwner = options.perOwner ?? PDF_POOL_LIMITS.perOwner;
  const timeoutMs = options.timeoutMs ?? PDF_POOL_LIMITS.timeoutMs;
  const workerUrl = options.workerUrl ?? defaultPdfWorkerUrl();
  const slots: TSlot[] = Array.from({ length: Math.max(1, options.size) }, () => ({
    worker: null,
    ready: false,
    task: null,
    timer: undefined,
  }));
  const queue: TTask[] = [];
  const byOwner = new Map<string, number>();
  let nextId = 1;
  let closed = false;

  const release = ({ owner }: Pick<TTask, 'owner'>) => {
    const left = (byOwner.get(owner) ?? 1) - 1;
    if (left > 0) byOwner.set(owner, left);
    else byOwner.delete(owner);
  };

  /** The slot's task ends (drawn, failed, or its worker died); the slot takes the next one. */
  const settle = (slot: TSlot, outcome: { pdf: Uint8Array } | { error: Error }) => {
    const task = slot.task;
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.task = null;
    if (task) {
      release(task);
      if ('pdf' in outcome) task.resolve(outcome.pdf);
      else task.reject(outcome.error);
    }
    dispatch();
  };

  /** A worker that crashed, ran out of memory or overran its time is dropped; the next task starts another. */
  const drop = (slot: TSlot, worker: Worker, error: Error) => {
    if (slot.worker !== worker) return;
    slot.worker = null;
    slot.ready = false;
    void worker.terminate();
    settle(slot, { error });
  };

  const start = (slot: TSlot) => {
    const worker = new Worker(workerUrl, {
      resourceLimits: {
        maxOldGenerationSizeMb: PDF_POOL_LIMITS.maxHeapMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
    });
    // The pool never keeps a process alive on its own (a server has its listening socket for that).
    worker.unref();
    slot.worker = worker;
    slot.ready = false;
    slot.timer = setTimeout(
      () => drop(slot, worker, new Error('Le fil de rendu des PDF n’a pas démarré.')),
      STARTUP_TIMEOUT_MS,
    );
    worker.on('message', (message: TPdfWorkerMessage) => {
      if (slot.worker !== worker) return;
      if (message.kind === 'ready') {
        slot.ready = true;
        clearTimeout(slot.timer);
        slot.timer = undefined;
        if (slot.task) post(slot);
        else dispatch();
        return;
      }
      if (slot.task?.id !== message.id) return;
      if (message.kind === 'done') settle(slot, { pdf: message.pdf });
      else
        settle(slot, {
          error: message.code
            ? new AppError(message.code, { message: message.message })
            : new Error(message.message),
        });
    });
    worker.on('error', (error) => drop(slot, worker, error));
    worker.on('exit', (code) =>
      drop(slot, worker, new Error(`Le fil de rendu des PDF s’est arrêté (code ${code}).`)),
    );
  };

  const post = (slot: TSlot) => {
    const { worker, task } = slot;
    if (!worker || !task) return;
    slot.timer = setTimeout(
      () => drop(slot, worker, new Error(`PDF non dessiné en ${timeoutMs} ms : fil de rendu remplacé.`)),
      timeoutMs,
    );
    worker.postMessage({ id: task.id, job: task.job } satisfies TPdfWorkerRequest);
  };

  function dispatch(): void {
    if (closed) return;
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (slot.task) continue;
      slot.task = queue.shift() ?? null;
      if (!slot.worker) start(slot);
      else if (slot.ready) post(slot);
    }
  }

  return {
    async render(load, owner) {
      const full = () => closed || (!slots.some((slot) => !slot.task) && queue.length >= queueLimit);
      if (full()) throw new AppError('PDF_RENDERING_BUSY');
      if ((byOwner.get(owner) ?? 0) >= perOwner) throw new AppError('PDF_RENDERING_LIMIT');
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + 1);
      let job: TPdfJob;
      try {
        job = typeof load === 'function' ? await load() : load;
        if (full()) throw new AppError('PDF_RENDERING_BUSY');
      } catch (error) {
        release({ owner });
        throw error;
      }
      return new Promise<Uint8Array>((resolve, reject) => {
        queue.push({ id: nextId++, job, owner, resolve, reject });
        dispatch();
      });
    },
    load() {
      return {
        workers: slots.filter((slot) => slot.worker).length,
        drawing: slots.filter((slot) => slot.task).length,
        queued: queue.length,
      };
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) {
        release(task);
        task.reject(new AppError('PDF_RENDERING_BUSY'));
      }
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          if (!worker) return;
          slot.worker = null;
          clearTimeout(slot.timer);
          const task = slot.task;
          slot.task = null;
          if (task) {
            release(task);
            task.reject(new AppError('PDF_RENDERING_BUSY'));
          }
          await worker.terminate();
        }),
      );
    },
  };
}

/**
 * Draws a PDF for a request: a full pool (503) or a caller over their share (429) answers with
 * Retry-After, set before the error reaches the app's error handler (which keeps headers already set).
 */
export async function renderPdfFor(
  reply: FastifyReply,
  renderer: TPdfRenderer,
  owner: string,
  job: TPdfJob | (() => Promise<TPdfJob>),
): Promise<Uint8Array> {
  try {
    return await renderer.render(job, owner);
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'PDF_RENDERING_BUSY' || error.code === 'PDF_RENDERING_LIMIT')
    )
      reply.header('retry-after', String(PDF_POOL_LIMITS.retryAfterSeconds));
    throw error;
  }
}
