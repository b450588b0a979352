import { describe, expect, it } from 'vitest';
import { readDirectoryDate, readDirectoryLine, readHeader } from './directory-formats';

describe('readHeader', () => {
  it('recognises the columns by name, in any order, whatever the case and accents', () => {
    expect(readHeader(['\uFEFFBARREAU', 'Prénom', 'NOM', 'Autre', 'Identifiant CNBF'], 'cnb')).toEqual({
      mapping: { place: 0, firstName: 1, lastName: 2, nationalNumber: 4 },
    });
  });

  it('says which columns are missing', () => {
    const answer = readHeader(['nom', 'prenom'], 'cnb');
    expect(answer).toHaveProperty('error');
    expect('error' in answer && answer.error).toContain('«\u00a0barreau\u00a0», «\u00a0identifiant\u00a0»');
  });

  it('says when the file is separated by commas or tabs', () => {
    expect(readHeader(['nom,prenom,barreau,identifiant'], 'cnb')).toEqual({
      error: 'Le fichier n’est pas séparé par des points-virgules (séparateur trouvé\u00a0: virgule).',
    });
    expect(readHeader(['nom\tprenom'], 'notaires')).toHaveProperty(
      'error',
      expect.stringContaining('tabulation'),
    );
  });
});

describe('readDirectoryLine', () => {
  const mapping = { lastName: 0, firstName: 1, place: 2, nationalNumber: 3, oathDate: 4, specialisations: 5 };

  it('reads a line, its keys and its specialisations', () => {
    expect(
      readDirectoryLine(
        ['Fontaine', 'Claire', 'Paris', '012', '12/03/2010', 'Droit du travail | Droit fiscal'],
        mapping,
        'cnb',
      ),
    ).toEqual({
      entry: expect.objectContaining({
        entryKey: '12',
        oathDate: '2010-03-12',
        specialisations: ['Droit du travail', 'Droit fiscal'],
        lastNameKey: 'fontaine',
        placeKey: 'paris',
      }),
    });
  });

  it('refuses a line with an empty required field, a NUL, an overlong field or an unreadable date', () => {
    expect(readDirectoryLine(['', 'Claire', 'Paris', '1'], mapping, 'cnb')).toEqual({
      error: '«\u00a0nom\u00a0» vide',
    });
    expect(readDirectoryLine(['Fon\u0000taine', 'Claire', 'Paris', '1'], mapping, 'cnb')).toHaveProperty(
      'error',
    );
    expect(readDirectoryLine(['x'.repeat(301), 'Claire', 'Paris', '1'], mapping, 'cnb')).toHaveProperty(
      'error',
    );
    expect(readDirectoryLine(['F', 'C', 'Paris', '1', '31/02/2010'], mapping, 'cnb')).toHaveProperty('error');
    expect(readDirectoryLine(['---', 'C', 'Paris', '1'], mapping, 'cnb')).toEqual({
      error: 'nom ou prénom sans lettre',
    });
  });

  it('keys a line without a national number by its name and office', () => {
    const read = readDirectoryLine(
      ['Roux', 'Anne', '75012'],
      { lastName: 0, firstName: 1, localNumber: 2 },
      'notaires',
    );
    expect(read).toEqual({ entry: expect.objectContaining({ entryKey: 'roux|anne|75012' }) });
  });
});

describe('readDirectoryDate', () => {
  it('reads ISO and French dates, and says when it cannot', () => {
    expect(readDirectoryDate('2010-03-12')).toBe('2010-03-12');
    expect(readDirectoryDate('2010-03-12T00:00:00')).toBe('2010-03-12');
    expect(readDirectoryDate('12.03.2010')).toBe('2010-03-12');
    expect(readDirectoryDate(' ')).toBeNull();
    expect(readDirectoryDate('mars 2010')).toBeUndefined();
  });
});
