import type { Feature, FeatureCollection, MultiPolygon, Point } from 'geojson';
import type { TBaseMapTown } from './town-labels';

export type TShapeProperties = { kind: 'country'; name: string } | { kind: 'department'; code: string };
type TTownProperties = { kind: 'town' | 'arrondissement'; name: string; population: number };

export type TBaseMapData = {
  /** Neighbouring countries first, then the départements, so France is drawn over its neighbours. */
  shapes: FeatureCollection<MultiPolygon, TShapeProperties>;
  towns: TBaseMapTown[];
};

type TRawFeature = Feature<MultiPolygon, TShapeProperties> | Feature<Point, TTownProperties>;

/** Splits the shipped file (scripts/build-base-map.mjs) into the shapes and the named places. */
export function readBaseMap(raw: unknown): TBaseMapData {
  const collection = raw as { type?: unknown; features?: unknown };
  if (collection?.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    throw new Error('Fond de carte illisible');
  }
  const shapes: Feature<MultiPolygon, TShapeProperties>[] = [];
  const towns: TBaseMapTown[] = [];
  for (const feature of collection.features as TRawFeature[]) {
    if (feature.geometry.type === 'Point') {
      const properties = feature.properties as TTownProperties;
      const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
      towns.push({
        name: properties.name,
        kind: properties.kind,
        population: properties.population,
        latitude,
        longitude,
      });
    } else {
      shapes.push(feature as Feature<MultiPolygon, TShapeProperties>);
    }
  }
  shapes.sort((a, b) => Number(b.properties.kind === 'country') - Number(a.properties.kind === 'country'));
  return { shapes: { type: 'FeatureCollection', features: shapes }, towns };
}

let loading: Promise<TBaseMapData> | null = null;

/** Fetched once per visit, when the first map opens; a failed fetch is tried again by the next map. */
export function loadBaseMap(url: string): Promise<TBaseMapData> {
  if (!loading) {
    loading = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`Fond de carte : ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then(readBaseMap);
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
