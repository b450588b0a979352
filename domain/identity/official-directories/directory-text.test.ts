import { describe, expect, it } from 'vitest';
import { foldText, nameKey, numberKey, placeKey } from './directory-text';

describe('official directory text keys', () => {
  it('folds accents, case, hyphens, apostrophes and ligatures', () => {
    expect(foldText('  Ève-Marie  D’Œillet ')).toBe('eve marie d oeillet');
  });

  it('gives one key to the spellings of a name, particles dropped', () => {
    expect(nameKey('Jean-Pierre')).toBe(nameKey('JEAN PIERRE'));
    expect(nameKey('de La Fontaine')).toBe(nameKey('LA FONTAINE'));
    expect(nameKey('d’Artagnan')).toBe(nameKey('Artagnan'));
    expect(nameKey('Hélène')).toBe('helene');
    expect(nameKey('Martin')).not.toBe(nameKey('Martin-Durand'));
  });

  it('gives one key to the spellings of a bar or a chamber', () => {
    expect(placeKey('Barreau de Paris')).toBe('paris');
    expect(placeKey('PARIS')).toBe('paris');
    expect(placeKey('Ordre des avocats du barreau de Lyon')).toBe('lyon');
    expect(placeKey('Val-d’Oise')).toBe(placeKey("barreau du Val d'Oise"));
    expect(placeKey('Pontoise')).toBe(placeKey('Val-d’Oise'));
    expect(placeKey('Hauts-de-Seine')).toBe(placeKey('Nanterre'));
    expect(placeKey('Chambre régionale des commissaires de justice de Paris')).toBe('paris');
    expect(placeKey('Saint-Étienne')).toBe('saintetienne');
    expect(placeKey('Barreau')).toBe('');
  });

  it('gives one key to the spellings of a number', () => {
    expect(numberKey('012345')).toBe('12345');
    expect(numberKey('12 345')).toBe('12345');
    expect(numberKey('c-1234')).toBe('C1234');
    expect(numberKey('0')).toBe('0');
    expect(numberKey(' ')).toBe('');
  });
});
