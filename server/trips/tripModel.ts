import type { LatestPosition, Place, Trip, TripArticle, TripDay, TripMapReply, TripMedia, TripStep } from '../../shared/tripTypes.ts';
import { zoneAt } from '../places/itemCapture.ts';
import { placeName } from '../places/placeNames.ts';
import { dateOfDay, dayNumber, localDate, serverZone } from './tripCalendar.ts';
import type { LonLat } from '../../shared/mapTypes.ts';
import { routeLine } from '../map/routeLine.ts';
import { distanceKm } from '../places/pointTree.ts';
import { inHomeZone, type StoredHomeZone } from './homeZones.ts';
import type { Catalogue, CatalogueArticle, KnownCapture } from './tripCatalogue.ts';

/** What a trip's pages show, worked out once per change (tripsService keeps it). */
export interface TripModel {
  days: TripDay[];
  map: Omit<TripMapReply, 'trip' | 'detailedTiles'>;
  latest: LatestPosition | null;
  /** Each article of the trip: its day and the place it shows. */
  articles: Map<number, { day: number; place: Place | null }>;
  /** The step of the newest located item, the step reached before it, and that item (« Étapes »). */
  newestStep: NewestStep | null;
}

export interface NewestStep {
  step: TripStep;
  previous: TripStep | null;
  item: { kind: 'photo' | 'video' | 'article'; id: string };
}

const unnamed = { name: 'Lieu sans nom', country: '' };
const names = new Map<number, { name: string; country: string }>();
// Positions a few metres apart share a name: the gazetteer is asked once per ~10 m cell. The cell
// is a number, not a text: a rebuild names every located item, and formatting two decimals per
// item cost more than the lookup itself.
function named(lat: number, lon: number): Place {
  const key = (Math.round(lat * 1e4) + 900_000) * 4_000_000 + (Math.round(lon * 1e4) + 1_800_000);
  let name = names.get(key);
  if (name === undefined) {
    const found = placeName(lat, lon);
    name = found === null ? unnamed : { name: found.town, country: found.country };
    if (names.size > 100_000) names.clear();
    names.set(key, name);
  }
  return { ...name, lat: round(lat), lon: round(lon) };
}
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
const label = (place: Place) => (place.country === '' ? place.name : `${place.name}, ${place.country}`);

export interface PlaceRules {
  homeZones: readonly StoredHomeZone[];
}

/** The place a capture shows: none when hidden, unlocated or inside a home zone. */
export function shownPlace(capture: KnownCapture | undefined, rules: PlaceRules): Place | null {
  if (capture === undefined || capture.hidden || capture.lat === null || capture.lon === null) return null;
  if (inHomeZone(rules.homeZones, capture.lat, capture.lon)) return null;
  return named(capture.lat, capture.lon);
}

/** An article's position before the home zones: its own, or its first located photo's. */
export function articlePosition(article: Pick<CatalogueArticle, 'photoNames' | 'place'>, photos: ReadonlyMap<string, KnownCapture | undefined>): { lat: number; lon: number } | null {
  const place = article.place;
  if (place?.mode === 'none') return null;
  if (place?.mode === 'field' && place.lat !== null && place.lon !== null) return { lat: place.lat, lon: place.lon };
  for (const name of article.photoNames) {
    const capture = photos.get(name);
    if (capture !== undefined && !capture.hidden && capture.lat !== null && capture.lon !== null) return { lat: capture.lat, lon: capture.lon };
  }
  return null;
}

export function articleShownPlace(article: Pick<CatalogueArticle, 'photoNames' | 'place'>, photos: ReadonlyMap<string, KnownCapture | undefined>, rules: PlaceRules): Place | null {
  const position = articlePosition(article, photos);
  if (position === null || article.place?.hidden === true) return null;
  return shownPlace({ ...position, takenAt: null, tz: null, hidden: false }, rules);
}

// Each entry carries the very object the day will list (its step set once known) and gets its day
// in place: a rebuild copies none of its thousands of items.
type Entry = { at: number; tz: string | null; place: Place | null; day: number } & (
  | { type: 'media'; media: TripMedia }
  | { type: 'article'; article: TripArticle }
  | { type: 'chat' }
);

/**
 * A trip's days, steps and route. A day is the local date at the item's place (its zone); an item
 * without one takes the zone of the trip's last item before it that had one, then the server's.
 */
