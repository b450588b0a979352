import { describe, expect, it } from 'vitest';
import { missingMigrations } from './health-routes';

const SHIPPED = [
  { when: 1_000, tag: '0000_first' },
  { when: 2_000, tag: '0001_second' },
  { when: 3_000, tag: '0002_third' },
];

describe('missingMigrations', () => {
  it('is empty once the last shipped migration is applied', () => {
    expect(missingMigrations(SHIPPED, 3_000)).toEqual([]);
  });

  it('names those newer than the last applied one, as the migrator would apply them', () => {
    expect(missingMigrations(SHIPPED, 2_000)).toEqual(['0002_third']);
    expect(missingMigrations(SHIPPED, 1_500)).toEqual(['0001_second', '0002_third']);
  });

  it('names all of them when nothing was ever applied', () => {
    expect(missingMigrations(SHIPPED, null)).toEqual(['0000_first', '0001_second', '0002_third']);
  });

  it('is empty for a database ahead of this build (a newer instance migrated it)', () => {
    expect(missingMigrations(SHIPPED, 4_000)).toEqual([]);
  });
});
