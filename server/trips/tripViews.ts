import type { Kysely } from 'kysely';
import type { LatestPosition, Place, TripCurrentReply, TripStep } from '../../shared/tripTypes.ts';
import type { DB } from '../platform/db/schema.ts';
import { HttpError } from '../platform/errors.ts';
import { sharedJson, type SharedJson } from '../platform/http/sharedJson.ts';
import type { LiveEvents } from '../live/liveEvents.ts';
import { articleImageNames, parseArticleStructure } from '../../shared/articleStructure.ts';
import { localDate, serverZone, tripWindow } from './tripCalendar.ts';
import { readCatalogue, readCaptures, type CatalogueArticle } from './tripCatalogue.ts';
import { articleShownPlace, buildTripModel, shownPlace, type NewestStep, type PlaceRules, type TripModel } from './tripModel.ts';
import { tripMessages } from './tripMessages.ts';
import { tripsRepository, type TripRecord } from './tripsRepository.ts';
import { latestLocatedItem } from './latestItem.ts';
import { tripLand } from '../map/tripLand.ts';

interface Built {
  model: TripModel;
  get?: SharedJson;
  map?: SharedJson;
  land?: SharedJson;
}

interface Rules extends PlaceRules {
  trips: TripRecord[];
}

export interface TripViewsDeps {
  db: Kysely<DB>;
  events: LiveEvents;
  now: () => number;
  /** The server has a MAP_TILES basemap: the map adds its streets. */
  detailedTiles: boolean;
}

/** A change no event tells of (a photo deleted from an album) shows after at most this long. */
const MAX_AGE_MS = 60_000;

/**
 * What trip pages read, computed once per change and shared by every relative: the model of a
 * trip, its two answers serialised (and compressed, sharedJson.ts) once, and the rules (trips and
 * home zones). The home zones and hidden places apply here, at read time, so a change to them
 * shows in the next answer of every page, the feed's included (articlesService drops its first
 * page on `placeschanged`).
 */
