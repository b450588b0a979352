import { describe, expect, it } from 'vitest';
import { boundingBox, haversineKm } from './geo-distance';
import { gridCellOf, gridCellsCovering } from './grid-cells';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };

describe('grid cells', () => {
  it('numbers 0.1° cells row by row from the south-west corner of the world', () => {
    expect(gridCellOf(-90, -180)).toBe(0);
    expect(gridCellOf(-90, -179.95)).toBe(0);
    expect(gridCellOf(-90, -179.85)).toBe(1);
    expect(gridCellOf(-89.85, -180)).toBe(3600);
    // Paris: row floor(138.8566 × 10) = 1388, column floor(182.3522 × 10) = 1823.
    expect(gridCellOf(PARIS.latitude, PARIS.longitude)).toBe(1388 * 3600 + 1823);
  });

  it('covers every point of a box, and only the cells the box touches', () => {
    const box = boundingBox(PARIS, 20);
    const cells = gridCellsCovering(box);
    // 0.36° of latitude and 0.55° of longitude: 4–5 rows of 6–7 cells.
    expect(cells.length).toBeGreaterThanOrEqual(24);
    expect(cells.length).toBeLessThanOrEqual(35);
    const covered = new Set(cells);
    for (let i = 0; i <= 20; i++) {
      for (let j = 0; j <= 20; j++) {
        const latitude = box.minLat + ((box.maxLat - box.minLat) * i) / 20;
        const longitude = box.minLon + ((box.maxLon - box.minLon) * j) / 20;
        expect(covered.has(gridCellOf(latitude, longitude))).toBe(true);
      }
    }
  });

  it('keeps every point within the radius inside the covered cells (Réunion, Guadeloupe, Strasbourg)', () => {
    for (const center of [
      { latitude: -21.1151, longitude: 55.5364 },
      { latitude: 16.265, longitude: -61.551 },
      { latitude: 48.5734, longitude: 7.7521 },
    ]) {
      const covered = new Set(gridCellsCovering(boundingBox(center, 50)));
      for (let k = 0; k < 360; k += 5) {
        const angle = (k * Math.PI) / 180;
        const point = {
          latitude: center.latitude + (49.9 / 111.2) * Math.cos(angle),
          longitude:
            center.longitude +
            ((49.9 / 111.2) * Math.sin(angle)) / Math.cos((center.latitude * Math.PI) / 180),
        };
        if (haversineKm(center, point) <= 50) {
          expect(covered.has(gridCellOf(point.latitude, point.longitude))).toBe(true);
        }
      }
    }
  });

  it('does not run past the last column when the box spans every longitude', () => {
    const cells = gridCellsCovering({ minLat: 89.5, maxLat: 90, minLon: -180, maxLon: 180 });
    expect(Math.max(...cells) % 3600).toBe(3599);
    expect(new Set(cells).size).toBe(cells.length);
  });
});
