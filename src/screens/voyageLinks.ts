import { product } from '../../shared/product.ts';
import type { TripStep } from '../../shared/tripTypes.ts';
import type { VoyageMapStep } from './VoyageMapSlot.tsx';

export const voyageHref = product.routes.voyage;
export const dayHref = (day: number) => `${product.routes.voyage}/jour/${day}`;
export const articleHref = (id: string) => `${product.routes.article}/${id}`;

/** trip/map's steps as the map draws them: the town's name on the marker. */
export function mapSteps(steps: readonly TripStep[]): VoyageMapStep[] {
  return steps.map((step) => ({ id: step.id, lat: step.lat, lon: step.lon, label: step.name, count: step.count, thumbnailUrl: step.thumbnail }));
}
