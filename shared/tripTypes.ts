// Issue 39: the trip, where and when. Not in the spec: these calls sit beside the spec's, and the
// server validates every body with these schemas while the client imports the same types.
// Positions reach only granted members through these answers, never a served file or a log line.
import { Type, type Static } from '@sinclair/typebox';

const Token = Type.String({ minLength: 1, maxLength: 200 });
/** A server-made trip id (a UUID). */
export const TRIP_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const TripId = Type.String({ pattern: TRIP_ID_PATTERN });
/** A calendar date, `YYYY-MM-DD`, read in the trip's own places (no time zone of its own). */
export const TripDate = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' });
export const Latitude = Type.Number({ minimum: -90, maximum: 90 });
export const Longitude = Type.Number({ minimum: -180, maximum: 180 });

export const tripLimits = { maxTitleLength: 120, maxHomeZones: 20, maxRadiusKm: 50, defaultRadiusKm: 1 } as const;

/** `end` is null while the family is travelling. */
export const Trip = Type.Object({
  id: Type.String(),
  title: Type.String(),
  start: TripDate,
  end: Type.Union([TripDate, Type.Null()]),
});
export type Trip = Static<typeof Trip>;

export const TripsBody = Type.Object({ token: Token }, { additionalProperties: false });
export type TripsBody = Static<typeof TripsBody>;
/** The newest trip first. */
export const TripsReply = Type.Object({ trips: Type.Array(Trip) });
export type TripsReply = Static<typeof TripsReply>;

/** `POST /api/admin/trip`: without `id` it creates; `end` absent or '' while travelling. */
export const TripSaveBody = Type.Object(
  {
    token: Token,
    id: Type.Optional(TripId),
    title: Type.String({ minLength: 1, maxLength: tripLimits.maxTitleLength }),
    start: TripDate,
    end: Type.Optional(Type.Union([TripDate, Type.Literal('')])),
  },
  { additionalProperties: false },
);
export type TripSaveBody = Static<typeof TripSaveBody>;
export const TripIdBody = Type.Object({ token: Token, id: TripId }, { additionalProperties: false });
export type TripIdBody = Static<typeof TripIdBody>;

/** A place the family never shows: nothing located inside appears anywhere. */
export const HomeZone = Type.Object(
  { lat: Latitude, lon: Longitude, radiusKm: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: tripLimits.maxRadiusKm })) },
  { additionalProperties: false },
);
export type HomeZone = Static<typeof HomeZone>;
/** `POST /api/admin/homezones`: without `zones` it only reads them. */
export const HomeZonesBody = Type.Object(
  { token: Token, zones: Type.Optional(Type.Array(HomeZone, { maxItems: tripLimits.maxHomeZones })) },
  { additionalProperties: false },
);
export type HomeZonesBody = Static<typeof HomeZonesBody>;
export const HomeZonesReply = Type.Object({ zones: Type.Array(Type.Required(HomeZone)) });
export type HomeZonesReply = Static<typeof HomeZonesReply>;

/** A named place: `name` is the nearest town, `country` its country in French. */
export const Place = Type.Object({ name: Type.String(), country: Type.String(), lat: Latitude, lon: Longitude });
export type Place = Static<typeof Place>;

/** A photo or a video of the trip. `step`: the id of the step (town and day) it belongs to. */
export const TripMedia = Type.Object({
  kind: Type.Union([Type.Literal('photo'), Type.Literal('video')]),
  id: Type.String(),
  thumbnail: Type.String(),
  /** Where the viewer opens it in the app. */
  url: Type.String(),
  takenAt: Type.Union([Type.Number(), Type.Null()]),
  by: Type.String(),
  place: Type.Union([Place, Type.Null()]),
  step: Type.Union([Type.String(), Type.Null()]),
});
export type TripMedia = Static<typeof TripMedia>;

export const TripArticle = Type.Object({
  id: Type.String(),
  title: Type.String(),
  author: Type.String(),
  ts: Type.Number(),
  place: Type.Union([Place, Type.Null()]),
  step: Type.Union([Type.String(), Type.Null()]),
});
export type TripArticle = Static<typeof TripArticle>;

