import { describe, expect, it } from 'vitest';
import { FORGET_EVERY_SEARCH, invalidationPayloads, parseInvalidationPayload } from './invalidation-payloads';

describe('invalidation payloads', () => {
  it('sends a few ids as one comma-separated payload, read back as the same ids', () => {
    const payloads = invalidationPayloads([3, 141, 59]);
    expect(payloads).toEqual(['3,141,59']);
    expect(parseInvalidationPayload('3,141,59')).toEqual([3, 141, 59]);
  });

  it('splits a long list into payloads PostgreSQL accepts (under 8000 bytes), losing no id', () => {
    const ids = Array.from({ length: 5_000 }, (_, index) => 1_000_000 + index);
    const payloads = invalidationPayloads(ids);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    const received = payloads.flatMap((payload) => {
      const change = parseInvalidationPayload(payload);
      return change === 'every-search' ? [] : [...change];
    });
    expect(received).toEqual(ids);
  });

  it('sends nothing for no id, and one marker for every search', () => {
    expect(invalidationPayloads([])).toEqual([]);
    expect(invalidationPayloads('every-search')).toEqual([FORGET_EVERY_SEARCH]);
    expect(parseInvalidationPayload(FORGET_EVERY_SEARCH)).toBe('every-search');
  });

  it('drops every search on a payload it cannot read', () => {
    expect(parseInvalidationPayload('')).toBe('every-search');
    expect(parseInvalidationPayload('12,abc')).toBe('every-search');
    expect(parseInvalidationPayload('99999999999')).toBe('every-search');
  });
});
