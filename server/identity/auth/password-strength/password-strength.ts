import { Worker } from 'node:worker_threads';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import {
  passwordUserInputs,
  type TPasswordEstimate,
  type TPasswordOwner,
  weakPasswordMessage,
} from './password-strength-rule';

// Beside this file in the sources, and copied beside dist/server/main.js by the build.
const WORKER_URL = new URL('./password-strength-worker.mjs', import.meta.url);

type TWorkerAnswer = { id: number } & TPasswordEstimate;
type TPending = {
  resolve: (estimate: TPasswordEstimate) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

export type TStrengthEstimator = {
  estimate(password: string, userInputs: string[]): Promise<TPasswordEstimate>;
  stop(): Promise<void>;
};

/**
 * zxcvbn-ts in one worker thread, started on first use (the dictionaries are several MB). Estimates
 * queue in the worker; a stuck or crashed worker fails its estimates and is replaced by the next one.
 */
export function createStrengthEstimator(options: {
  /** Far above a normal estimate (≤ 1 s even for crafted input). */
  timeoutMs: number;
  /** Estimates waiting for the worker; beyond, new ones are refused instead of queueing for minutes. */
  maxPending: number;
}): TStrengthEstimator {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, TPending>();

  const settle = (id: number): TPending | undefined => {
    const entry = pending.get(id);
    if (!entry) return undefined;
    pending.delete(id);
    clearTimeout(entry.timer);
    // An idle worker must not keep a script or a test process alive.
    if (pending.size === 0) worker?.unref();
    return entry;
  };

  const stopWorker = async (reason: Error) => {
    const stopped = worker;
    worker = null;
    for (const id of [...pending.keys()]) settle(id)?.reject(reason);
    await stopped?.terminate();
  };

  const startWorker = (): Worker => {
    const started = new Worker(WORKER_URL);
    started.on('message', (answer: TWorkerAnswer) => {
      settle(answer.id)?.resolve({
        score: answer.score,
        warning: answer.warning,
        suggestions: answer.suggestions,
      });
    });
    started.on('error', (error) => {
      if (worker === started) void stopWorker(error);
    });
    started.on('exit', () => {
      if (worker === started) void stopWorker(new Error('password strength worker exited'));
    });
    return started;
  };

  return {
    estimate(password, userInputs) {
      if (pending.size >= options.maxPending) {
        return Promise.reject(
          new AppError('TOO_MANY_ATTEMPTS', {
            message: 'Le service est très sollicité. Réessayez dans 1 minute.',
          }),
        );
      }
      worker ??= startWorker();
      const current = worker;
      const id = nextId++;
      return new Promise<TPasswordEstimate>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (worker === current) void stopWorker(new Error('password strength estimate timed out'));
        }, options.timeoutMs);
        pending.set(id, { resolve, reject, timer });
        current.ref();
        current.postMessage({ id, password, userInputs });
      });
    },
    stop: () => stopWorker(new Error('password strength estimator stopped')),
  };
}

const sharedEstimator = createStrengthEstimator({ timeoutMs: 10_000, maxPending: 100 });

/** zxcvbn-ts's estimate, computed off the event loop. */
export function estimatePasswordStrength(password: string, userInputs: string[]): Promise<TPasswordEstimate> {
  return sharedEstimator.estimate(password, userInputs);
}

/** Refuses a weak password with zxcvbn-ts's French feedback as the field error (400). */
export async function assertStrongPassword(
  password: string,
  owner: TPasswordOwner,
  field = 'password',
): Promise<void> {
  const estimate = await estimatePasswordStrength(password, passwordUserInputs(owner));
  const problem = weakPasswordMessage(estimate);
  if (problem) throw new AppError('VALIDATION_FAILED', { fieldErrors: { [field]: problem } });
}
