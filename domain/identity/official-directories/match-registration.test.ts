import { describe, expect, it } from 'vitest';
import { readDirectoryLine, readHeader, type TDirectoryEntry } from './directory-formats';
import { matchNeedsNote, matchRegistration, type TDeclaredIdentity } from './match-registration';

const HEADER = [
  'Nom',
  'Prénom',
  'Barreau',
  'Identifiant CNBF',
  'Numéro de toque',
  'Date de serment',
  'Spécialités',
];

function lawyer(line: string[]): TDirectoryEntry {
  const header = readHeader(HEADER, 'cnb');
  if (!('mapping' in header)) throw new Error(header.error);
  const read = readDirectoryLine(line, header.mapping, 'cnb');
  if (!('entry' in read)) throw new Error(read.error);
  return read.entry;
}

const claire = lawyer(['FONTAINE', 'Claire', 'PARIS', '0123456', 'C1234', '12/03/2010', 'Droit du travail']);
const claireLyon = lawyer(['Fontaine', 'Claire', 'Lyon', '765432', '', '', '']);
const paul = lawyer(['DE LA TOUR', 'Jean-Paul', 'Hauts-de-Seine', '555', '', '2001-09-01', '']);

const declared = (overrides: Partial<TDeclaredIdentity>): TDeclaredIdentity => ({
  professionalType: 'avocat',
  firstName: 'Claire',
  lastName: 'Fontaine',
  barAssociation: 'Paris',
  barNumber: '123456',
  ...overrides,
});

describe('matchRegistration', () => {
  it('finds a lawyer whose name, bar and number agree, whatever the spelling', () => {
    const match = matchRegistration(
      declared({ lastName: 'fontaine', barAssociation: 'Barreau de Paris', barNumber: '0123 456' }),
      [claireLyon, claire],
      true,
    );
    expect(match).toEqual({ state: 'found', entry: claire });
    expect(matchNeedsNote(match)).toBe(false);
    // The number of the bar's own roll (toque) is a number too.
    expect(matchRegistration(declared({ barNumber: 'c-1234' }), [claire], true).state).toBe('found');
    // Particles, hyphens, accents, and a bar written by its town.
    expect(
      matchRegistration(
        declared({
          firstName: 'Jean Paul',
          lastName: 'de la Tour',
          barAssociation: 'Nanterre',
          barNumber: '555',
        }),
        [paul],
        true,
      ).state,
    ).toBe('found');
  });

  it('says which fields differ when the number agrees but not the rest', () => {
    const match = matchRegistration(declared({ barAssociation: 'Lyon', firstName: 'Clara' }), [claire], true);
    expect(match).toEqual({
      state: 'differences',
      entry: claire,
      differences: [
        { field: 'firstName', declared: 'Clara', directory: 'Claire' },
        { field: 'place', declared: 'Lyon', directory: 'PARIS' },
      ],
    });
    expect(matchNeedsNote(match)).toBe(true);
  });

  it('prefers the line with the most agreeing fields, and names the number the directory has', () => {
    const match = matchRegistration(
      declared({ barAssociation: 'Lyon', barNumber: '999' }),
      [claire, claireLyon],
      true,
    );
    expect(match).toMatchObject({
      state: 'differences',
      entry: claireLyon,
      differences: [{ field: 'number', declared: '999', directory: '765432' }],
    });
  });

  it('ignores a namesake who shares neither the number nor the first name nor the bar', () => {
    expect(
      matchRegistration(
        declared({ firstName: 'Marc', barAssociation: 'Nice', barNumber: '1' }),
        [claire],
        true,
      ),
    ).toEqual({ state: 'absent' });
    expect(matchRegistration(declared({}), [], true)).toEqual({ state: 'absent' });
  });

  it('compares nothing when the directory was never imported', () => {
    const match = matchRegistration(declared({}), [claire], false);
    expect(match).toEqual({ state: 'unavailable' });
    expect(matchNeedsNote(match)).toBe(true);
  });

  it('compares a notary by name and CRPCEN, a commissaire by name and chamber', () => {
    const notaryHeader = readHeader(['nom', 'prenom', 'office', 'crpcen', 'ville'], 'notaires');
    if (!('mapping' in notaryHeader)) throw new Error(notaryHeader.error);
    const notary = readDirectoryLine(
      ['Roux', 'Anne', 'Office Roux', '75012', 'Paris'],
      notaryHeader.mapping,
      'notaires',
    );
    if (!('entry' in notary)) throw new Error(notary.error);
    const asNotary = {
      professionalType: 'notaire' as const,
      firstName: 'Anne',
      lastName: 'Roux',
      barAssociation: null,
    };
    expect(matchRegistration({ ...asNotary, barNumber: '75012' }, [notary.entry], true).state).toBe('found');
    expect(matchRegistration({ ...asNotary, barNumber: '75013' }, [notary.entry], true)).toMatchObject({
      state: 'differences',
      differences: [{ field: 'number', declared: '75013', directory: '75012' }],
    });

    const chamberHeader = readHeader(['Nom', 'Prénom', 'Chambre régionale', 'Office'], 'commissaires');
    if (!('mapping' in chamberHeader)) throw new Error(chamberHeader.error);
    const bailiff = readDirectoryLine(
      ['Petit', 'Luc', 'Chambre régionale de Douai', 'SCP Petit'],
      chamberHeader.mapping,
      'commissaires',
    );
    if (!('entry' in bailiff)) throw new Error(bailiff.error);
    const asBailiff = {
      professionalType: 'commissaire' as const,
      firstName: 'Luc',
      lastName: 'Petit',
      barNumber: '',
    };
    expect(matchRegistration({ ...asBailiff, barAssociation: 'Douai' }, [bailiff.entry], true).state).toBe(
      'found',
    );
    expect(matchRegistration({ ...asBailiff, barAssociation: 'Lille' }, [bailiff.entry], true).state).toBe(
      'differences',
    );
  });
});
