import { addProtocol, LngLatBounds, Map as MapLibreMap, NavigationControl, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';
import type { Feature, FeatureCollection, LineString } from 'geojson';
import type { LonLat } from '../../shared/mapTypes.ts';
import { mapTexts } from '../texts/mapTexts.ts';
import { basemapStyle } from './basemapStyle.ts';
import { stepLayer, type StepLayer } from './stepLayer.ts';
import type { TripMapData } from './tripMapTypes.ts';
import './tripMap.css';

/**
 * The map itself, loaded only by the trip's screens (a dynamic import from TripMap.tsx): MapLibre
 * and its 500 KB worker never weigh on the other pages. The worker is one of the app's own
 * assets, so the browser starts it from Lapin's origin (the CSP's script-src 'self' covers it).
 */
setWorkerUrl(workerUrl);
let pmtilesReady = false;

export interface TripMapOptions {
  detailedTiles: boolean;
  onStepOpen(id: string): void;
  /** Each time the map has drawn everything it was asked for. */
  onIdle(): void;
}

export interface TripMapHandle {
  update(data: TripMapData): void;
  remove(): void;
}

const ROUTE_COLOUR = '#d2552b';

/** Each longitude moved by whole turns to lie within 180° of the one before: Fiji stays beside Tokyo. */
function unwrapped(positions: readonly LonLat[]): LonLat[] {
  let previous: number | undefined;
  return positions.map(([lon, lat]) => {
    const near = previous === undefined ? lon : lon + 360 * Math.round((previous - lon) / 360);
    previous = near;
    return [near, lat];
  });
}

/** The steps in their order, then the latest position. */
function markedPositions({ steps, latest }: TripMapData): LonLat[] {
  return [...steps.map((step): LonLat => [step.lon, step.lat]), ...(latest === null ? [] : [[latest.lon, latest.lat] as LonLat])];
}

function boundsOf(data: TripMapData): LngLatBounds | null {
  const { route } = data;
  const positions = unwrapped(markedPositions(data));
  positions.push(...route.paths.flat(), ...route.jumps.flat());
  if (positions.length === 0) return null;
  const bounds = new LngLatBounds();
  for (const position of positions) bounds.extend(position);
  return bounds;
}

/**
 * Room round the trip for the markers, and on the right for « Ils sont ici » beside the latest
 * position: less on a phone, where a trip round the world has 390 pixels in all.
 */
function framePadding({ latest }: TripMapData, width: number) {
  const side = Math.min(60, Math.round(width * 0.08));
  return { top: 60, bottom: 60, left: side, right: latest === null ? side : Math.min(130, Math.round(width * 0.25)) };
}

function routeFeatures({ route }: TripMapData): FeatureCollection<LineString> {
  const line = (kind: 'path' | 'jump', coordinates: LonLat[]): Feature<LineString> => ({ type: 'Feature', properties: { kind }, geometry: { type: 'LineString', coordinates } });
  return {
    type: 'FeatureCollection',
    features: [...route.paths.map((path) => line('path', path)), ...route.jumps.map((jump) => line('jump', jump))],
  };
}

export function createTripMap(container: HTMLElement, data: TripMapData, options: TripMapOptions): TripMapHandle {
  if (options.detailedTiles && !pmtilesReady) {
    addProtocol('pmtiles', new Protocol().tile);
    pmtilesReady = true;
  }
  const bounds = boundsOf(data);
  const map = new MapLibreMap({
    container,
    style: basemapStyle({ detailedTiles: options.detailedTiles }),
    ...(bounds === null ? { center: [2.35, 46.5], zoom: 4 } : { bounds, fitBoundsOptions: { padding: framePadding(data, container.clientWidth), maxZoom: 9 } }),
    // Below zoom 0 the world is narrower than 512 pixels: a trip round it fits a phone's width.
    minZoom: -1,
    maxZoom: options.detailedTiles ? 17 : 11,
    attributionControl: { compact: false },
    maplibreLogo: false,
    locale: mapTexts.controls,
    // Pan and pinch; no rotation or tilt, which a family would only trigger by mistake.
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    // MapLibre's own 300 ms fade: it places the labels again at most that often while the map
    // moves, a little at a time. Without a fade (0) it places every label afresh at each frame
    // of a pan, which was a third of a frame on a phone (issue 39: no long task while panning).
    fadeDuration: 300,
    // A phone's 3 device pixels per CSS pixel are nine times the pixels of 1×, each drawn and
    // blended at every frame of a pan: 2 keeps land, borders and labels sharp for 4/9 of the
    // work (issue 39: no long task while panning).
    pixelRatio: Math.min(window.devicePixelRatio, 2),
    // A trip's region, not the world: fewer tiles kept, less to search at each frame.
    maxTileCacheSize: 64,
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  let current = data;
  let steps: StepLayer | null = null;
  let removed = false;
  // The steps' pictures carry their counts in Roboto: drawn once its faces are in, the same each time.
  const fonts = Promise.all([document.fonts.load('500 12px Roboto'), document.fonts.load('500 13px Roboto')]).catch(() => undefined);
  // Idle counts once the steps are on the map too: tests and timing wait for them.
  map.on('idle', () => {
    if (steps !== null) options.onIdle();
  });

  map.on('load', () => {
    map.addSource('route', { type: 'geojson', data: routeFeatures(current) });
    map.addLayer({
      id: 'route-jumps',
      type: 'line',
      source: 'route',
      filter: ['==', ['get', 'kind'], 'jump'],
      paint: { 'line-color': ROUTE_COLOUR, 'line-width': 2, 'line-dasharray': [2, 2], 'line-opacity': 0.8 },
    });
    map.addLayer({
      id: 'route-paths',
      type: 'line',
      source: 'route',
      filter: ['==', ['get', 'kind'], 'path'],
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': ROUTE_COLOUR, 'line-width': 3.5 },
    });
    void fonts.then(() => {
      if (removed) return;
      steps = stepLayer(map, options.onStepOpen);
      steps.draw(current, unwrapped(markedPositions(current)));
    });
  });

  return {
    update(next) {
      current = next;
      // Before 'load' the sources do not exist yet; they are made from `current` then.
      steps?.draw(current, unwrapped(markedPositions(current)));
      (map.getSource('route') as GeoJSONSource | undefined)?.setData(routeFeatures(current));
    },
    remove() {
      removed = true;
      steps?.remove();
      map.remove();
    },
  };
}
