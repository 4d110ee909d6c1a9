import type { Map as MapLibreMap } from 'maplibre-gl';
import type { LonLat } from '../../shared/mapTypes.ts';

/**
 * What a finger, a keyboard and a screen reader reach on the map: a transparent 44 px button over
 * each step that WebGL draws (stepIcons.ts), named after its town, and the « Ils sont ici » image.
 * They are placed when the map stops (the engine calls `place` at 'moveend') and left alone while
 * it moves: no element of the page changes during a pan (issue 39: no long task while panning),
 * not even to hide them, which cost a forced layout in the drag's first frame. A button left
 * behind by a pan opens nothing while the map moves (stepLayer.ts): it opens its step again once
 * the map has stopped and put it back over it.
 */
export interface StepTarget {
  element: HTMLElement;
  position: LonLat;
}

export interface StepTargets {
  set(targets: readonly StepTarget[]): void;
  /** Put each target where its step is now. */
  place(): void;
  remove(): void;
}

export function stepTargets(map: MapLibreMap): StepTargets {
  const layer = document.createElement('div');
  layer.className = 'lapin-map-targets';
  // Inside the canvas's container: a drag that starts on a step still pans the map.
  map.getCanvasContainer().append(layer);
  let targets: readonly StepTarget[] = [];

  function place() {
    const centre = map.getCenter().lng;
    for (const { element, position } of targets) {
      // The world copy nearest the middle of the view, where the map draws the step in sight.
      const [lon, lat] = position;
      const { x, y } = map.project([lon + 360 * Math.round((centre - lon) / 360), lat]);
      element.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
    }
  }

  return {
    set(next) {
      targets = next;
      layer.replaceChildren(...next.map((target) => target.element));
      place();
    },
    place,
    remove() {
      layer.remove();
    },
  };
}
