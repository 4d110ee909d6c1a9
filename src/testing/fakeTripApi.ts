import type { TripApi } from '../api/tripApi.ts';
import type { HomeZone, HomeZonesReply, Trip, TripCurrentReply, TripGetReply, TripLandReply, TripMapReply, TripMedia } from '../../shared/tripTypes.ts';
import { sampleTripLand } from './sampleLand.ts';
import { ApiError } from '../api/httpClient.ts';

// In-memory trip calls for store tests and screen stories: same contract, no network.

const HOUR = 3_600_000;

/** A small coloured square, so each thumbnail of a story is told apart without a file. */
function swatch(colour: string): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${colour}"/></svg>`)}`;
}

export const sampleTrip: Trip = { id: '0b6d8a4e-3f1c-4a7e-9c55-2d1f0e9a7b31', title: 'Les Alpes en famille', start: '2026-08-02', end: null };

const annecy = { name: 'Annecy', country: 'France', lat: 45.8992, lon: 6.1294 };
const chamonix = { name: 'Chamonix', country: 'France', lat: 45.9237, lon: 6.8694 };
const geneve = { name: 'Genève', country: 'Suisse', lat: 46.2044, lon: 6.1432 };

function photo(id: string, by: string, step: string, place: typeof annecy, colour: string, takenAt: number): TripMedia {
  return { kind: 'photo', id, thumbnail: swatch(colour), url: `/app/lapingramviewer/Les%20Alpes?photo=${id}`, takenAt, by, place, step };
}

/** A six-day trip in the Alps: day 3 is « mardi 4 août · Annecy → Chamonix », day 4 is empty.
 * Times are counted back from `now`, so the latest news always reads « il y a 2 h ». */
export function sampleTripGet(now = Date.now()): TripGetReply {
  const t = (hoursAgo: number) => now - hoursAgo * HOUR;
  return {
    trip: sampleTrip,
    latest: { ...geneve, at: t(2) },
    days: [
      {
        day: 1,
        date: '2026-08-02',
        places: ['Annecy, France'],
        articles: [{ id: '41', title: 'On est arrivés au bord du lac', author: 'Marie', ts: t(100), place: annecy, step: 'd1-annecy' }],
        media: [
          photo('p1', 'Marie', 'd1-annecy', annecy, '#5b8fb9', t(101)),
          photo('p2', 'Paul', 'd1-annecy', annecy, '#7fb069', t(100.5)),
          { kind: 'video', id: 'v1', thumbnail: swatch('#e6aa68'), url: '/app/lapintube/v1', takenAt: t(100.2), by: 'Marie', place: annecy, step: 'd1-annecy' },
        ],
        chatMessages: 5,
      },
      {
        day: 2,
        date: '2026-08-03',
        places: ['Annecy, France'],
        articles: [],
        media: [photo('p3', 'Paul', 'd2-annecy', annecy, '#ca3c25', t(76))],
        chatMessages: 0,
      },
      {
        day: 3,
        date: '2026-08-04',
        places: ['Annecy, France', 'Chamonix, France'],
        articles: [
          { id: '42', title: 'La route des Aravis', author: 'Paul', ts: t(55), place: annecy, step: 'd3-annecy' },
          { id: '43', title: 'Le Montenvers sous la pluie', author: 'Marie', ts: t(50), place: chamonix, step: 'd3-chamonix' },
        ],
        media: [
          photo('p4', 'Marie', 'd3-annecy', annecy, '#1d3557', t(56)),
          photo('p5', 'Marie', 'd3-chamonix', chamonix, '#457b9d', t(52)),
          photo('p6', 'Paul', 'd3-chamonix', chamonix, '#a8dadc', t(51)),
          { kind: 'video', id: 'v2', thumbnail: swatch('#e63946'), url: '/app/lapintube/v2', takenAt: t(50.5), by: 'Paul', place: chamonix, step: 'd3-chamonix' },
        ],
        chatMessages: 14,
      },
      { day: 4, date: '2026-08-05', places: [], articles: [], media: [], chatMessages: 0 },
      {
        day: 5,
        date: '2026-08-06',
        places: ['Chamonix, France', 'Genève, Suisse'],
        articles: [],
        media: [photo('p7', 'Marie', 'd5-chamonix', chamonix, '#2a9d8f', t(26)), photo('p8', 'Paul', 'd5-geneve', geneve, '#e9c46a', t(2))],
        chatMessages: 3,
      },
    ],
  };
}

