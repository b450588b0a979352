import { describe, expect, it } from 'vitest';
import { countCases, matchesCaseFilter, matchesCaseSearch } from './case-filters';

const divorce = {
  title: 'Divorce Martin',
  clientName: 'Claire Martin',
  category: 'Droit de la famille',
  status: 'En cours',
} as const;
const lease = {
  title: 'Bail commercial',
  clientName: 'SARL Dupré',
  category: 'Droit des affaires',
  status: 'Clos',
} as const;
const estate = {
  title: 'Succession Lefèvre',
  clientName: 'Élodie Lefèvre',
  category: 'Droit des successions',
  status: 'Expertise',
} as const;

describe('matchesCaseSearch', () => {
  it('matches title, client or type without regard to case or accents', () => {
    expect(matchesCaseSearch(divorce, 'MARTIN')).toBe(true);
    expect(matchesCaseSearch(lease, 'dupre')).toBe(true);
    expect(matchesCaseSearch(estate, 'succession')).toBe(true);
    expect(matchesCaseSearch(estate, 'elodie')).toBe(true);
    expect(matchesCaseSearch(divorce, 'bail')).toBe(false);
  });

  it('matches everything for a blank search', () => {
    expect(matchesCaseSearch(lease, '   ')).toBe(true);
  });
});

describe('matchesCaseFilter and countCases', () => {
  it('treats Clos as closed and every other status as active', () => {
    expect(matchesCaseFilter(divorce, 'active')).toBe(true);
    expect(matchesCaseFilter(lease, 'active')).toBe(false);
    expect(matchesCaseFilter(lease, 'closed')).toBe(true);
    expect(matchesCaseFilter(estate, 'all')).toBe(true);
    expect(countCases([divorce, lease, estate])).toEqual({ all: 3, active: 2, closed: 1 });
  });
});