export function buildTripModel(trip: Trip, catalogue: Catalogue, rules: PlaceRules, now: number): TripModel {
  const entries: Entry[] = [];
  for (const media of catalogue.media) {
    const place = shownPlace(media.capture, rules);
    const at = media.capture?.takenAt ?? media.arrivedAt;
    const tz = media.capture?.lat != null ? media.capture.tz : null;
    entries.push({ type: 'media', at, tz, place, day: 0, media: { kind: media.kind, id: media.id, thumbnail: media.thumbnail, url: media.url, takenAt: media.capture?.takenAt ?? null, by: media.by, place, step: null } });
  }
  for (const article of catalogue.articles) {
    const position = articlePosition(article, catalogue.articlePhotos);
    const place = articleShownPlace(article, catalogue.articlePhotos, rules);
    const at = article.place?.publishedAt ?? article.ts;
    entries.push({ type: 'article', at, tz: position && zoneAt(position.lat, position.lon), place, day: 0, article: { id: String(article.id), title: article.title, author: article.author, ts: article.ts, place, step: null } });
  }
  for (const at of catalogue.chatTimes) entries.push({ type: 'chat', at, tz: null, place: null, day: 0 });
  entries.sort((a, b) => a.at - b.at);

  const today = localDate(now, serverZone());
  let lastDay = trip.end !== null ? dayNumber(trip.start, trip.end) : dayNumber(trip.start, today);
  const dated: Entry[] = [];
  let lastZone: string | null = null;
  for (const entry of entries) {
    if (entry.tz !== null) lastZone = entry.tz;
    const date = localDate(entry.at, entry.tz ?? lastZone ?? serverZone());
    const day = dayNumber(trip.start, date);
    if (day < 1 || (trip.end !== null && date > trip.end)) continue;
    lastDay = Math.max(lastDay, day);
    entry.day = day;
    dated.push(entry);
  }

  const days: TripDay[] = [];
  for (let day = 1; day <= lastDay; day += 1) days.push({ day, date: dateOfDay(trip.start, day), places: [], articles: [], media: [], chatMessages: 0 });
  const steps = new Map<string, TripStep>();
  const route: LonLat[] = [];
  const articles = new Map<number, { day: number; place: Place | null }>();
  let latest: LatestPosition | null = null;
  // Steps in the order they were reached, a return to a town counting again: the newest step is
  // told of against the one just before it, not against where the trip first passed.
  const visits: string[] = [];
  let newestItem: NewestStep['item'] | null = null;
  for (const entry of dated) {
    const tripDay = days[entry.day - 1]!;
    if (entry.type === 'chat') {
      tripDay.chatMessages += 1;
      continue;
    }
    let step: string | null = null;
    if (entry.place !== null) {
      const town = label(entry.place);
      step = `${entry.day}:${town}`;
      let found = steps.get(step);
      if (found === undefined) {
        found = { id: step, day: entry.day, name: entry.place.name, country: entry.place.country, lat: entry.place.lat, lon: entry.place.lon, count: 0, thumbnail: null, at: entry.at };
        steps.set(step, found);
        if (!tripDay.places.includes(town)) tripDay.places.push(town);
      }
      found.count += 1;
      if (found.thumbnail === null && entry.type === 'media') found.thumbnail = entry.media.thumbnail;
      route.push([entry.place.lon, entry.place.lat]);
      latest = { name: entry.place.name, country: entry.place.country, lat: entry.place.lat, lon: entry.place.lon, at: entry.at };
      if (visits.at(-1) !== step) visits.push(step);
      newestItem = entry.type === 'media' ? { kind: entry.media.kind, id: entry.media.id } : { kind: 'article', id: entry.article.id };
    }
    if (entry.type === 'media') {
      entry.media.step = step;
      tripDay.media.push(entry.media);
    } else {
      entry.article.step = step;
      tripDay.articles.push(entry.article);
      articles.set(Number(entry.article.id), { day: entry.day, place: entry.place });
    }
  }

  let line: TripModel['map']['route'] | undefined;
  let distance = 0;
  for (let i = 1; i < route.length; i += 1) distance += distanceKm(route[i - 1]![1], route[i - 1]![0], route[i]![1], route[i]![0]);
  const stepList = [...steps.values()];
  const countries = new Set(stepList.map((step) => step.country).filter((country) => country !== ''));
  return {
    days,
    latest,
    articles,
    newestStep:
      newestItem === null
        ? null
        : { step: steps.get(visits.at(-1)!)!, previous: visits.length > 1 ? steps.get(visits.at(-2)!)! : null, item: newestItem },
    map: {
      // Simplified when the map is first asked for (its answer, the archive's picture): trip/get,
      // whose rebuild follows every change, never needs it. Enumerable, so a spread copies it.
      get route() {
        return (line ??= routeLine(route.map(([lon, lat]) => ({ lat, lon }))));
      },
      steps: stepList,
      latest,
      figures: { days: days.length, countries: countries.size, distanceKm: Math.round(distance) },
    },
  };
}
