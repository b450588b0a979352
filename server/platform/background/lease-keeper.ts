/**
 * Rows a worker claimed under a lease (a batch of e-mails or SMS due), handed out one at a time. When the
 * worker stops (SIGTERM), no further row is begun and the leases of those not begun are given back at once:
 * another instance sends them now instead of after the lease. A row being sent keeps its lease: whether it
 * left is unknown until the send ends.
 */
export type TLeaseKeeper = {
  /**
   * Sends the rows in their order, up to `concurrency` at once (one SMTP connection each): a row is begun
   * only when a sender is free, so the rows not begun are still the ones `stop()` gives back.
   */
  each<T extends { id: number }>(
    rows: readonly T[],
    send: (row: T) => Promise<void>,
    concurrency?: number,
  ): Promise<void>;
  /** Stops handing out rows and gives back the leases of those not begun. */
  stop(): Promise<void>;
  /** Whether `stop()` was called. */
  readonly stopping: boolean;
};

export function createLeaseKeeper(release: (ids: number[]) => Promise<void>): TLeaseKeeper {
  let stopping = false;
  const waiting = new Set<number>();
  return {
    get stopping() {
      return stopping;
    },
    async each(rows, send, concurrency = 1) {
      for (const row of rows) waiting.add(row.id);
      let next = 0;
      const sender = async () => {
        while (!stopping && next < rows.length) {
          const row = rows[next];
          next += 1;
          if (!row) break;
          waiting.delete(row.id);
          await send(row);
        }
      };
      try {
        const senders = Array.from({ length: Math.max(1, Math.min(concurrency, rows.length)) }, sender);
        const outcomes = await Promise.allSettled(senders);
        const failure = outcomes.find((outcome) => outcome.status === 'rejected');
        if (failure) throw failure.reason;
      } finally {
        const left = rows.filter((row) => waiting.delete(row.id)).map((row) => row.id);
        if (left.length > 0) await release(left);
      }
    },
    async stop() {
      stopping = true;
      const left = [...waiting];
      waiting.clear();
      if (left.length > 0) await release(left);
    },
  };
}
