// Builds the store locator's base map: the countries of Natural Earth (1:50m admin-0 boundaries,
// public domain, through the world-atlas package's TopoJSON) clipped to a box around Turkey, as a
// small GeoJSON the map loads from this site. Run once after changing the box or the packages:
//   node scripts/build-store-map.mjs
// The output is committed, so builds and the running shop never need these packages or a network.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const OUT = new URL('../src/features/content/components/turkey-region.geojson', import.meta.url);
const TURKEY = '792';
// West, south, east, north in degrees: Turkey with its seas and neighbours around it. The map
// keeps its view inside this box, so the clipped edges are never seen.
const BOX = [17, 29, 54, 48];
// About 100 m: finer than the 1:50m data.
const DECIMALS = 3;

const atlasVersion = JSON.parse(readFileSync(require.resolve('world-atlas/package.json'), 'utf8')).version;
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));
const countries = feature(topology, topology.objects.countries);

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
  const factor = 10 ** DECIMALS;
  const rounded = [];
  for (const [x, y] of points) {
    const p = [Math.round(x * factor) / factor, Math.round(y * factor) / factor];
    const last = rounded[rounded.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) rounded.push(p);
  }
  if (rounded.length < 3) return null;
  rounded.push(rounded[0]);
  return rounded;
}

function clipPolygon(rings) {
  const outer = clipRing(rings[0]);
  if (!outer) return null;
  return [outer, ...rings.slice(1).map(clipRing).filter(Boolean)];
}

const features = [];
for (const country of countries.features) {
  const { geometry } = country;
  if (!geometry) continue;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const clipped = polygons.map(clipPolygon).filter(Boolean);
  if (clipped.length === 0) continue;
  features.push({
    type: 'Feature',
    properties: { home: country.id === TURKEY ? 1 : 0 },
    geometry: { type: 'MultiPolygon', coordinates: clipped },
  });
}

const collection = {
  type: 'FeatureCollection',
  // A foreign member, ignored by map libraries: where the shapes come from.
  source: `Natural Earth 1:50m admin-0 countries (public domain), via world-atlas ${atlasVersion}; clipped to ${BOX.join(',')}`,
  bbox: BOX,
  features,
};
const text = JSON.stringify(collection);
writeFileSync(OUT, `${text}\n`);
console.log(`${features.length} countries, ${(text.length / 1024).toFixed(1)} KB -> ${OUT.pathname}`);
