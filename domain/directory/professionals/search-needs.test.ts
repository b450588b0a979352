import { describe, expect, it } from 'vitest';
import { legalDomainsOf } from '#domain/kernel/vocabulary/legal-domains.ts';
import { needLabelOf, normalizeNeedText, SEARCH_NEEDS, suggestNeeds } from './search-needs';

const first = (text: string) => suggestNeeds(text)[0];

describe('the need typed in the home search', () => {
  it('maps everyday words to a profession and a domain', () => {
    const cases: [string, string, string][] = [
      ['divorce', 'avocat', 'Droit de la famille'],
      ['séparation', 'avocat', 'Droit de la famille'],
      ["garde d'enfant", 'avocat', 'Droit de la famille'],
      ['pension alimentaire', 'avocat', 'Droit de la famille'],
      ['licenciement', 'avocat', 'Droit du travail'],
      ["prud'hommes", 'avocat', 'Droit du travail'],
      ['harcèlement', 'avocat', 'Droit du travail'],
      ['succession', 'notaire', 'Droit des successions'],
      ['héritage', 'notaire', 'Droit des successions'],
      ['testament', 'notaire', 'Droit des successions'],
      ['donation', 'notaire', 'Droit des successions'],
      ['garde à vue', 'avocat', 'Droit pénal'],
      ['plainte', 'avocat', 'Droit pénal'],
      ['casier', 'avocat', 'Droit pénal'],
      ['bail', 'avocat', 'Droit immobilier'],
      ['loyer', 'avocat', 'Droit immobilier'],
      ['expulsion', 'avocat', 'Droit immobilier'],
      ['achat immobilier', 'notaire', 'Droit immobilier'],
      ['vente de maison', 'notaire', 'Droit immobilier'],
      ['créance', 'commissaire', 'Recouvrement de créances'],
      ['impayé', 'commissaire', 'Recouvrement de créances'],
      ['recouvrement', 'commissaire', 'Recouvrement de créances'],
      ['constat', 'commissaire', 'Constats'],
      ['permis de conduire', 'avocat', 'Droit routier'],
      ['retrait de points', 'avocat', 'Droit routier'],
      ['titre de séjour', 'avocat', 'Droit des étrangers'],
    ];
    for (const [typed, professionalType, specialty] of cases)
      expect(first(typed), typed).toMatchObject({ professionalType, specialty });
  });

  it('offers the avocat too for a succession, after the notaire', () => {
    const professions = suggestNeeds('succession')
      .filter((suggestion) => suggestion.label === 'Succession')
      .map((suggestion) => suggestion.professionalType);
    expect(professions).toEqual(['notaire', 'avocat']);
  });

  it('ignores accents and case, and tolerates plurals, unfinished words and a typo', () => {
    expect(first('DIVORCE')?.label).toBe('Divorce');
    expect(first('heritage')?.label).toBe('Héritage');
    expect(first('divorces')?.label).toBe('Divorce');
    expect(first('licenciements')?.label).toBe('Licenciement');
    expect(first('divo')?.label).toBe('Divorce');
    expect(first('divorse')?.label).toBe('Divorce');
    expect(first('licenciment')?.label).toBe('Licenciement');
    expect(first('prudhommes')?.label).toBe("Prud'hommes");
    expect(first('pension')?.label).toBe('Pension alimentaire');
  });

  it('finds professions and domains by their names', () => {
    expect(first('notaire')).toMatchObject({ professionalType: 'notaire', specialty: null });
    expect(first('huissier')).toMatchObject({ professionalType: 'commissaire', specialty: null });
    expect(first('droit de la famille')).toMatchObject({ specialty: 'Droit de la famille' });
    expect(first('droit penal')).toMatchObject({ professionalType: 'avocat', specialty: 'Droit pénal' });
  });

  it('keeps the profession named among the words', () => {
    expect(first('avocat succession')).toMatchObject({
      professionalType: 'avocat',
      specialty: 'Droit des successions',
    });
  });

  it('says who and what in the hint, and finds nothing for nonsense or nothing', () => {
    expect(first('divorce')?.hint).toBe('Avocat · Droit de la famille');
    expect(suggestNeeds('xyzzy')).toEqual([]);
    expect(suggestNeeds('  ')).toEqual([]);
    expect(suggestNeeds('droit', 3)).toHaveLength(3);
  });

  it('holds about eighty everyday words, each practised by the professions it suggests', () => {
    const words = SEARCH_NEEDS.flatMap((entry) => entry.words);
    expect(words.length).toBeGreaterThanOrEqual(80);
    expect(new Set(words.map(normalizeNeedText)).size).toBe(words.length);
    for (const entry of SEARCH_NEEDS)
      for (const profession of entry.professions ?? [])
        expect(legalDomainsOf(profession)).toContain(entry.domain);
  });

  it('normalizes text and shows a search coming back as its domain or profession', () => {
    expect(normalizeNeedText("  Garde d'Enfant ")).toBe('garde enfant');
    expect(needLabelOf('avocat', 'Droit de la famille')).toBe('Droit de la famille');
    expect(needLabelOf('commissaire', undefined)).toBe('Commissaire de justice');
    expect(needLabelOf(undefined, undefined)).toBe('');
  });
});
