import { describe, expect, it } from 'vitest';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { stepTargets } from './stepTargets.ts';

/**
 * The few calls stepTargets makes of MapLibre, on a plain projection: 10 pixels a degree, the
 * view's centre at x 0. The real map is drawn in the TripMap stories and the trip's e2e journeys.
 */
function fakeMap(centreLon: number) {
  const container = document.createElement('div');
  const listeners = new Map<string, () => void>();
  let moving = false;
  const map = {
    getCanvasContainer: () => container,
    getCenter: () => ({ lng: centreLon }),
    project: ([lon, lat]: [number, number]) => ({ x: (lon - centreLon) * 10, y: -lat * 10 }),
    isMoving: () => moving,
    on: (event: string, listener: () => void) => listeners.set(event, listener),
    off: (event: string) => listeners.delete(event),
  };
  return {
    map: map as unknown as MapLibreMap,
    container,
    startMoving() {
      moving = true;
      listeners.get('movestart')?.();
    },
    stop() {
      moving = false;
    },
  };
}

function button(name: string): HTMLElement {
  const element = document.createElement('button');
  element.setAttribute('aria-label', name);
  return element;
}

describe('stepTargets', () => {
  it('puts each button over its step, on the world copy in view: Taveuni beside Suva across the antimeridian', () => {
    const { map, container } = fakeMap(178);
    const suva = button('Suva');
    const taveuni = button('Taveuni');
    stepTargets(map).set([
      { element: suva, position: [178.4, -18.1] },
      { element: taveuni, position: [-179.9, -16.8] },
    ]);
    expect(container.querySelectorAll('.lapin-map-targets button')).toHaveLength(2);
    expect(suva.style.transform).toBe('translate(4px, 181px)');
    // 180.1° east, 21 pixels right of the centre, not 3,579 pixels to its left.
    expect(taveuni.style.transform).toBe('translate(21px, 168px)');
  });

  it('leaves every button in place while the map moves, out of a finger’s way, and moves them once it stops', () => {
    const { map, container, startMoving, stop } = fakeMap(0);
    const annecy = button('Annecy');
    const targets = stepTargets(map);
    targets.set([{ element: annecy, position: [6.1, 45.9] }]);
    const layer = container.querySelector('.lapin-map-targets')!;

    startMoving();
    expect(layer.classList.contains('lapin-map-targets-moving')).toBe(true);
    const chamonix = button('Chamonix');
    // New steps while the map moves: added hidden, placed at the stop.
    targets.set([{ element: chamonix, position: [6.9, 45.9] }]);
    expect(layer.classList.contains('lapin-map-targets-moving')).toBe(true);
    expect(chamonix.style.transform).toBe('');

    stop();
    targets.place();
    expect(layer.classList.contains('lapin-map-targets-moving')).toBe(false);
    expect(chamonix.style.transform).toBe('translate(69px, -459px)');
    expect(annecy.isConnected).toBe(false);

    targets.remove();
    expect(layer.isConnected).toBe(false);
  });
});
