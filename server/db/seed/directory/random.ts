// A small seeded pseudo-random generator for the demo directory: the same seed always gives the same
// professionals, on every machine and every run. Not for anything secret.

/** mulberry32: a 32-bit state PRNG, uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Mixes integers into one well-spread 32-bit seed (murmur3 finalizer on each step). */
export function mixSeed(...parts: number[]): number {
  let hash = 0x9e3779b9;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}

/** Helpers over one PRNG stream. */
export class Random {
  constructor(readonly next: () => number) {}

  static seeded(...parts: number[]): Random {
    return new Random(mulberry32(mixSeed(...parts)));
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `probability`. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick: liste vide');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One item, with probability proportional to `weight(item)`. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weight(item);
    let target = this.next() * total;
    for (const item of items) {
      target -= weight(item);
      if (target < 0) return item;
    }
    return items[items.length - 1] as T;
  }

  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const taken: T[] = [];
    while (taken.length < count && pool.length > 0) {
      const index = Math.floor(this.next() * pool.length);
      taken.push(pool.splice(index, 1)[0] as T);
    }
    return taken;
  }

  /** A zero-padded string of `length` random digits. */
  digits(length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += String(Math.floor(this.next() * 10));
    return text;
  }
}

/** Precomputed cumulative weights, for many weighted picks in the same list (binary search). */
export class WeightedTable<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weight: (item: T) => number,
  ) {
    let running = 0;
    for (const item of items) {
      running += weight(item);
      this.cumulative.push(running);
    }
    this.total = running;
  }

  pick(random: Random): T {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low] as T;
  }
}
