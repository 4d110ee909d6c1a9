import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { LonLat } from '../../shared/mapTypes.ts';

// The book's maps, drawn as vectors from the same offline basemap as the Voyage screen
// (Natural Earth through world-atlas, server/map/basemapTiles.ts): nothing is fetched.

type Ring = { points: Position[]; west: number; east: number; south: number; north: number };
interface World {
  land: Ring[];
  borders: Ring[];
}

const require = createRequire(import.meta.url);
let world: World | undefined;

function ringOf(points: Position[]): Ring {
  let west = 180;
  let east = -180;
  let south = 90;
  let north = -90;
  for (const [lon = 0, lat = 0] of points) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return { points, west, east, south, north };
}

/** Read once per maker, on its first map: the 1:50m data, sharp enough for a page and small. */
function loadWorld(): World {
  if (world !== undefined) return world;
  const read = (name: string) => JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), 'utf8')) as Topology;
  const landTopology = read('land-50m.json');
  const land = feature(landTopology, landTopology.objects.land as GeometryCollection) as FeatureCollection | Feature;
  const polygons = (land.type === 'FeatureCollection' ? land.features : [land]).flatMap((item: Feature) => {
    const geometry = item.geometry as Polygon | MultiPolygon;
    return geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
  });
  const countries = read('countries-50m.json');
  const lines = mesh(countries, countries.objects.countries as GeometryCollection, (a, b) => a !== b) as MultiLineString;
  world = { land: polygons.map(ringOf), borders: lines.coordinates.map(ringOf) };
  return world;
}

export interface MapBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const colours = { sea: '#dce9f2', land: '#f3efe6', border: '#b9ae9c', route: '#c8452c', frame: '#8a8175' };

/**
 * A map of `points` in `box`: sea, land and borders, the route between the points and a dot at
 * each. Equirectangular around the points' middle latitude, at least `minSpanDegrees` tall.
 */
export function drawMap(doc: PDFKit.PDFDocument, box: MapBox, points: readonly LonLat[], minSpanDegrees: number): void {
  const { land, borders } = loadWorld();
  const lons = points.map(([lon]) => lon);
  const lats = points.map(([, lat]) => lat);
  const centreLat = points.length === 0 ? 46 : (Math.min(...lats) + Math.max(...lats)) / 2;
  const centreLon = points.length === 0 ? 2 : (Math.min(...lons) + Math.max(...lons)) / 2;
  const squash = Math.max(0.2, Math.cos((centreLat * Math.PI) / 180));
  const spanLat = points.length === 0 ? 12 : Math.max(minSpanDegrees, (Math.max(...lats) - Math.min(...lats)) * 1.3);
  const spanLon = points.length === 0 ? 12 : Math.max(minSpanDegrees, (Math.max(...lons) - Math.min(...lons)) * 1.3) * squash;
  // Points per degree of latitude, so that both spans fit the box.
  const scale = Math.min(box.height / spanLat, box.width / spanLon);
  const x = (lon: number) => box.x + box.width / 2 + (lon - centreLon) * squash * scale;
  const y = (lat: number) => box.y + box.height / 2 - (lat - centreLat) * scale;
  const west = centreLon - box.width / 2 / (squash * scale);
  const east = centreLon + box.width / 2 / (squash * scale);
  const south = centreLat - box.height / 2 / scale;
  const north = centreLat + box.height / 2 / scale;
  const seen = (ring: Ring) => ring.east >= west && ring.west <= east && ring.north >= south && ring.south <= north;

  const trace = (ring: Ring, close: boolean) => {
    let lastX = Number.NaN;
    let lastY = Number.NaN;
    ring.points.forEach(([lon = 0, lat = 0], index) => {
      const px = x(lon);
      const py = y(lat);
      // Vertices closer than a third of a point add bytes, not detail.
      if (index > 0 && index < ring.points.length - 1 && Math.abs(px - lastX) + Math.abs(py - lastY) < 0.35) return;
      if (index === 0) doc.moveTo(px, py);
      else doc.lineTo(px, py);
      lastX = px;
      lastY = py;
    });
    if (close) doc.closePath();
  };

  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.rect(box.x, box.y, box.width, box.height).fill(colours.sea);
  const shown = land.filter(seen);
  for (const ring of shown) trace(ring, true);
  if (shown.length > 0) doc.fillColor(colours.land).fill('evenodd');
  const lines = borders.filter(seen);
  for (const ring of lines) trace(ring, false);
  if (lines.length > 0) doc.lineWidth(0.4).strokeColor(colours.border).stroke();
  if (points.length > 1) {
    points.forEach(([lon, lat], index) => (index === 0 ? doc.moveTo(x(lon), y(lat)) : doc.lineTo(x(lon), y(lat))));
    doc.lineWidth(1.6).lineJoin('round').lineCap('round').strokeColor(colours.route).stroke();
  }
  for (const [lon, lat] of points) doc.circle(x(lon), y(lat), 2.2).fill(colours.route);
  doc.restore();
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).strokeColor(colours.frame).stroke();
}
