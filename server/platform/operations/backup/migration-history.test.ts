import { describe, expect, it } from 'vitest';
import { checkRestorableByThisVersion, newestKnownMigration } from './migration-history';

describe('a backup’s migrations', () => {
  it('are compared with the newest one this version knows', () => {
    const newest = newestKnownMigration();
    expect(newest).toBeGreaterThan(1_700_000_000_000);
    expect(() => checkRestorableByThisVersion({ count: 30, lastCreatedAt: newest }, newest)).not.toThrow();
    expect(() => checkRestorableByThisVersion({ count: 3, lastCreatedAt: newest - 1 }, newest)).not.toThrow();
    expect(() => checkRestorableByThisVersion({ count: 0, lastCreatedAt: null }, newest)).not.toThrow();
    expect(() => checkRestorableByThisVersion({ count: 31, lastCreatedAt: newest + 1 }, newest)).toThrow(
      'version plus récente de JurisRDV',
    );
  });
});
