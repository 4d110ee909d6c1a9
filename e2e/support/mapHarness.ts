import { tripLatest, tripRoute, tripSteps } from '../../stories/support/sampleTrip.ts';

/**
 * The map engine on its own, imported into a signed-in page of the real server
 * (e2e/tripMap.e2e.ts): until the Voyage screen mounts the map, this is what does. The engine
 * comes by a dynamic import, as TripMap.tsx brings it, so Vite loads its chunk's CSS the same way.
 * Resolves once MapLibre has drawn everything.
 */
export async function mountTripMap(): Promise<void> {
  const { createTripMap } = await import('../../src/map/tripMapEngine.ts');
  const container = document.createElement('div');
  container.style.cssText = 'position: fixed; inset: 0; z-index: 10000';
  document.body.append(container);
  await new Promise<void>((resolve) => {
    createTripMap(container, { route: tripRoute, steps: tripSteps, latest: tripLatest }, { detailedTiles: false, onStepOpen: () => undefined, onIdle: resolve });
  });
}
