import { LngLatBounds, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { LonLat } from '../../shared/mapTypes.ts';
import { browserNetwork } from '../stores/uploadQueueDb.ts';
import { mapTexts } from '../texts/mapTexts.ts';
import { stepGroups } from './stepGroups.ts';
import { ICON_PIXEL_RATIO, LATEST_DOT_X, latestIcon, STEP_DIAMETER, stepIcon } from './stepIcons.ts';
import { stepTargets, type StepTarget } from './stepTargets.ts';
import type { TripMapData, TripMapStep } from './tripMapTypes.ts';

/**
 * The trip's steps and « Ils sont ici » on the map: drawn by WebGL in one symbol layer, reached
 * through the buttons of stepTargets.ts. Steps too close to tell apart at the map's zoom share one
 * picture and one button, which zooms in on them; they are grouped anew when the zoom changes.
 */
export interface StepLayer {
  /** Draws `data`'s steps at `positions`: one per step, then the latest position's, unwrapped (Taveuni at 180.1°, beside Suva). */
  draw(data: TripMapData, positions: readonly LonLat[]): void;
  remove(): void;
}

const SOURCE = 'steps';
const LATEST_ICON = 'latest';

interface StepProperties {
  icon: string;
  anchor: 'center' | 'left';
  offset: [number, number];
  /** Drawn over the others: the fullest steps, then « Ils sont ici » over all. */
  order: number;
}

function button(name: string, onClick: () => void): HTMLElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'lapin-map-step';
  element.setAttribute('aria-label', name);
  element.addEventListener('click', (event) => {
    // A tap on a step is its own: the map does not take it for the start of a pan.
    event.stopPropagation();
    onClick();
  });
  return element;
}

function latestElement(label: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'lapin-map-latest';
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', mapTexts.latestAt(label));
  return element;
}

function point(position: LonLat, properties: StepProperties): Feature<Point, StepProperties> {
  return { type: 'Feature', properties, geometry: { type: 'Point', coordinates: [...position] } };
}

export function stepLayer(map: MapLibreMap, onStepOpen: (id: string) => void): StepLayer {
  const targets = stepTargets(map);
  const thumbnails = new Map<string, HTMLImageElement>();
  /** The pictures waiting for a thumbnail, by its address. */
  const waiting = new Map<string, Map<string, () => ImageData>>();
  /** Thumbnails that did not come: not asked for again at each zoom, only once the network is back. */
  const missing = new Set<string>();
  let groupedAt: number | null = null;
  let shown: { data: TripMapData; positions: readonly LonLat[] } | null = null;

  map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addLayer({
    id: SOURCE,
    type: 'symbol',
    source: SOURCE,
    layout: {
      'icon-image': ['get', 'icon'],
      'icon-anchor': ['get', 'anchor'],
      'icon-offset': ['get', 'offset'],
      // Every step is drawn, over the town names, whatever it covers: as markers were.
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
      'symbol-sort-key': ['get', 'order'],
    },
  });

  function addPicture(id: string, picture: () => ImageData) {
    if (!map.hasImage(id)) map.addImage(id, picture(), { pixelRatio: ICON_PIXEL_RATIO });
  }

  /** A step's picture, drawn again with its thumbnail once that has arrived. */
  function stepPicture(count: number, thumbnailUrl: string | null | undefined, grouped: boolean): string {
    const address = thumbnailUrl ? new URL(thumbnailUrl, location.href).href : null;
    const id = `step:${count}:${grouped ? 'group' : 'one'}:${address ?? ''}`;
    const picture = () => stepIcon(count, address === null ? null : (thumbnails.get(address) ?? null), grouped);
    addPicture(id, picture);
    if (address !== null && !thumbnails.has(address) && !missing.has(address)) {
      const pending = waiting.get(address);
      if (pending) pending.set(id, picture);
      else {
        waiting.set(address, new Map([[id, picture]]));
        const image = new Image();
        image.src = address;
        image
          .decode()
          .then(() => {
            thumbnails.set(address, image);
            for (const [waitingId, redraw] of waiting.get(address) ?? []) if (map.hasImage(waitingId)) map.updateImage(waitingId, redraw());
          })
          // A thumbnail that does not come leaves its step green, as the list by day still shows it.
          .catch(() => missing.add(address))
          .finally(() => waiting.delete(address));
      }
    }
    return id;
  }

  // A button is where its step was when the map last stopped: while the map moves, a tap on it
  // may be on another part of the map, so it opens nothing.
  const whenStill = (action: () => void) => () => {
    if (!map.isMoving()) action();
  };

  function draw(data: TripMapData, positions: readonly LonLat[]) {
    shown = { data, positions };
    groupedAt = map.getZoom();
    const { steps, latest } = data;
    const placed = steps.map((step, index) => ({ index, count: step.count, ...map.project([...positions[index]!]) }));
    const features: Feature<Point, StepProperties>[] = [];
    const reachable: StepTarget[] = [];
    for (const members of stepGroups(placed, STEP_DIAMETER)) {
      const lead = members.reduce((best, index) => (steps[index]!.count > steps[best]!.count ? index : best));
      const grouped: TripMapStep[] = members.map((index) => steps[index]!);
      const count = grouped.reduce((sum, step) => sum + step.count, 0);
      const position = positions[lead]!;
      const icon = stepPicture(count, steps[lead]!.thumbnailUrl, grouped.length > 1);
      features.push(point(position, { icon, anchor: 'center', offset: [0, 0], order: count }));
      const element =
        grouped.length === 1
          ? button(
              mapTexts.step(grouped[0]!.label, count),
              whenStill(() => onStepOpen(grouped[0]!.id)),
            )
          : button(
              mapTexts.group(grouped.map((step) => step.label), count),
              whenStill(() => {
                const bounds = new LngLatBounds();
                for (const index of members) bounds.extend([...positions[index]!]);
                map.fitBounds(bounds, { padding: 80, maxZoom: 11 });
              }),
            );
      reachable.push({ element, position });
    }
    if (latest !== null) {
      const position = positions[steps.length]!;
      addPicture(LATEST_ICON, () => latestIcon(mapTexts.latest));
      features.push(point(position, { icon: LATEST_ICON, anchor: 'left', offset: [-LATEST_DOT_X, 0], order: Number.MAX_SAFE_INTEGER }));
      reachable.push({ element: latestElement(latest.label), position });
    }
    const collection: FeatureCollection<Point, StepProperties> = { type: 'FeatureCollection', features };
    (map.getSource(SOURCE) as GeoJSONSource).setData(collection);
    targets.set(reachable);
  }

  // Grouping depends on the zoom alone: a pan only moves the buttons back over their steps.
  function stopped() {
    if (shown !== null && map.getZoom() !== groupedAt) draw(shown.data, shown.positions);
    else targets.place();
  }
  map.on('moveend', stopped);

  // Thumbnails lost in a cut (a train's tunnel, hotel Wi-Fi) are asked for again when the network
  // comes back, not only when Voyage is opened again.
  const stopListening = browserNetwork.onOnline(() => {
    if (missing.size === 0) return;
    missing.clear();
    if (shown !== null) draw(shown.data, shown.positions);
  });

  return {
    draw,
    remove() {
      map.off('moveend', stopped);
      stopListening();
      targets.remove();
    },
  };
}
