/** A place named on the embedded base map. */
export type TBaseMapTown = {
  name: string;
  /** `arrondissement`: Paris, Lyon and Marseille's municipal arrondissements. */
  kind: 'town' | 'arrondissement';
  population: number;
  latitude: number;
  longitude: number;
};

export type TLabelBox = { left: number; top: number; right: number; bottom: number };

// Approximate size of a label at 12 px (text-xs, semibold): enough to keep names from overlapping.
const CHAR_WIDTH = 6.6;
const LABEL_PADDING = 8;
const LABEL_HEIGHT = 16;

/** The zoom from which a place's name may be shown: the bigger the place, the earlier. */
export function townMinZoom(town: Pick<TBaseMapTown, 'kind' | 'population'>): number {
  if (town.kind === 'arrondissement') return 12;
  if (town.population >= 300_000) return 4;
  if (town.population >= 150_000) return 6;
  if (town.population >= 60_000) return 7;
  if (town.population >= 30_000) return 8;
  if (town.population >= 15_000) return 9;
  return 10;
}

/** The box a label takes around its point, in the map's pixels. */
export function labelBox(name: string, point: { x: number; y: number }): TLabelBox {
  const width = name.length * CHAR_WIDTH + LABEL_PADDING;
  return {
    left: point.x - width / 2,
    right: point.x + width / 2,
    top: point.y - LABEL_HEIGHT / 2,
    bottom: point.y + LABEL_HEIGHT / 2,
  };
}

function overlaps(a: TLabelBox, b: TLabelBox): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The names to draw at this zoom, wholly inside the view: largest places first, and a name that would
 * cover one already placed is left out, so that labels never pile up.
 */
export function pickTownLabels(
  towns: readonly TBaseMapTown[],
  zoom: number,
  project: (town: TBaseMapTown) => { x: number; y: number },
  view: { width: number; height: number },
): TBaseMapTown[] {
  const ordered = towns
    .filter((town) => townMinZoom(town) <= zoom)
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'fr'));
  const placed: TLabelBox[] = [];
  const picked: TBaseMapTown[] = [];
  for (const town of ordered) {
    const box = labelBox(town.name, project(town));
    // Only whole names: one cut by the map's edge is hard to read.
    if (box.left < 0 || box.right > view.width || box.top < 0 || box.bottom > view.height) continue;
    if (placed.some((other) => overlaps(box, other))) continue;
    placed.push(box);
    picked.push(town);
  }
  return picked;
}
