import { createContext, type ReactNode } from 'react';
import type { EngineMapProps } from '../screens/VoyageMapSlot.tsx';

/**
 * What draws the trip's map in Voyage and the day pages. The app provides the real map (MapLibre,
 * loaded on first use: src/main.tsx); stories and tests of the screens provide none and see the
 * map's area, so their baselines never wait on WebGL. The map itself has its own stories
 * (stories/TripMap.stories.tsx).
 */
export const TripMapContext = createContext<((props: EngineMapProps) => ReactNode) | null>(null);
