import { describe, expect, it } from 'vitest';
import { copyrightNotice } from './copyright-notice';

describe('copyrightNotice', () => {
  it('gives the current year in Paris', () => {
    expect(copyrightNotice(new Date('2027-06-01T10:00:00Z'))).toBe('© 2027 JurisRDV.');
    // 31 December 23:30 UTC is already 1 January in Paris.
    expect(copyrightNotice(new Date('2026-12-31T23:30:00Z'))).toBe('© 2027 JurisRDV.');
  });
});
