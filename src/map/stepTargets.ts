import type { Map as MapLibreMap } from 'maplibre-gl';
import type { LonLat } from '../../shared/mapTypes.ts';

/**
 * What a finger, a keyboard and a screen reader reach on the map: a transparent 44 px button over
 * each step that WebGL draws (stepIcons.ts), named after its town, and the « Ils sont ici » image.
 * They are placed when the map stops (the engine calls `place` at 'moveend') and fade out while it moves, so no element of the page
 * changes during a pan (issue 39: no long task while panning); a tap on a moving map stops it,
 * and the targets come back where the steps now are.
 */
export interface StepTarget {
  element: HTMLElement;
  position: LonLat;
}

export interface StepTargets {
  set(targets: readonly StepTarget[]): void;
  /** Put each target where its step is now, once the map has stopped. */
  place(): void;
  remove(): void;
}

const MOVING = 'lapin-map-targets-moving';

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
    layer.classList.remove(MOVING);
  }
  const hide = () => layer.classList.add(MOVING);
  map.on('movestart', hide);

  return {
    set(next) {
      targets = next;
      layer.replaceChildren(...next.map((target) => target.element));
      // A moving map places them when it stops; until then they are out of a finger's way.
      if (map.isMoving()) hide();
      else place();
    },
    place,
    remove() {
      map.off('movestart', hide);
      layer.remove();
    },
  };
}
