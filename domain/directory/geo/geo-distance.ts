// Great-circle distance and a latitude/longitude box around a point, for « à moins de N km » searches.

export type TLatLon = { latitude: number; longitude: number };

export type TBoundingBox = { minLat: number; maxLat: number; minLon: number; maxLon: number };

/** Mean Earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

/** Great-circle distance in km (haversine formula). */
export function haversineKm(a: TLatLon, b: TLatLon): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude box holding every point within `radiusKm` of `center`, for a cheap
 * pre-filter before the exact `haversineKm` check. The longitude half-width is the exact one for a
 * spherical cap, asin(sin r / cos φ), so no point inside the radius is left out.
 * When the circle reaches a pole or crosses the ±180° meridian, the box spans every longitude
 * (-180..180): a box cannot wrap around, and a wider box is still a correct pre-filter.
 */
export function boundingBox(center: TLatLon, radiusKm: number): TBoundingBox {
  const radius = Math.max(0, radiusKm) / EARTH_RADIUS_KM;
  const minLat = center.latitude - toDegrees(radius);
  const maxLat = center.latitude + toDegrees(radius);
  if (minLat <= -90 || maxLat >= 90) {
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), minLon: -180, maxLon: 180 };
  }
  const ratio = Math.sin(radius) / Math.cos(toRadians(center.latitude));
  if (ratio >= 1) return { minLat, maxLat, minLon: -180, maxLon: 180 };
  const halfWidth = toDegrees(Math.asin(ratio));
  const minLon = center.longitude - halfWidth;
  const maxLon = center.longitude + halfWidth;
  if (minLon < -180 || maxLon > 180) return { minLat, maxLat, minLon: -180, maxLon: 180 };
  return { minLat, maxLat, minLon, maxLon };
}

/** A place on the unit sphere (x towards 0° E on the equator, z towards the North Pole). */
export type TUnitSpherePoint = readonly [x: number, y: number, z: number];

export function unitSpherePoint(place: TLatLon): TUnitSpherePoint {
  const latitude = toRadians(place.latitude);
  const longitude = toRadians(place.longitude);
  return [
    Math.cos(latitude) * Math.cos(longitude),
    Math.cos(latitude) * Math.sin(longitude),
    Math.sin(latitude),
  ];
}

/**
 * The great-circle distance, in km, of two places whose unit-sphere points are `chord` apart in a straight
 * line. It grows with the chord, so ordering by chord is ordering by distance, and an index on unit-sphere
 * points can hand out the nearest first (ADR 0077).
 */
export function kmOfChord(chord: number): number {
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.max(0, chord) / 2));
}
