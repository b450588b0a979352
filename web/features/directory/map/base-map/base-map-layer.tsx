import L from 'leaflet';
import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';
import { escapeHtml } from '../map-pins';
import { loadBaseMap, type TBaseMapData, type TShapeProperties } from './base-map-data';
// A hashed file of its own, fetched when a map opens: never part of a page's JavaScript.
import baseMapUrl from './france-base-map.json?url';
import { labelBox, pickTownLabels, type TBaseMapTown } from './town-labels';

/** Credit required by the sources (scripts/build-base-map.mjs, france-base-map.SOURCE.md). */
export const BASE_MAP_ATTRIBUTION =
  'Fond : <a href="https://www.naturalearthdata.com/">Natural Earth</a> · Villes : INSEE, La Poste (ODbL)';

// Under the tile pane (200): a provider's tiles, when there are any, cover the base map.
const SHAPES_PANE = 'jrBaseShapes';
const LABELS_PANE = 'jrBaseLabels';
const SEA = '#d4e4f1';

function ensurePane(map: L.Map, name: string, zIndex: number): HTMLElement {
  const pane = map.getPane(name) ?? map.createPane(name);
  pane.style.zIndex = String(zIndex);
  pane.style.pointerEvents = 'none';
  return pane;
}

function shapeStyle(feature: GeoJSON.Feature | undefined): L.PathOptions {
  const kind = (feature?.properties as TShapeProperties | undefined)?.kind;
  return kind === 'country'
    ? { className: 'jr-base-country', fillColor: '#e7eaee', fillOpacity: 1, color: '#c9cfd6', weight: 1 }
    : { className: 'jr-base-department', fillColor: '#fbfaf6', fillOpacity: 1, color: '#b9c2cd', weight: 1 };
}

function townIcon(town: TBaseMapTown): L.DivIcon {
  const box = labelBox(town.name, { x: 0, y: 0 });
  const width = Math.ceil(box.right - box.left);
  const height = Math.ceil(box.bottom - box.top);
  const tone = town.kind === 'arrondissement' ? 'font-medium text-slate-500' : 'font-semibold text-slate-700';
  return L.divIcon({
    className: 'jr-map-town',
    html: `<span class="block whitespace-nowrap text-center text-xs leading-4 ${tone} [text-shadow:0_0_3px_#fff,0_0_3px_#fff,0_0_2px_#fff]">${escapeHtml(town.name)}</span>`,
    iconSize: [width, height],
    iconAnchor: [width / 2, height / 2],
  });
}

function drawBaseMap(map: L.Map, data: TBaseMapData): () => void {
  ensurePane(map, SHAPES_PANE, 150);
  // The names are drawn for the eye; the map's region and its pins already carry what a screen reader needs.
  ensurePane(map, LABELS_PANE, 160).setAttribute('aria-hidden', 'true');
  const container = map.getContainer();
  const background = container.style.background;
  container.style.background = SEA;

  const shapes = L.geoJSON(data.shapes, {
    renderer: L.svg({ pane: SHAPES_PANE }),
    pane: SHAPES_PANE,
    interactive: false,
    attribution: BASE_MAP_ATTRIBUTION,
    style: shapeStyle,
  } as L.GeoJSONOptions & L.PathOptions).addTo(map);
  const labels = L.layerGroup([], { pane: LABELS_PANE }).addTo(map);

  const drawLabels = () => {
    labels.clearLayers();
    const size = map.getSize();
    const picked = pickTownLabels(
      data.towns,
      map.getZoom(),
      (town) => map.latLngToContainerPoint([town.latitude, town.longitude]),
      { width: size.x, height: size.y },
    );
    for (const town of picked) {
      L.marker([town.latitude, town.longitude], {
        icon: townIcon(town),
        pane: LABELS_PANE,
        interactive: false,
        keyboard: false,
      }).addTo(labels);
    }
  };
  drawLabels();
  map.on('moveend zoomend resize', drawLabels);

  return () => {
    map.off('moveend zoomend resize', drawLabels);
    shapes.remove();
    labels.remove();
    container.style.background = background;
  };
}

/**
 * The embedded map of France (outlines, départements, neighbours, town names) drawn under the pins,
 * offline and without any token. Until it arrives, or if it cannot be fetched, the pins stay on the plain background.
 */
export function BaseMapLayer() {
  const map = useMap();
  const [data, setData] = useState<TBaseMapData | null>(null);

  useEffect(() => {
    let live = true;
    loadBaseMap(baseMapUrl).then(
      (loaded) => {
        if (live) setData(loaded);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => (data ? drawBaseMap(map, data) : undefined), [map, data]);
  return null;
}
