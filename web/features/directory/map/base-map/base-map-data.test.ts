import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { loadBaseMap, readBaseMap } from './base-map-data';

const SHIPPED = readFileSync(join(__dirname, 'france-base-map.json'));

describe('the shipped base map (scripts/build-base-map.mjs)', () => {
  const data = readBaseMap(JSON.parse(SHIPPED.toString('utf8')));

  // Codes as in ISO 3166-2: the overseas départements by their letters (GP, RE, YT…).
  it('holds every département, metropolitan and overseas, drawn over the neighbouring countries', () => {
    const departments = data.shapes.features.filter((feature) => feature.properties.kind === 'department');
    expect(departments).toHaveLength(101);
    const codes = departments.map((feature) =>
      feature.properties.kind === 'department' ? feature.properties.code : '',
    );
    expect(codes).toEqual(expect.arrayContaining(['75', '2A', '2B', '13', '69', 'GP', 'RE', 'YT']));
    const firstDepartment = data.shapes.features.findIndex(
      (feature) => feature.properties.kind === 'department',
    );
    const lastCountry = data.shapes.features.findLastIndex(
      (feature) => feature.properties.kind === 'country',
    );
    expect(lastCountry).toBeGreaterThanOrEqual(0);
    expect(lastCountry).toBeLessThan(firstDepartment);
  });

  it('names the cities, Paris and its arrondissements included, at their place', () => {
    const paris = data.towns.find((town) => town.name === 'Paris');
    expect(paris).toMatchObject({
      kind: 'town',
      latitude: expect.closeTo(48.857, 2),
      longitude: expect.closeTo(2.343, 2),
    });
    expect(data.towns.find((town) => town.name === 'Paris 8e')).toMatchObject({ kind: 'arrondissement' });
    // The largest commune of the smallest département is named too.
    expect(data.towns.some((town) => town.name === 'Mende')).toBe(true);
  });

  it('stays small enough to fetch when a map opens', () => {
    expect(gzipSync(SHIPPED, { level: 9 }).length).toBeLessThan(150 * 1024);
  });
});

describe('readBaseMap', () => {
  it('refuses a file that is not a feature collection', () => {
    expect(() => readBaseMap({ type: 'Feature' })).toThrow('Fond de carte illisible');
  });
});

describe('loadBaseMap', () => {
  it('fetches the file once for every map, and again after a failure', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValue(Response.json({ type: 'FeatureCollection', features: [] }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      await expect(loadBaseMap('/assets/france-base-map-x.json')).rejects.toThrow('Fond de carte : 503');
      const first = await loadBaseMap('/assets/france-base-map-x.json');
      const second = await loadBaseMap('/assets/france-base-map-x.json');
      expect(second).toBe(first);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
