import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  nextWiderDistance,
  offeredSpecialties,
  searchParamsFromFilters,
  searchStringFromFilters,
  type TSearchFilters,
  toggleInList,
  withFilter,
  withProfessionalTypes,
} from './search-filters';

const parse = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('URL ↔ filters', () => {
  it('reads the home search link', () => {
    expect(parse('location=Lyon&specialty=Droit%20de%20la%20famille&professionalType=avocat')).toEqual({
      ...DEFAULT_FILTERS,
      location: 'Lyon',
      specialties: ['Droit de la famille'],
      professionalTypes: ['avocat'],
    });
  });

  it('gives the defaults for an empty URL and an empty URL for the defaults', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(searchStringFromFilters(DEFAULT_FILTERS)).toBe('');
    expect([...searchParamsFromFilters(DEFAULT_FILTERS)]).toEqual([]);
  });

  it('writes every filter with the API names, lists comma-separated', () => {
    const filters: TSearchFilters = {
      location: 'Paris 11e',
      distance: 25,
      professionalTypes: ['avocat', 'notaire'],
      specialties: ['Droit pénal', 'Droit fiscal'],
      availability: 'week',
      modes: ['cabinet', 'visio'],
      languages: ['Anglais', 'Arabe'],
      legalAid: true,
      page: 2,
    };
    const params = searchParamsFromFilters(filters);
    expect(Object.fromEntries(params)).toEqual({
      location: 'Paris 11e',
      specialty: 'Droit pénal,Droit fiscal',
      professionalType: 'avocat,notaire',
      distance: '25',
      availability: 'week',
      modes: 'cabinet,visio',
      languages: 'Anglais,Arabe',
      legalAid: 'true',
      page: '2',
    });
    expect(searchStringFromFilters(filters)).toBe(
      'location=Paris%2011e&specialty=Droit%20p%C3%A9nal,Droit%20fiscal&professionalType=avocat,notaire&distance=25&availability=week&modes=cabinet,visio&languages=Anglais,Arabe&legalAid=true&page=2',
    );
    expect(parse(searchStringFromFilters(filters))).toEqual(filters);
    expect(filtersFromSearchParams(params)).toEqual(filters);
  });

  it('ignores unknown values and clamps numbers instead of sending the API bad input', () => {
    expect(
      parse(
        'professionalType=avocat,pirate&specialty=Droit%20lunaire&modes=fax&availability=demain&page=-3&legalAid=oui',
      ),
    ).toEqual({ ...DEFAULT_FILTERS, professionalTypes: ['avocat'] });
    expect(parse('distance=0').distance).toBe(1);
    expect(parse('distance=900').distance).toBe(50);
    expect(parse('distance=abc').distance).toBe(10);
    expect(parse('page=2').page).toBe(2);
  });

  it('keeps lists in the options order, whatever the URL order or repetitions', () => {
    expect(parse('languages=Arabe,Anglais&languages=Arabe').languages).toEqual(['Anglais', 'Arabe']);
  });
});

describe('filter changes', () => {
  it('go back to page 1', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(withFilter(onPage3, 'legalAid', true)).toEqual({ ...DEFAULT_FILTERS, legalAid: true, page: 1 });
  });

  it('toggle a value in a list', () => {
    const all = ['cabinet', 'visio', 'telephone'] as const;
    expect(toggleInList(['telephone'], 'cabinet', all)).toEqual(['cabinet', 'telephone']);
    expect(toggleInList(['cabinet', 'telephone'], 'cabinet', all)).toEqual(['telephone']);
  });

  it('suggest 20, 30 then 50 km and nothing beyond', () => {
    expect(nextWiderDistance(10)).toBe(20);
    expect(nextWiderDistance(20)).toBe(30);
    expect(nextWiderDistance(35)).toBe(50);
    expect(nextWiderDistance(50)).toBeNull();
  });
});

describe('the domains the filter offers (issue 26 §3)', () => {
  it('offers every profession its own domains, and all of them when none is chosen', () => {
    expect(offeredSpecialties(['commissaire'])).toEqual([
      'Recouvrement de créances',
      'Constats',
      'Exécution des décisions',
    ]);
    expect(offeredSpecialties(['notaire'])).toContain('Droit des successions');
    expect(offeredSpecialties(['notaire'])).not.toContain('Droit pénal');
    expect(offeredSpecialties(['notaire', 'commissaire'])).toContain('Constats');
    expect(offeredSpecialties([])).toContain('Droit civil');
  });

  it('drops the chosen domains no chosen profession practises, back on page 1', () => {
    const filters: TSearchFilters = {
      ...DEFAULT_FILTERS,
      professionalTypes: ['avocat'],
      specialties: ['Droit pénal', 'Droit des successions'],
      page: 3,
    };
    expect(withProfessionalTypes(filters, ['notaire'])).toEqual({
      ...filters,
      professionalTypes: ['notaire'],
      specialties: ['Droit des successions'],
      page: 1,
    });
    expect(withProfessionalTypes(filters, []).specialties).toEqual(filters.specialties);
  });

  it('reads the new domains from a link', () => {
    expect(parse('specialty=Droit%20civil,Constats').specialties).toEqual(['Droit civil', 'Constats']);
  });
});
