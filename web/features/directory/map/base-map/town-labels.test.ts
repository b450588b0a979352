import { describe, expect, it } from 'vitest';
import { labelBox, pickTownLabels, type TBaseMapTown, townMinZoom } from './town-labels';

function town(name: string, population: number, x: number, y: number): TBaseMapTown {
  // Coordinates stand for pixels here: the projection below returns them as they are.
  return { name, kind: 'town', population, latitude: y, longitude: x };
}

const project = (place: TBaseMapTown) => ({ x: place.longitude, y: place.latitude });
const VIEW = { width: 800, height: 600 };

describe('townMinZoom', () => {
  it('names the big cities first and the arrondissements only close up', () => {
    expect(townMinZoom({ kind: 'town', population: 2_100_000 })).toBe(4);
    expect(townMinZoom({ kind: 'town', population: 100_000 })).toBe(7);
    expect(townMinZoom({ kind: 'town', population: 12_000 })).toBe(10);
    expect(townMinZoom({ kind: 'arrondissement', population: 180_000 })).toBe(12);
  });
});

describe('labelBox', () => {
  it('centres the box on the point and widens it with the name', () => {
    const short = labelBox('Pau', { x: 100, y: 50 });
    const long = labelBox('Boulogne-Billancourt', { x: 100, y: 50 });
    expect((short.left + short.right) / 2).toBe(100);
    expect((short.top + short.bottom) / 2).toBe(50);
    expect(long.right - long.left).toBeGreaterThan(short.right - short.left);
  });
});

describe('pickTownLabels', () => {
  it('keeps the larger place when two names would overlap, and both when they are apart', () => {
    const towns = [town('Montreuil', 110_000, 400, 300), town('Paris', 2_100_000, 410, 305)];
    expect(pickTownLabels(towns, 9, project, VIEW).map((t) => t.name)).toEqual(['Paris']);
    const apart = [town('Montreuil', 110_000, 400, 300), town('Paris', 2_100_000, 100, 100)];
    expect(pickTownLabels(apart, 9, project, VIEW).map((t) => t.name)).toEqual(['Paris', 'Montreuil']);
  });

  it('leaves out the places too small for the zoom and those not wholly inside the view', () => {
    const towns = [
      town('Lyon', 520_000, 300, 300),
      town('Mende', 12_000, 600, 400),
      town('Marseille', 880_000, 300, 2_000),
      town('Toulouse', 500_000, 5, 300),
    ];
    expect(pickTownLabels(towns, 6, project, VIEW).map((t) => t.name)).toEqual(['Lyon']);
    expect(pickTownLabels(towns, 10, project, VIEW).map((t) => t.name)).toEqual(['Lyon', 'Mende']);
  });

  it('shows the arrondissements from zoom 12', () => {
    const arrondissement: TBaseMapTown = { ...town('Paris 8e', 35_000, 200, 200), kind: 'arrondissement' };
    expect(pickTownLabels([arrondissement], 11, project, VIEW)).toEqual([]);
    expect(pickTownLabels([arrondissement], 12, project, VIEW)).toEqual([arrondissement]);
  });
});