export function createTripViews({ db, events, now, detailedTiles }: TripViewsDeps) {
  const trips = tripsRepository(db);
  let rules: Promise<Rules> | undefined;
  const models = new Map<string, { built: Promise<Built>; at: number }>();
  let latest: { value: Promise<LatestPosition | null>; at: number } | undefined;

  const forget = () => {
    rules = undefined;
    models.clear();
    latest = undefined;
  };
  const forgetContent = () => {
    models.clear();
    latest = undefined;
  };

  function readRules(): Promise<Rules> {
    if (rules !== undefined) return rules;
    const reading = Promise.all([trips.list(), trips.homeZones()]).then(([list, homeZones]) => ({ trips: list, homeZones }));
    rules = reading;
    reading.catch(() => {
      if (rules === reading) rules = undefined;
    });
    return reading;
  }

  function built(trip: TripRecord, current: Rules): Promise<Built> {
    const cached = models.get(trip.id);
    if (cached !== undefined && cached.at + MAX_AGE_MS > now()) return cached.built;
    const { from, to } = tripWindow(trip.start, trip.end);
    const building = readCatalogue(db, from, Math.min(to, now() + 24 * 3600 * 1000)).then((catalogue) => ({ model: buildTripModel(trip, catalogue, current, now()) }));
    // A change during the read clears the map, so a result read before it is not kept.
    const entry = { built: building, at: now() };
    models.set(trip.id, entry);
    building.catch(() => {
      if (models.get(trip.id) === entry) models.delete(trip.id);
    });
    return building;
  }

  async function find(id: string): Promise<{ trip: TripRecord; rules: Rules }> {
    const current = await readRules();
    const trip = current.trips.find((entry) => entry.id === id);
    if (trip === undefined) throw new HttpError(404, tripMessages.tripNotFound);
    return { trip, rules: current };
  }

  /** The trip under way today (in the server's zone), else the one that began last. */
  function currentTrip(list: readonly TripRecord[]): TripRecord | null {
    const today = localDate(now(), serverZone());
    const begun = list.filter((trip) => trip.start <= today);
    return begun.find((trip) => trip.end === null || trip.end >= today) ?? begun[0] ?? list.at(-1) ?? null;
  }

  function underWay(list: readonly TripRecord[]): TripRecord | undefined {
    const today = localDate(now(), serverZone());
    return list.find((trip) => trip.start <= today && (trip.end === null || trip.end >= today));
  }

  // Something was added: every node hears it (relayed events) and tells its own relatives, once
  // it has built the trip again, so the pages that ask at the news find it ready.
  const added = () => {
    forgetContent();
    readRules()
      .then(async (current) => {
        const trip = underWay(current.trips);
        if (trip === undefined) return;
        await built(trip, current).catch(() => undefined);
        events.emit('tripchanged', trip.id);
      })
      .catch(() => undefined);
  };
  for (const event of ['articlepublished', 'articleedited', 'albumadded', 'videoready'] as const) events.on(event, added);
  events.on('articledeleted', forgetContent);
  events.on('placeschanged', forget);
  events.on('chatmessage', (message) => (message.images?.length ? added() : forgetContent()));

  return {
    async get(id: string): Promise<SharedJson> {
      const { trip, rules: current } = await find(id);
      const result = await built(trip, current);
      result.get ??= sharedJson(JSON.stringify({ trip, days: result.model.days, latest: result.model.latest }));
      return result.get;
    },

    /** The newest step of a trip and the one before it (push's « Étapes »). */
    async newestStep(id: string): Promise<(NewestStep & { trip: TripRecord }) | null> {
      const { trip, rules: current } = await find(id);
      const newest = (await built(trip, current)).model.newestStep;
      return newest && { ...newest, trip };
    },

    /** Every trip's steps (home zones and hidden places applied), for search's places. */
    async steps(): Promise<Array<{ trip: TripRecord; steps: TripStep[] }>> {
      const current = await readRules();
      return Promise.all(current.trips.map(async (trip) => ({ trip, steps: (await built(trip, current)).model.map.steps })));
    },

    async map(id: string): Promise<SharedJson> {
      const { trip, rules: current } = await find(id);
      const result = await built(trip, current);
      result.map ??= sharedJson(JSON.stringify({ trip, ...result.model.map, detailedTiles }));
      return result.map;
    },

    /** The countries round the trip in its frame: Voyage's first map (server/map/tripLand.ts). */
    async land(id: string): Promise<SharedJson> {
      const { trip, rules: current } = await find(id);
      const result = await built(trip, current);
      result.land ??= sharedJson(JSON.stringify(tripLand(result.model.map)));
      return result.land;
    },

    async current(): Promise<TripCurrentReply> {
      const current = await readRules();
      if (latest === undefined || latest.at + MAX_AGE_MS <= now()) {
        const value = latestLocatedItem(db, (capture) => shownPlace(capture, current));
        latest = { value, at: now() };
        value.catch(() => (latest = undefined));
      }
      return { trip: currentTrip(current.trips), latest: await latest.value };
    },

    /** Each article's place (home zones and hidden places applied) and its day in its trip, if any. */
    async ofArticles(records: readonly { id: number; ts: number; structure: string }[]): Promise<Map<number, { place: Place | null; day: number | null }>> {
      const current = await readRules();
      const places = await trips.articlePlaces(records.map((record) => record.id));
      const articles: Pick<CatalogueArticle, 'id' | 'photoNames' | 'place' | 'ts'>[] = records.map((record) => ({
        id: record.id,
        ts: record.ts,
        photoNames: articleImageNames(parseArticleStructure(record.structure)),
        place: places.get(record.id),
      }));
      const photos = await readCaptures(db, articles.flatMap((article) => article.photoNames));
      const out = new Map<number, { place: Place | null; day: number | null }>();
      for (const article of articles) {
        const at = article.place?.publishedAt ?? article.ts;
        let day: number | null = null;
        for (const trip of current.trips) {
          const { from, to } = tripWindow(trip.start, trip.end);
          if (at < from || at > to) continue;
          day = (await built(trip, current)).model.articles.get(article.id)?.day ?? day;
        }
        out.set(article.id, { place: articleShownPlace(article, photos, current), day });
      }
      return out;
    },
  };
}

export type TripViews = ReturnType<typeof createTripViews>;
