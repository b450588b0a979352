import { describe, expect, it } from 'vitest';
import { frenchDateFormat, withFirstOfMonth } from './french-date-format';

describe('French dates', () => {
  it('write the first day of a month as « 1er », and no other day', () => {
    expect(withFirstOfMonth('mardi 1 décembre 2026')).toBe('mardi 1er décembre 2026');
    expect(withFirstOfMonth('1 janv. 2027 à 10:00')).toBe('1er janv. 2027 à 10:00');
    expect(withFirstOfMonth('vendredi 11 décembre 2026')).toBe('vendredi 11 décembre 2026');
    expect(withFirstOfMonth('lundi 21 décembre, 31 décembre')).toBe('lundi 21 décembre, 31 décembre');
    expect(withFirstOfMonth('du 1 au 3 mai')).toBe('du 1 au 3 mai');
  });

  it('format in the zone given, whatever the machine’s', () => {
    const long = frenchDateFormat({ dateStyle: 'full', timeZone: 'Europe/Paris' });
    // 23:30 UTC on 30 November is already 1 December in Paris.
    expect(long.format(new Date('2026-11-30T23:30:00Z'))).toBe('mardi 1er décembre 2026');
    expect(
      frenchDateFormat({ dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
        new Date('2027-03-01T08:00:00Z'),
      ),
    ).toBe('1er mars 2027');
  });
});
