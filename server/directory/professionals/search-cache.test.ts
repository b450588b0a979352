// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RankingCache } from './search-cache';

describe('ranking cache', () => {
  it('forgets entries after their time to live', () => {
    const cache = new RankingCache<number>(10, 1000);
    cache.set('paris', 1, 0);
    expect(cache.get('paris', 999)).toBe(1);
    expect(cache.get('paris', 1000)).toBeUndefined();
  });

  it('evicts the least recently used entry when full', () => {
    const cache = new RankingCache<number>(2, 1000);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.get('a', 1);
    cache.set('c', 3, 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe(1);
    expect(cache.get('c', 3)).toBe(3);
  });
});