/** What the map draws of sampleTripGet: a route through the three towns and one step per town and day. */
export function sampleTripMap(now = Date.now()): TripMapReply {
  const get = sampleTripGet(now);
  const steps = [
    { id: 'd1-annecy', day: 1, ...annecy, count: 4, thumbnail: swatch('#5b8fb9'), at: now - 100 * HOUR },
    { id: 'd2-annecy', day: 2, ...annecy, count: 1, thumbnail: swatch('#ca3c25'), at: now - 76 * HOUR },
    { id: 'd3-annecy', day: 3, ...annecy, count: 2, thumbnail: swatch('#1d3557'), at: now - 56 * HOUR },
    { id: 'd3-chamonix', day: 3, ...chamonix, count: 4, thumbnail: swatch('#457b9d'), at: now - 52 * HOUR },
    { id: 'd5-chamonix', day: 5, ...chamonix, count: 1, thumbnail: swatch('#2a9d8f'), at: now - 26 * HOUR },
    { id: 'd5-geneve', day: 5, ...geneve, count: 1, thumbnail: swatch('#e9c46a'), at: now - 2 * HOUR },
  ];
  return {
    trip: sampleTrip,
    route: { paths: [[[annecy.lon, annecy.lat], [chamonix.lon, chamonix.lat], [geneve.lon, geneve.lat]]], jumps: [] },
    detailedTiles: false,
    steps,
    latest: get.latest,
    figures: { days: 5, countries: 2, distanceKm: 2430.4 },
  };
}

export interface FakeTripApiOptions {
  /** What trip/current answers; the sample trip by default, `null` for « no trip yet ». */
  trip?: Trip | null;
  /** Replaces sampleTripGet / sampleTripMap. */
  get?: (now: number) => TripGetReply;
  map?: (now: number) => TripMapReply;
  /** Replaces sampleTripLand. */
  land?: TripLandReply;
  trips?: Trip[];
  zones?: HomeZone[];
  /** Every member call fails with this (a 500's French message). */
  failWith?: string;
  /** The admin's save is refused with this (a 400's French message). */
  refuseSaveWith?: string;
  delayMs?: number;
  /** Never answers: the screen stays loading. */
  hang?: boolean;
}

export interface FakeTripApi extends TripApi {
  /** What the fake was asked, in order: `current`, `map:<id>`, `hide:<kind>:<id>:<hidden>`… */
  readonly calls: string[];
}

export function fakeTripApi(options: FakeTripApiOptions = {}): FakeTripApi {
  const calls: string[] = [];
  let trips = [...(options.trips ?? [sampleTrip])];
  let zones: HomeZonesReply['zones'] = (options.zones ?? []).map((zone) => ({ radiusKm: 1, ...zone }));
  const call = async (name: string, status = 500) => {
    calls.push(name);
    if (options.hang) await new Promise(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
    if (options.failWith) throw new ApiError(options.failWith, status);
  };
  return {
    calls,
    async current(): Promise<TripCurrentReply> {
      await call('current');
      const trip = options.trip === undefined ? sampleTrip : options.trip;
      return { trip, latest: trip ? sampleTripGet().latest : null };
    },
    async map(_token, id) {
      await call(`map:${id}`);
      return (options.map ?? sampleTripMap)(Date.now());
    },
    async land(_token, id) {
      await call(`land:${id}`);
      return options.land ?? sampleTripLand;
    },
    async get(_token, id) {
      await call(`get:${id}`);
      return (options.get ?? sampleTripGet)(Date.now());
    },
    async hidePlace(_token, kind, id, hidden) {
      await call(`hide:${kind}:${id}:${hidden}`, 403);
    },
    async trips() {
      await call('trips');
      return trips;
    },
    async saveTrip(_token, trip) {
      await call('saveTrip');
      if (options.refuseSaveWith) throw new ApiError(options.refuseSaveWith, 400);
      const saved: Trip = { id: trip.id ?? `1c2d3e4f-0000-4000-8000-${String(trips.length).padStart(12, '0')}`, title: trip.title, start: trip.start, end: trip.end || null };
      trips = [saved, ...trips.filter((other) => other.id !== saved.id)].sort((a, b) => b.start.localeCompare(a.start));
    },
    async deleteTrip(_token, id) {
      await call(`deleteTrip:${id}`);
      trips = trips.filter((trip) => trip.id !== id);
    },
    async homeZones(_token, next) {
      await call(next ? 'saveZones' : 'zones');
      if (next) zones = next.map((zone) => ({ radiusKm: 1, ...zone }));
      return zones;
    },
  };
}
