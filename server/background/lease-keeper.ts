/**
 * Rows a worker claimed under a lease (a batch of e-mails or SMS due), handed out one at a time. When the
 * worker stops (SIGTERM), no further row is begun and the leases of those not begun are given back at once:
 * another instance sends them now instead of after the lease. A row being sent keeps its lease: whether it
 * left is unknown until the send ends.
 */
export type TLeaseKeeper = {
  each<T extends { id: number }>(rows: readonly T[], send: (row: T) => Promise<void>): Promise<void>;
  /** Stops handing out rows and gives back the leases of those not begun. */
  stop(): Promise<void>;
};

export function createLeaseKeeper(release: (ids: number[]) => Promise<void>): TLeaseKeeper {
  let stopping = false;
  const waiting = new Set<number>();
  return {
    async each(rows, send) {
      for (const row of rows) waiting.add(row.id);
      try {
        for (const row of rows) {
          if (stopping) break;
          waiting.delete(row.id);
          await send(row);
        }
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
