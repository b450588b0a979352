import { describe, expect, it } from 'vitest';
import { professionalDisplayName, searchHeading } from './search-heading';

describe('search heading', () => {
  it('names the type searched and the place', () => {
    expect(searchHeading(['avocat'], 'Paris')).toBe('Avocats à Paris');
    expect(searchHeading(['notaire'], 'Lyon 3e')).toBe('Notaires à Lyon 3e');
    expect(searchHeading(['commissaire'], 'Marseille')).toBe('Commissaires de justice à Marseille');
  });

  it('says « Avocats » without a type, as the seed does, and all legal professionals for several types', () => {
    expect(searchHeading([], 'Lille')).toBe('Avocats à Lille');
    expect(searchHeading([], null)).toBe('Avocats');
    expect(searchHeading(['avocat', 'notaire'], 'Nantes')).toBe('Professionnels du droit à Nantes');
  });

  it('contracts « à le » and « à les »', () => {
    expect(searchHeading(['avocat'], 'Le Havre')).toBe('Avocats au Havre');
    expect(searchHeading(['avocat'], "Les Sables-d'Olonne")).toBe("Avocats aux Sables-d'Olonne");
    expect(searchHeading(['avocat'], 'La Rochelle')).toBe('Avocats à La Rochelle');
  });

  it('titles professionals « Maître »', () => {
    expect(professionalDisplayName('Sophie', 'Martin')).toBe('Maître Sophie Martin');
  });
});
