import { describe, expect, it } from 'vitest';
import { boundingBox, haversineKm, normalizePlaceName, type TLatLon } from './normalize-place-name';

describe('normalizePlaceName', () => {
  it('gives one key for every spelling of Saint-Étienne', () => {
    const spellings = [
      'Saint-Étienne',
      'saint etienne',
      'St Etienne',
      'SAINT-ETIENNE',
      ' st-étienne ',
      'St. Étienne',
    ];
    for (const spelling of spellings) expect(normalizePlaceName(spelling)).toBe('saint etienne');
  });

  it('spells out « ste » and keeps « st » inside words', () => {
    expect(normalizePlaceName('Ste-Foy-lès-Lyon')).toBe('sainte foy les lyon');
    expect(normalizePlaceName('Strasbourg')).toBe('strasbourg');
    expect(normalizePlaceName('Estérel st')).toBe('esterel saint');
  });

  it('turns apostrophes, hyphens, dots and repeated spaces into one space', () => {
    expect(normalizePlaceName("L'Abergement-Clémenciat")).toBe('l abergement clemenciat');
    expect(normalizePlaceName('L’Haÿ-les-Roses')).toBe('l hay les roses');
    expect(normalizePlaceName('  Aix -  en\u00a0Provence\t')).toBe('aix en provence');
    expect(normalizePlaceName('Boulogne--Billancourt')).toBe('boulogne billancourt');
  });

  it('folds ligatures and keeps digits and other characters', () => {
    expect(normalizePlaceName('Œuilly')).toBe('oeuilly');
    expect(normalizePlaceName('Paris 11ème')).toBe('paris 11eme');
    expect(normalizePlaceName('Bors (Canton de Charente-Sud)')).toBe('bors (canton de charente sud)');
    expect(normalizePlaceName('')).toBe('');
  });
});

const PARIS: TLatLon = { latitude: 48.8566, longitude: 2.3522 };
const LYON: TLatLon = { latitude: 45.764, longitude: 4.8357 };

/** The point `distanceKm` away from `start` along `bearingDegrees` (great circle). */
function destination(start: TLatLon, bearingDegrees: number, distanceKm: number): TLatLon {
  const angular = distanceKm / 6371.0088;
  const bearing = (bearingDegrees * Math.PI) / 180;
  const lat1 = (start.latitude * Math.PI) / 180;
  const lon1 = (start.longitude * Math.PI) / 180;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: (lat2 * 180) / Math.PI, longitude: (((lon2 * 180) / Math.PI + 540) % 360) - 180 };
}

function contains(box: ReturnType<typeof boundingBox>, point: TLatLon): boolean {
  return (
    point.latitude >= box.minLat &&
    point.latitude <= box.maxLat &&
    point.longitude >= box.minLon &&
    point.longitude <= box.maxLon
  );
}

describe('haversineKm', () => {
  it('puts Paris about 392 km from Lyon', () => {
    expect(haversineKm(PARIS, LYON)).toBeGreaterThan(389);
    expect(haversineKm(PARIS, LYON)).toBeLessThan(395);
  });

  it('is symmetric and zero for the same point', () => {
    expect(haversineKm(PARIS, LYON)).toBeCloseTo(haversineKm(LYON, PARIS), 9);
    expect(haversineKm(PARIS, PARIS)).toBe(0);
  });
});

describe('boundingBox', () => {
  const centers: TLatLon[] = [
    PARIS,
    LYON,
    { latitude: -20.93, longitude: 55.45 },
    { latitude: 70, longitude: 25 },
  ];

  it('contains every point within the radius, in every direction', () => {
    for (const center of centers) {
      for (const radiusKm of [1, 10, 50, 300]) {
        const box = boundingBox(center, radiusKm);
        for (let bearing = 0; bearing < 360; bearing += 5) {
          const point = destination(center, bearing, radiusKm * 0.999);
          expect(haversineKm(center, point)).toBeLessThanOrEqual(radiusKm);
          expect(contains(box, point)).toBe(true);
        }
        expect(contains(box, center)).toBe(true);
      }
    }
  });

  it('stays tight: points well outside the radius north, south, east and west are outside', () => {
    const box = boundingBox(PARIS, 20);
    for (const bearing of [0, 90, 180, 270])
      expect(contains(box, destination(PARIS, bearing, 21))).toBe(false);
  });

  it('spans every longitude when the circle reaches a pole or the ±180° meridian', () => {
    expect(boundingBox({ latitude: 89.9, longitude: 0 }, 50)).toMatchObject({
      minLon: -180,
      maxLon: 180,
      maxLat: 90,
    });
    expect(boundingBox({ latitude: -13.3, longitude: -176.2 }, 500)).toMatchObject({
      minLon: -180,
      maxLon: 180,
    });
  });
});
