import { describe, expect, it } from 'vitest';
import { normaliseName, sameParty } from './party-names';

describe('normaliseName', () => {
  it('drops accents, case, punctuation, leading titles, legal forms and particles', () => {
    expect(normaliseName('Maître Hélène BÉRARD-Lœvenbruck')).toEqual({
      words: ['helene', 'berard', 'loevenbruck'],
      initials: [],
    });
    expect(normaliseName('SARL «\u00a0Immobilière du Centre\u00a0»')).toEqual({
      words: ['immobiliere', 'centre'],
      initials: [],
    });
    expect(normaliseName("Mme Marie-Ange d'Artagnan épouse Roux")).toEqual({
      words: ['marie', 'ange', 'artagnan', 'roux'],
      initials: [],
    });
    expect(normaliseName('J.-P. Dupont')).toEqual({ words: ['dupont'], initials: ['j', 'p'] });
  });

  it('keeps a trailing initial that looks like a title', () => {
    expect(normaliseName('Dupont M.')).toEqual({ words: ['dupont'], initials: ['m'] });
    expect(normaliseName('M. Dupont')).toEqual({ words: ['dupont'], initials: [] });
  });
});

describe('sameParty', () => {
  it('ignores accents and case', () => {
    expect(sameParty('Hélène Bérard', 'HELENE BERARD')).toBe(true);
    expect(sameParty('Zoé Lefèvre', 'zoe lefevre')).toBe(true);
    expect(sameParty('Œdipe Lœvenbruck', 'Oedipe Loevenbruck')).toBe(true);
  });

  it('ignores the word order', () => {
    expect(sameParty('Dupont Jean', 'Jean Dupont')).toBe(true);
    expect(sameParty('DUPONT, Jean-Pierre', 'Jean-Pierre Dupont')).toBe(true);
  });

  it('reads an initial as its given name', () => {
    expect(sameParty('J. Dupont', 'Jean Dupont')).toBe(true);
    expect(sameParty('Dupont J', 'Jean Dupont')).toBe(true);
    expect(sameParty('J.-P. Dupont', 'Jean-Pierre Dupont')).toBe(true);
    expect(sameParty('J. Dupont', 'Paul Dupont')).toBe(false);
  });

  it('ignores titles and legal forms', () => {
    expect(sameParty('M. Jean Dupont', 'Jean Dupont')).toBe(true);
    expect(sameParty('Maître Jean Dupont', 'Mme Jean Dupont')).toBe(true);
    expect(sameParty('SARL Dupont Immobilier', 'Dupont Immobilier SAS')).toBe(true);
    expect(sameParty('Société Renault', 'Renault')).toBe(true);
    expect(sameParty('M. Dupont', 'Dupont')).toBe(true);
  });

  it('finds a shorter name inside a longer one (second given name, married name)', () => {
    expect(sameParty('Marie Dupont', 'Marie Dupont épouse Martin')).toBe(true);
    expect(sameParty('Jean Dupont', 'Jean Paul Dupont')).toBe(true);
  });

  it('never matches on a single common given name', () => {
    expect(sameParty('Jean', 'Jean Dupont')).toBe(false);
    expect(sameParty('Jean', 'Jean')).toBe(false);
    expect(sameParty('Marie', 'Mme Marie')).toBe(false);
    expect(sameParty('Jean Martin', 'Jean Dupont')).toBe(false);
    expect(sameParty('Jean M.', 'Jean Martin')).toBe(false);
  });

  it('does not match different people or initials alone', () => {
    expect(sameParty('Jean Dupont', 'Jean Durand')).toBe(false);
    expect(sameParty('Jean Dupont', 'Pierre Dupont')).toBe(false);
    expect(sameParty('J. D.', 'Jean Dupont')).toBe(false);
    expect(sameParty('Dupont', 'Jean Dupont')).toBe(false);
    expect(sameParty('Dupont Immobilier', 'Dupont Transports')).toBe(false);
    expect(sameParty('', 'Jean Dupont')).toBe(false);
    expect(sameParty('M.', 'Mme')).toBe(false);
  });

  it('stays quick on long hostile names', () => {
    const long = `${'a b '.repeat(5000)}Dupont`;
    expect(sameParty(long, 'A. B. Dupont')).toBe(false);
    expect(normaliseName(long).words.length + normaliseName(long).initials.length).toBe(12);
  });
});
