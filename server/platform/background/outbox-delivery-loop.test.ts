import { describe, expect, it } from 'vitest';
import { createLogger, type TLogger } from '../operations/logger';
import {
  createOutboxDeliveryLoop,
  OUTBOX_MAX_ATTEMPTS,
  type TFailedAttempt,
  type TOutboxDeliverySteps,
} from './outbox-delivery-loop';

type TRow = { id: number; attempts: number; to: string };
type TStoredRow = TRow & { status: 'pending' | 'sent' | 'failed'; leased: boolean };

/** A logger writing into an array, one parsed object a line. */
function capturingLogger(): { log: TLogger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger({
    level: 'debug',
    destination: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return { log, lines };
}

/**
 * An outbox in memory, with every call the loop makes recorded in order. A claimed row stays leased (not
 * claimable) until it is marked, failed or released, like `send_after` moved ahead in the real table.
 */
function fakeOutbox(count: number, refuse: (row: TRow) => string | null) {
  const rows = new Map<number, TStoredRow>();
  for (let id = 1; id <= count; id += 1)
    rows.set(id, { id, attempts: 0, to: `client${id}@example.fr`, status: 'pending', leased: false });
  const calls: string[] = [];
  const failures: { id: number; failure: TFailedAttempt }[] = [];
  const { log, lines } = capturingLogger();
  const steps: TOutboxDeliverySteps<TRow, string> = {
    claimBatch: async (limit) => {
      const due = [...rows.values()].filter((row) => row.status === 'pending' && !row.leased).slice(0, limit);
      for (const row of due) row.leased = true;
      calls.push(`claim(${limit}) → [${due.map((row) => row.id).join(',')}]`);
      return due.map(({ id, attempts, to }) => ({ id, attempts, to }));
    },
    deliver: async (row) => {
      calls.push(`deliver ${row.id}`);
      const refusal = refuse(row);
      if (refusal) throw new Error(refusal);
      return `receipt-${row.id}`;
    },
    markDelivered: async (row, receipt) => {
      calls.push(`delivered ${row.id} ${receipt}`);
      const stored = rows.get(row.id);
      if (stored) Object.assign(stored, { status: 'sent', leased: false, attempts: stored.attempts + 1 });
    },
    markFailed: async (row, failure) => {
      calls.push(`failed ${row.id} attempt ${failure.attempts}${failure.givenUp ? ' given up' : ''}`);
      failures.push({ id: row.id, failure });
      const stored = rows.get(row.id);
      if (stored)
        Object.assign(stored, {
          attempts: failure.attempts,
          status: failure.givenUp ? 'failed' : 'pending',
          leased: false,
        });
    },
    release: async (ids) => {
      calls.push(`release [${ids.join(',')}]`);
      for (const id of ids) {
        const stored = rows.get(id);
        if (stored?.status === 'pending') stored.leased = false;
      }
    },
    log,
    what: 'e-mail',
    describe: (row) => ({ emailId: row.id, to: row.to }),
    batchSize: 2,
    maxBatchesPerRun: 50,
  };
  return { rows, calls, failures, lines, steps };
}

describe('createOutboxDeliveryLoop', () => {
  it('claims a batch, delivers each row in order and marks it delivered with the receipt', async () => {
    const outbox = fakeOutbox(1, () => null);
    const loop = createOutboxDeliveryLoop(outbox.steps);
    expect(await loop.deliverBatch()).toEqual({ claimed: 1, sent: 1 });
    expect(outbox.calls).toEqual(['claim(2) → [1]', 'deliver 1', 'delivered 1 receipt-1']);
    expect(outbox.rows.get(1)?.status).toBe('sent');
    expect(outbox.lines).toEqual([]);
  });

  it('records a refused row as a failed attempt and logs a warning, then gives it up at the fifth', async () => {
    const outbox = fakeOutbox(1, () => 'Connexion refusée');
    const loop = createOutboxDeliveryLoop(outbox.steps);
    for (let attempt = 1; attempt < OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      expect(await loop.deliverDue()).toBe(0);
      expect(outbox.failures.at(-1)).toEqual({
        id: 1,
        failure: { attempts: attempt, lastError: 'Error: Connexion refusée', givenUp: false },
      });
      expect(outbox.rows.get(1)).toMatchObject({ status: 'pending', attempts: attempt });
      expect(outbox.lines.at(-1)).toMatchObject({
        level: 40,
        emailId: 1,
        to: 'client1@example.fr',
        attempts: attempt,
        lastError: 'Error: Connexion refusée',
        msg: `Échec de l’envoi d’un e-mail (tentative ${attempt}), nouvel essai plus tard`,
      });
    }
    expect(await loop.deliverDue()).toBe(0);
    expect(outbox.failures.at(-1)?.failure).toEqual({
      attempts: OUTBOX_MAX_ATTEMPTS,
      lastError: 'Error: Connexion refusée',
      givenUp: true,
    });
    expect(outbox.rows.get(1)).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
    expect(outbox.lines.at(-1)).toMatchObject({
      level: 50,
      emailId: 1,
      attempts: OUTBOX_MAX_ATTEMPTS,
      msg: `E-mail abandonné après ${OUTBOX_MAX_ATTEMPTS} tentatives`,
    });
    // Given up: no further claim finds it.
    expect(await loop.deliverDue()).toBe(0);
    expect(outbox.calls.slice(-3)).toEqual(['deliver 1', 'failed 1 attempt 5 given up', 'claim(2) → []']);
    expect(outbox.lines).toHaveLength(OUTBOX_MAX_ATTEMPTS);
  });

  it('counts a row whose marking fails as a failed attempt, and keeps the error text to 500 characters', async () => {
    const outbox = fakeOutbox(1, () => null);
    const loop = createOutboxDeliveryLoop({
      ...outbox.steps,
      markDelivered: async () => {
        throw new Error('x'.repeat(600));
      },
    });
    expect(await loop.deliverBatch()).toEqual({ claimed: 1, sent: 0 });
    const failure = outbox.failures[0]?.failure;
    expect(failure?.attempts).toBe(1);
    expect(failure?.lastError).toHaveLength(500);
    expect(failure?.lastError.startsWith('Error: xxx')).toBe(true);
  });

  it('claims batch after batch while they come full, up to the limit of a run, and stops at a short one', async () => {
    const outbox = fakeOutbox(5, () => null);
    const loop = createOutboxDeliveryLoop(outbox.steps);
    expect(await loop.deliverDue()).toBe(5);
    expect(outbox.calls.filter((call) => call.startsWith('claim'))).toEqual([
      'claim(2) → [1,2]',
      'claim(2) → [3,4]',
      'claim(2) → [5]',
    ]);

    const limited = fakeOutbox(5, () => null);
    const twoBatches = createOutboxDeliveryLoop({ ...limited.steps, maxBatchesPerRun: 2 });
    expect(await twoBatches.deliverDue()).toBe(4);
    expect(limited.rows.get(5)?.status).toBe('pending');
  });

  it('sends only the rows the screen keeps, and judges a batch full by what was claimed', async () => {
    const outbox = fakeOutbox(3, () => null);
    const loop = createOutboxDeliveryLoop({
      ...outbox.steps,
      screen: async (rows) => rows.filter((row) => row.id !== 1),
    });
    expect(await loop.deliverDue()).toBe(2);
    expect(outbox.calls).toEqual([
      'claim(2) → [1,2]',
      'deliver 2',
      'delivered 2 receipt-2',
      'claim(2) → [3]',
      'deliver 3',
      'delivered 3 receipt-3',
    ]);
  });

  it('after a stop, claims no further batch in deliverDue, and gives back what deliverBatch claims', async () => {
    const outbox = fakeOutbox(4, () => null);
    let finishFirst: () => void = () => undefined;
    const loop = createOutboxDeliveryLoop({
      ...outbox.steps,
      deliver: async (row) => {
        outbox.calls.push(`deliver ${row.id}`);
        if (row.id === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
        return `receipt-${row.id}`;
      },
    });
    const running = loop.deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await loop.stopClaiming();
    finishFirst();
    expect(await running).toBe(1);
    expect(outbox.calls).toEqual(['claim(2) → [1,2]', 'deliver 1', 'release [2]', 'delivered 1 receipt-1']);

    expect(await loop.deliverDue()).toBe(0);
    expect(await loop.deliverBatch()).toEqual({ claimed: 2, sent: 0 });
    expect(outbox.calls.slice(4)).toEqual(['claim(2) → [2,3]', 'release [2,3]']);
  });

  it('sends up to `concurrency` rows at once', async () => {
    const outbox = fakeOutbox(4, () => null);
    let inFlight = 0;
    let most = 0;
    const loop = createOutboxDeliveryLoop({
      ...outbox.steps,
      batchSize: 4,
      concurrency: 3,
      deliver: async (row) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        return `receipt-${row.id}`;
      },
    });
    expect(await loop.deliverBatch()).toEqual({ claimed: 4, sent: 4 });
    expect(most).toBe(3);
  });
});
