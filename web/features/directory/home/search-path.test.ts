import { describe, expect, it } from 'vitest';
import { buildSearchPath } from './search-path';

describe('buildSearchPath', () => {
  it('keeps only the filled values, percent-encoded', () => {
    expect(buildSearchPath({ location: ' Lyon ', specialty: '', professionalType: 'avocat' })).toBe(
      '/search?location=Lyon&professionalType=avocat',
    );
    expect(buildSearchPath({ professionalType: 'avocat', specialty: 'Droit de la famille' })).toBe(
      '/search?professionalType=avocat&specialty=Droit%20de%20la%20famille',
    );
  });

  it('goes to /search without a query when nothing is filled', () => {
    expect(buildSearchPath({ location: '  ', specialty: '', professionalType: '' })).toBe('/search');
  });
});
