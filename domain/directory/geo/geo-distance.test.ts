import { describe, expect, it } from 'vitest';
import { haversineKm, kmOfChord, unitSpherePoint } from './geo-distance';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const places = [
  { latitude: 48.8566, longitude: 2.3522 },
  { latitude: 48.86, longitude: 2.35 },
  { latitude: 48.9, longitude: 2.2 },
  { latitude: 45.764, longitude: 4.8357 },
  { latitude: 43.2965, longitude: 5.3698 },
  { latitude: 48.1173, longitude: -1.6778 },
  { latitude: 41.9, longitude: 8.7 },
  { latitude: 50.63, longitude: 3.06 },
  { latitude: -21.115, longitude: 55.536 },
];

function chord(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(...a.map((value, index) => value - (b[index] ?? 0)));
}

describe('unit-sphere points', () => {
  it('are on the unit sphere', () => {
    for (const place of places) expect(Math.hypot(...unitSpherePoint(place))).toBeCloseTo(1, 12);
  });

  it('give the great-circle distance through their chord, in km', () => {
    const origin = unitSpherePoint(PARIS);
    for (const place of places) {
      const km = kmOfChord(chord(origin, unitSpherePoint(place)));
      expect(km).toBeCloseTo(haversineKm(PARIS, place), 6);
    }
  });

  it('order places by chord exactly as by distance', () => {
    const origin = unitSpherePoint(PARIS);
    const byChord = [...places].sort(
      (a, b) => chord(origin, unitSpherePoint(a)) - chord(origin, unitSpherePoint(b)),
    );
    const byDistance = [...places].sort((a, b) => haversineKm(PARIS, a) - haversineKm(PARIS, b));
    expect(byChord).toEqual(byDistance);
  });

  it('read a chord beyond the diameter as the antipode', () => {
    expect(kmOfChord(0)).toBe(0);
    expect(kmOfChord(2)).toBeCloseTo(Math.PI * 6371.0088, 6);
    expect(kmOfChord(2 + 1e-12)).toBeCloseTo(Math.PI * 6371.0088, 6);
  });
});
