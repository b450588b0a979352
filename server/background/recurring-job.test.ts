import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRecurringJob } from './recurring-job';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startRecurringJob', () => {
  it('runs first after the delay, then at each interval', async () => {
    const task = vi.fn(async () => undefined);
    const job = startRecurringJob('test', task, { intervalMs: 1_000, firstRunAfterMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledTimes(3);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('never overlaps a run still going, and stop waits for it', async () => {
    let finish: () => void = () => undefined;
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const job = startRecurringJob('test', task, { intervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failure under its label and runs again at the next interval', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const task = vi.fn(async () => {
      throw new Error('boom');
    });
    const job = startRecurringJob('Purge', task, { intervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith('Purge :', expect.any(Error));
    await job.stop();
  });
});
