// The grid that search walks cell by cell: 0.1° × 0.1° (about 11 × 7 km in France). The database
// computes the same cell in the `sync_professional_listing` trigger (migration 0011).
import type { TBoundingBox } from './geo-distance';

const CELLS_PER_DEGREE = 10;
const LONGITUDE_CELLS = 360 * CELLS_PER_DEGREE;

function latitudeRow(latitude: number): number {
  return Math.floor((latitude + 90) * CELLS_PER_DEGREE);
}

function longitudeColumn(longitude: number): number {
  return Math.floor((longitude + 180) * CELLS_PER_DEGREE);
}

export function gridCellOf(latitude: number, longitude: number): number {
  return latitudeRow(latitude) * LONGITUDE_CELLS + longitudeColumn(longitude);
}

/** Every cell that holds a point of the box, row by row. */
export function gridCellsCovering(box: TBoundingBox): number[] {
  const cells: number[] = [];
  const lastColumn = Math.min(longitudeColumn(box.maxLon), LONGITUDE_CELLS - 1);
  for (let row = latitudeRow(box.minLat); row <= latitudeRow(box.maxLat); row++) {
    for (let column = longitudeColumn(box.minLon); column <= lastColumn; column++) {
      cells.push(row * LONGITUDE_CELLS + column);
    }
  }
  return cells;
}
