import { describe, expect, it } from 'vitest';
import { LEGAL_DOMAIN_VALUES, legalDomainsOf } from './legal-domains';
import { SPECIALTY_OPTIONS } from './search-options';

describe('the one list of legal domains', () => {
  it('holds every value the search filter already knows, each once', () => {
    for (const specialty of SPECIALTY_OPTIONS) expect(LEGAL_DOMAIN_VALUES).toContain(specialty);
    expect(new Set(LEGAL_DOMAIN_VALUES).size).toBe(LEGAL_DOMAIN_VALUES.length);
  });

  it('offers each profession only what it practises', () => {
    expect(legalDomainsOf('notaire')).toContain('Droit des successions');
    expect(legalDomainsOf('notaire')).not.toContain('Droit pénal');
    expect(legalDomainsOf('commissaire')).toEqual([
      'Recouvrement de créances',
      'Constats',
      'Exécution des décisions',
    ]);
    expect(legalDomainsOf('avocat')).toContain('Droit civil');
  });
});
