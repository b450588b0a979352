// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '#domain/directory/geo/normalize-place-name.ts';
import { type TResolvedPlace, ZResolvedPlace } from '#domain/directory/geo/resolved-place.ts';
import { CommuneIndex, communeIndex, loadCommuneIndex, parseCommunesCsv } from './commune-index';

let index: CommuneIndex;

beforeAll(() => {
  const started = performance.now();
  index = loadCommuneIndex();
  console.info(`communes-fr.csv indexé en ${Math.round(performance.now() - started)} ms`);
});

/** resolve() must always return a valid ZResolvedPlace or null. */
function resolve(query: string): TResolvedPlace | null {
  const place = index.resolve(query);
  if (place) expect(ZResolvedPlace.parse(place)).toEqual(place);
  return place;
}

const pick = (place: TResolvedPlace | null) =>
  place && { label: place.label, city: place.city, inseeCode: place.inseeCode, kind: place.kind };

describe('loadCommuneIndex', () => {
  it('loads every commune and arrondissement of the reference file', () => {
    expect(index.size).toBe(35_008);
  });

  it('keeps one lazily loaded index for the process', () => {
    expect(communeIndex()).toBe(communeIndex());
  });

  it('finds a commune or an arrondissement by INSEE code', () => {
    expect(pick(index.get('42218'))).toEqual({
      label: 'Saint-Étienne',
      city: 'Saint-Étienne',
      inseeCode: '42218',
      kind: 'commune',
    });
    expect(pick(index.get('75111'))).toEqual({
      label: 'Paris 11e',
      city: 'Paris',
      inseeCode: '75111',
      kind: 'arrondissement',
    });
    expect(index.get('2a004')?.label).toBe('Ajaccio');
    expect(index.get('99999')).toBeNull();
  });
});

describe('resolve: postal codes', () => {
  it.each([
    ['75011', 'Paris 11e', '75111'],
    ['69003', 'Lyon 3e', '69383'],
    ['13001', 'Marseille 1er', '13201'],
    ['75116', 'Paris 16e', '75116'],
    ['75016', 'Paris 16e', '75116'],
  ])('%s → the arrondissement %s, not the whole city', (code, label, inseeCode) => {
    expect(resolve(code)).toMatchObject({ label, inseeCode, postalCode: code, kind: 'arrondissement' });
  });

  it("gives Saint-Étienne for 42000, found 'by postal code'", () => {
    expect(resolve('42000')).toMatchObject({
      label: 'Saint-Étienne',
      city: 'Saint-Étienne',
      inseeCode: '42218',
      postalCode: '42000',
      kind: 'postal-code',
    });
  });

  it('picks the most populous commune of a shared code', () => {
    // 58120 is shared by Château-Chinon (Ville) (1 770 inhabitants) and Château-Chinon (Campagne) (554), among others.
    expect(resolve('58120')?.inseeCode).toBe('58062');
  });

  it('returns null for an unknown code and ignores other digit counts', () => {
    expect(resolve('99999')).toBeNull();
    expect(resolve('00000')).toBeNull();
    expect(resolve('75')).toBeNull();
    expect(resolve('7501')).toBeNull();
    expect(resolve('750111')).toBeNull();
  });
});

describe('resolve: arrondissements', () => {
  it.each([
    ['Lyon 3e', 'Lyon 3e'],
    ['lyon 3', 'Lyon 3e'],
    ['Lyon 3ème', 'Lyon 3e'],
    ['LYON 3EME', 'Lyon 3e'],
    ['Paris 11e', 'Paris 11e'],
    ['paris 1er', 'Paris 1er'],
    ['Marseille 8e', 'Marseille 8e'],
    ['Marseille 1er', 'Marseille 1er'],
    ['Paris 11e arrondissement', 'Paris 11e'],
    ['Paris 11e Arrondissement', 'Paris 11e'],
    ['paris 11 eme arr', 'Paris 11e'],
    ['Paris 75011', 'Paris 11e'],
    ['75011 Paris', 'Paris 11e'],
  ])('%s → %s', (query, label) => {
    expect(resolve(query)).toMatchObject({ label, kind: 'arrondissement' });
  });

  it('uses the short label and the city name', () => {
    expect(pick(resolve('Paris 11e'))).toEqual({
      label: 'Paris 11e',
      city: 'Paris',
      inseeCode: '75111',
      kind: 'arrondissement',
    });
    expect(resolve('Lyon 3e')).toMatchObject({ city: 'Lyon', inseeCode: '69383', postalCode: '69003' });
    expect(resolve('Marseille 1er')).toMatchObject({ city: 'Marseille', inseeCode: '13201' });
  });

  it('places Paris 11e within 2 km of (48.859, 2.380)', () => {
    const place = resolve('Paris 11e');
    expect(place).not.toBeNull();
    expect(haversineKm(place as TResolvedPlace, { latitude: 48.859, longitude: 2.38 })).toBeLessThan(2);
  });

  it('falls back to the whole city for an arrondissement that does not exist (Lyon has 9)', () => {
    expect(pick(resolve('Lyon 10e'))).toEqual({
      label: 'Lyon',
      city: 'Lyon',
      inseeCode: '69123',
      kind: 'commune',
    });
    expect(resolve('Paris 21e')?.inseeCode).toBe('75056');
    expect(resolve('Marseille 17')?.inseeCode).toBe('13055');
  });
});

