import { describe, expect, it } from 'vitest';
import { createLeaseKeeper } from './lease-keeper';

describe('createLeaseKeeper', () => {
  it('hands out every row and gives nothing back when the batch ends normally', async () => {
    const released: number[][] = [];
    const keeper = createLeaseKeeper(async (ids) => {
      released.push(ids);
    });
    const sent: number[] = [];
    await keeper.each([{ id: 1 }, { id: 2 }, { id: 3 }], async (row) => {
      sent.push(row.id);
    });
    expect(sent).toEqual([1, 2, 3]);
    expect(released).toEqual([]);
  });

  it('at a stop, begins no further row and gives back at once those not begun, the one being sent aside', async () => {
    const released: number[][] = [];
    const keeper = createLeaseKeeper(async (ids) => {
      released.push(ids);
    });
    let finishFirst: () => void = () => undefined;
    const sent: number[] = [];
    const batch = keeper.each([{ id: 7 }, { id: 8 }, { id: 9 }], async (row) => {
      sent.push(row.id);
      if (row.id === 7) await new Promise<void>((resolve) => (finishFirst = resolve));
    });
    await Promise.resolve();
    await keeper.stop();
    // Given back while 7 is still being sent (a hung SMTP server would hold it forever).
    expect(released).toEqual([[8, 9]]);
    finishFirst();
    await batch;
    expect(sent).toEqual([7]);
    expect(released).toEqual([[8, 9]]);
  });

  it('gives back the rows not begun when a send throws', async () => {
    const released: number[][] = [];
    const keeper = createLeaseKeeper(async (ids) => {
      released.push(ids);
    });
    await expect(
      keeper.each([{ id: 1 }, { id: 2 }], async () => {
        throw new Error('base injoignable');
      }),
    ).rejects.toThrow('base injoignable');
    expect(released).toEqual([[2]]);
  });

  it('sends up to `concurrency` rows at once, in their order, and at a stop gives back only those not begun', async () => {
    const released: number[][] = [];
    const keeper = createLeaseKeeper(async (ids) => {
      released.push(ids);
    });
    const begun: number[] = [];
    const finish = new Map<number, () => void>();
    const batch = keeper.each(
      [1, 2, 3, 4, 5].map((id) => ({ id })),
      async (row) => {
        begun.push(row.id);
        await new Promise<void>((resolve) => finish.set(row.id, resolve));
      },
      3,
    );
    await Promise.resolve();
    expect(begun).toEqual([1, 2, 3]);
    finish.get(2)?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(begun).toEqual([1, 2, 3, 4]);
    await keeper.stop();
    expect(released).toEqual([[5]]);
    for (const resolve of finish.values()) resolve();
    await batch;
    expect(begun).toEqual([1, 2, 3, 4]);
    expect(released).toEqual([[5]]);
  });
});
