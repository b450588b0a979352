import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** What a second client saw of /api/health while heavy work ran: each call's wait, in milliseconds. */
export type THealthWatch = {
  /** Every wait, in the order of the calls. */
  waits: number[];
  slowestMs: number;
  medianMs: number;
};

/**
 * Runs `heavy` while a second client, on its own keep-alive connection, calls /api/health on `port`
 * every 20 ms (the timing tests' yardstick: health stays under 200 ms whatever anyone sends).
 */
export async function watchHealthDuring<T>(
  port: number,
  heavy: () => Promise<T>,
): Promise<{ result: T; health: THealthWatch }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const waits: number[] = [];
  let running = true;
  // Counted from when each call was due (20 ms after the previous answer): a call that could not even be
  // sent while the event loop was held counts the whole hold.
  const client = (async () => {
    let due = performance.now();
    while (running) {
      const status = await new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        })
          .on('error', reject)
          .end();
      });
      if (status !== 200) throw new Error(`/api/health answered ${status}`);
      const answered = performance.now();
      waits.push(answered - due);
      due = answered + 20;
      await sleep(20);
    }
  })();
  try {
    await sleep(60);
    const result = await heavy();
    await sleep(60);
    return { result, health: summarize(waits) };
  } finally {
    running = false;
    await client;
    agent.destroy();
  }
}

function summarize(waits: number[]): THealthWatch {
  const sorted = [...waits].sort((a, b) => a - b);
  return {
    waits,
    slowestMs: sorted[sorted.length - 1] ?? 0,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
  };
}