describe('resolve: names', () => {
  it.each(['saint etienne', 'Saint-Étienne', 'st etienne', 'SAINT-ETIENNE', 'Saint Etienne', 'St-Étienne'])(
    '%s → Saint-Étienne (42218)',
    (query) => {
      expect(pick(resolve(query))).toEqual({
        label: 'Saint-Étienne',
        city: 'Saint-Étienne',
        inseeCode: '42218',
        kind: 'commune',
      });
    },
  );

  it('gives the whole commune for Paris, Lyon and Marseille, without a postal code', () => {
    expect(resolve('Paris')).toMatchObject({
      label: 'Paris',
      city: 'Paris',
      inseeCode: '75056',
      postalCode: null,
    });
    expect(resolve('lyon')).toMatchObject({ label: 'Lyon', inseeCode: '69123', postalCode: null });
    expect(resolve('MARSEILLE')).toMatchObject({ label: 'Marseille', inseeCode: '13055', postalCode: null });
  });

  it.each([
    ['Bordeaux', '33063', '33000'],
    ['Nantes', '44109', '44000'],
    ['Strasbourg', '67482', '67000'],
    ['Lille', '59350', '59000'],
    ['Toulouse', '31555', '31000'],
  ])('%s → the commune, with its main postal code', (query, inseeCode, postalCode) => {
    expect(resolve(query)).toMatchObject({
      label: query,
      city: query,
      inseeCode,
      postalCode,
      kind: 'commune',
    });
  });

  it('finds names with an apostrophe, whatever the spelling', () => {
    expect(resolve("L'Abergement-Clémenciat")?.inseeCode).toBe('01001');
    expect(resolve('l abergement clemenciat')?.inseeCode).toBe('01001');
    expect(resolve('L’Haÿ-les-Roses')?.inseeCode).toBe('94038');
  });

  it('picks the most populous of homonyms, or the one of the département or postal code given', () => {
    // Saint-Denis (974, La Réunion) is slightly more populous than Saint-Denis (93).
    expect(resolve('Saint-Denis')?.inseeCode).toBe('97411');
    expect(resolve('Saint-Denis (93)')).toMatchObject({ inseeCode: '93066', postalCode: '93200' });
    expect(resolve('Saint-Denis 93')?.inseeCode).toBe('93066');
    expect(resolve('Saint-Denis (11)')?.inseeCode).toBe('11339');
    expect(resolve('Saint-Denis 30500')).toMatchObject({ inseeCode: '30247', postalCode: '30500' });
    expect(resolve('Villeurbanne 69100')).toMatchObject({ inseeCode: '69266', postalCode: '69100' });
    expect(resolve('Ajaccio (2A)')?.inseeCode).toBe('2A004');
  });

  it('ignores a département or postal code that does not fit the name', () => {
    expect(resolve('Saint-Denis (99)')?.inseeCode).toBe('97411');
    expect(resolve('Villeurbanne 75011')?.inseeCode).toBe('69266');
    expect(resolve('Paris 75999')?.inseeCode).toBe('75056');
    // A misspelt name with a known postal code: the postal code wins.
    expect(resolve('Villeurbane 69100')?.inseeCode).toBe('69266');
  });

  it('finds names with parentheses in the file by their first part', () => {
    expect(resolve('Château-Chinon')?.inseeCode).toBe('58062');
    expect(resolve('Château-Chinon (Campagne)')?.inseeCode).toBe('58063');
  });

  it('falls back to a prefix of at least 3 characters, most populous first', () => {
    expect(resolve('villeurb')).toMatchObject({ label: 'Villeurbanne', inseeCode: '69266', kind: 'commune' });
    expect(resolve('Saint-Étienne-du-R')?.inseeCode).toBe('76575');
    expect(resolve('pau')?.label).toBe('Pau');
    expect(resolve('Pa')).toBeNull();
    expect(resolve('zzzz')).toBeNull();
  });
});

