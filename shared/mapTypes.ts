/** A position as GeoJSON and MapLibre write it: longitude first. */
export type LonLat = [lon: number, lat: number];

/**
 * The route a map draws: `paths` are walked or driven stretches, simplified; `jumps` are the long
 * hops between them (a flight), drawn apart so no road seems to cross the sea. Longitudes run on
 * past ±180 along a path that crosses the antimeridian, so the line goes the short way round.
 */
export interface RouteLine {
  paths: LonLat[][];
  jumps: [LonLat, LonLat][];
}

/** The built-in world basemap's vector tiles (server/map/basemapTiles.ts), for members with the session cookie. */
export const BASEMAP_TILES_PATH = '/media/map/tiles/{z}/{x}/{y}.pbf';
/** The detailed basemap of MAP_TILES, read by range requests; a 404 when the server has none. */
export const REGION_TILES_PATH = '/media/map/region.pmtiles';
/** Past this zoom MapLibre stretches the built-in basemap's last tiles. */
export const BASEMAP_MAX_ZOOM = 8;
