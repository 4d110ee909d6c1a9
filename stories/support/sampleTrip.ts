import type { RouteLine } from '../../shared/mapTypes.ts';
import type { TripMapLatest, TripMapStep } from '../../src/map/tripMapTypes.ts';
import { jpegDataUrl } from '../../src/components/jpegDataUrl.ts';
import { forestJpeg, seaJpeg, sunsetJpeg } from './sampleImages.ts';

// A made-up trip for the map's stories: the Alps by road, then three flights, and a ferry in Fiji
// across the antimeridian (Suva at 178.4° E, Taveuni at 179.9° W).
export const tripSteps: TripMapStep[] = [
  { id: 'annecy', lat: 45.8992, lon: 6.1294, label: 'Annecy', count: 12, thumbnailUrl: jpegDataUrl(seaJpeg) },
  { id: 'chamonix', lat: 45.9237, lon: 6.8694, label: 'Chamonix', count: 3, thumbnailUrl: jpegDataUrl(forestJpeg) },
  { id: 'reykjavik', lat: 64.1466, lon: -21.9426, label: 'Reykjavik', count: 27, thumbnailUrl: jpegDataUrl(sunsetJpeg) },
  { id: 'tokyo', lat: 35.6762, lon: 139.6503, label: 'Tokyo', count: 41, thumbnailUrl: jpegDataUrl(seaJpeg) },
  { id: 'suva', lat: -18.1416, lon: 178.4419, label: 'Suva', count: 1, thumbnailUrl: null },
  { id: 'taveuni', lat: -16.8, lon: -179.9, label: 'Taveuni', count: 8, thumbnailUrl: jpegDataUrl(forestJpeg) },
];

/** What server/map/routeLine.ts makes of the trip's photos: one drive, three flights, one ferry. */
export const tripRoute: RouteLine = {
  paths: [
    [
      [6.1294, 45.8992],
      [6.3, 45.87],
      [6.57, 45.94],
      [6.8694, 45.9237],
    ],
    [
      [178.4419, -18.1416],
      [179.3, -17.2],
      [180.1, -16.8],
    ],
  ],
  jumps: [
    [
      [6.8694, 45.9237],
      [-21.9426, 64.1466],
    ],
    [
      [-21.9426, 64.1466],
      [139.6503, 35.6762],
    ],
    [
      [139.6503, 35.6762],
      [178.4419, -18.1416],
    ],
  ],
};

export const tripLatest: TripMapLatest = { lat: -16.8, lon: -179.9, label: 'Taveuni, Fidji' };

/** The first two days only: a region's zoom, where the basemap names the towns. */
export const alpsSteps = tripSteps.slice(0, 2);
export const alpsRoute: RouteLine = { paths: [tripRoute.paths[0]!], jumps: [] };
export const alpsLatest: TripMapLatest = { lat: 45.9237, lon: 6.8694, label: 'Chamonix, France' };