describe('resolve: junk', () => {
  it.each([
    ['an empty string', ''],
    ['spaces', '   '],
    ['punctuation only', ' - . '],
    ['a 2 000-character string', 'a'.repeat(2000)],
    ['101 characters', `Paris${' '.repeat(96)}`.padEnd(101, 'x')],
    ['markup', '<script>'],
    ['markup around a city', '<b>Paris</b>'],
    ['SQL', "'; drop table x; --"],
    ['a name with digits inside', 'Par1s'],
    ['two postal codes', '75011 69003'],
  ])('returns null for %s', (_, query) => {
    expect(resolve(query)).toBeNull();
    expect(index.suggest(query)).toEqual([]);
  });

  it('never throws, even on values that are not strings', () => {
    for (const value of [undefined, null, 42, {}, ['Paris']]) {
      expect(index.resolve(value as unknown as string)).toBeNull();
      expect(index.suggest(value as unknown as string)).toEqual([]);
      expect(index.get(value as unknown as string)).toBeNull();
    }
  });
});

describe('suggest', () => {
  const labels = (places: TResolvedPlace[]) => places.map((place) => place.label);

  it('lists names starting with the query, most populous first, up to the limit', () => {
    const places = index.suggest('villeu');
    expect(places[0]?.label).toBe('Villeurbanne');
    expect(places.length).toBeLessThanOrEqual(8);
    expect(places.every((place) => ZResolvedPlace.safeParse(place).success)).toBe(true);
    expect(index.suggest('saint', 3)).toHaveLength(3);
    expect(index.suggest('saint', 0)).toEqual([]);
  });

  it('starts with the place resolve() would pick', () => {
    for (const query of ['saint e', 'St Etienne', 'paris 11', '42000', 'Saint-Denis (93)', 'Lyon 10e']) {
      expect(index.suggest(query)[0]).toEqual(index.resolve(query));
    }
  });

  it('shows other cities before arrondissements until the city name is typed', () => {
    expect(labels(index.suggest('pa', 4))).toEqual(['Paris', 'Pau', 'Pantin', 'Palaiseau']);
    expect(labels(index.suggest('paris', 3))).toEqual(['Paris', 'Paris 15e', 'Paris 20e']);
    expect(labels(index.suggest('lyon 3'))).toEqual(['Lyon 3e']);
  });

  it('then names with a word starting with the query, then names containing it', () => {
    const places = index.suggest('etienne', 50);
    expect(places[0]?.label).toBe('Saint-Étienne');
    expect(places.every((place) => place.label.includes('Étienne') || place.label.includes('étienne'))).toBe(
      true,
    );
  });

  it('completes postal codes, the exact code first', () => {
    expect(labels(index.suggest('75011', 2))).toEqual(['Paris 11e', 'Paris']);
    const places = index.suggest('6900');
    expect(places[0]).toMatchObject({ label: 'Lyon', postalCode: null });
    expect(places.slice(1).every((place) => place.postalCode?.startsWith('6900'))).toBe(true);
  });

  it('needs 2 characters', () => {
    expect(index.suggest('p')).toEqual([]);
    expect(index.suggest('7')).toEqual([]);
  });
});

describe('parseCommunesCsv', () => {
  const header = 'code_insee,nom,codes_postaux,latitude,longitude,population,departement';

  it('reads quoted names holding commas', () => {
    const records = parseCommunesCsv(`${header}\n01999,"Virgule, la Ville",01000 01001,46.1,4.9,12,01\n`);
    expect(records[0]).toMatchObject({ name: 'Virgule, la Ville', postalCodes: ['01000', '01001'] });
    expect(new CommuneIndex(records).resolve('virgule la ville')?.inseeCode).toBe('01999');
  });

  it('refuses a wrong header or a malformed line, with its number', () => {
    expect(() => parseCommunesCsv('code,nom\n')).toThrow(/en-tête/);
    expect(() =>
      parseCommunesCsv(`${header}\n01001,A,01400,46.1,4.9,860,01\n01002,B,01640,,5.4,270,01`),
    ).toThrow(/ligne 3\s: latitude/);
    expect(() => parseCommunesCsv(`${header}\n01001,A,1400,46.1,4.9,860,01`)).toThrow(/code postal/);
    expect(() => parseCommunesCsv(`${header}\n01001,A,01400,46.1,4.9`)).toThrow(/colonnes/);
  });
});
