import { describe, expect, it } from 'vitest';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { stepTargets } from './stepTargets.ts';

/**
 * The few calls stepTargets makes of MapLibre, on a plain projection: 10 pixels a degree, the
 * view's centre at x 0. The real map is drawn in the TripMap stories and the trip's e2e journeys.
 */
function fakeMap(centreLon: number) {
  const container = document.createElement('div');
  let centre = centreLon;
  const map = {
    getCanvasContainer: () => container,
    getCenter: () => ({ lng: centre }),
    project: ([lon, lat]: [number, number]) => ({ x: (lon - centre) * 10, y: -lat * 10 }),
  };
  return {
    map: map as unknown as MapLibreMap,
    container,
    /** The view moves east by `degrees`. */
    pan(degrees: number) {
      centre += degrees;
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

  it('leaves the buttons alone while the map moves, and puts them back over their steps once it stops', () => {
    const { map, container, pan } = fakeMap(0);
    const annecy = button('Annecy');
    const targets = stepTargets(map);
    targets.set([{ element: annecy, position: [6.1, 45.9] }]);
    expect(annecy.style.transform).toBe('translate(61px, -459px)');

    pan(2);
    expect(annecy.style.transform).toBe('translate(61px, -459px)');
    targets.place();
    expect(annecy.style.transform).toBe('translate(41px, -459px)');

    // Grouped anew at another zoom: the new buttons replace the old ones.
    const chamonix = button('Chamonix');
    targets.set([{ element: chamonix, position: [6.9, 45.9] }]);
    expect(chamonix.style.transform).toBe('translate(49px, -459px)');
    expect(annecy.isConnected).toBe(false);
    expect([...container.querySelectorAll('button')]).toEqual([chamonix]);

    targets.remove();
    expect(container.querySelector('.lapin-map-targets')).toBeNull();
  });
});
