import { tripLatest, tripRoute, tripSteps } from '../../stories/support/sampleTrip.ts';

/**
 * The map engine on its own, imported into a signed-in page of the real server
 * (e2e/tripMap.e2e.ts): until the Voyage screen mounts the map, this is what does. The engine
 * comes by a dynamic import, as TripMap.tsx brings it, so Vite loads its chunk's CSS the same way.
 * Resolves once MapLibre has drawn everything. `thumbnailUrl`: every step's thumbnail, instead of the
 * samples' pictures.
 */
export async function mountTripMap(thumbnailUrl?: string): Promise<void> {
  const { createTripMap } = await import('../../src/map/tripMapEngine.ts');
  // One address for every step's thumbnail, which the test serves or cuts.
  const steps = thumbnailUrl === undefined ? tripSteps : tripSteps.map((step) => ({ ...step, thumbnailUrl }));
  const container = document.createElement('div');
  container.style.cssText = 'position: fixed; inset: 0; z-index: 10000';
  document.body.append(container);
  await new Promise<void>((resolve) => {
    createTripMap(container, { route: tripRoute, steps, latest: tripLatest }, { detailedTiles: false, onStepOpen: () => undefined, onIdle: resolve });
  });
}