/** Day 1 is the trip's `start`. `places`: « Annecy, France » in the order they were reached. */
export const TripDay = Type.Object({
  day: Type.Integer({ minimum: 1 }),
  date: TripDate,
  places: Type.Array(Type.String()),
  articles: Type.Array(TripArticle),
  media: Type.Array(TripMedia),
  chatMessages: Type.Integer({ minimum: 0 }),
});
export type TripDay = Static<typeof TripDay>;

/** The family's newest located item: « Dernières nouvelles : Chamonix, France · il y a 2 h ». */
export const LatestPosition = Type.Object({ name: Type.String(), country: Type.String(), lat: Latitude, lon: Longitude, at: Type.Number() });
export type LatestPosition = Static<typeof LatestPosition>;

export const TripGetReply = Type.Object({ trip: Trip, days: Type.Array(TripDay), latest: Type.Union([LatestPosition, Type.Null()]) });
export type TripGetReply = Static<typeof TripGetReply>;

/** One marker per town and day. */
export const TripStep = Type.Object({
  id: Type.String(),
  day: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  country: Type.String(),
  lat: Latitude,
  lon: Longitude,
  count: Type.Integer({ minimum: 0 }),
  thumbnail: Type.Union([Type.String(), Type.Null()]),
  at: Type.Number(),
});
export type TripStep = Static<typeof TripStep>;

const LonLatPair = Type.Tuple([Type.Number(), Latitude]);

/** What the map draws. `route`: server/map/routeLine.ts's RouteLine (shared/mapTypes.ts): the
 * simplified `paths`, their longitudes running on past ±180 across the antimeridian, and the long
 * `jumps` (a flight) drawn apart. `detailedTiles`: the server has a MAP_TILES basemap. */
export const TripMapReply = Type.Object({
  trip: Trip,
  route: Type.Object({ paths: Type.Array(Type.Array(LonLatPair)), jumps: Type.Array(Type.Tuple([LonLatPair, LonLatPair])) }),
  detailedTiles: Type.Boolean(),
  steps: Type.Array(TripStep),
  latest: Type.Union([LatestPosition, Type.Null()]),
  figures: Type.Object({ days: Type.Integer({ minimum: 0 }), countries: Type.Integer({ minimum: 0 }), distanceKm: Type.Number({ minimum: 0 }) }),
});
export type TripMapReply = Static<typeof TripMapReply>;

/** `POST /api/trip/land`: the countries round the trip, drawn by the server in the trip's frame
 * (shared/tripMapFrame.ts) as SVG paths in frame units, so Voyage shows a first map without
 * MapLibre. `frame` null: a trip with no position yet. */
export const TripLandReply = Type.Object({
  frame: Type.Union([
    Type.Object({ width: Type.Number(), height: Type.Number(), midLon: Type.Number(), midLat: Type.Number(), cos: Type.Number(), scale: Type.Number() }),
    Type.Null(),
  ]),
  countries: Type.Array(Type.String()),
});
export type TripLandReply = Static<typeof TripLandReply>;

/** `POST /api/trip/current`: the trip under way (or the latest one) and the family's latest news. */
export const TripCurrentReply = Type.Object({ trip: Type.Union([Trip, Type.Null()]), latest: Type.Union([LatestPosition, Type.Null()]) });
export type TripCurrentReply = Static<typeof TripCurrentReply>;

/** The multipart field `place` of the article calls: a position, or « none » for no place. */
export type ArticlePlaceField = { lat: number; lon: number } | 'none';

/** `POST /api/trip/hideplace`: « Masquer le lieu » (and back) on a photo, a video or an article;
 * by the member who added it or wrote it, or the admin. `id`: a photo's image name, a video's id,
 * an article's id. */
export const HidePlaceBody = Type.Object(
  {
    token: Token,
    kind: Type.Union([Type.Literal('photo'), Type.Literal('video'), Type.Literal('article')]),
    id: Type.String({ minLength: 1, maxLength: 60 }),
    hidden: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type HidePlaceBody = Static<typeof HidePlaceBody>;
export const HidePlaceReply = Type.Object({ status: Type.Literal('success'), hidden: Type.Boolean() });
export type HidePlaceReply = Static<typeof HidePlaceReply>;
/** `tripchanged` on /live: something of this trip changed; the client asks trip/map or trip/get again. */
export type TripChangedEvent = { trip: string };
