import type { AxiosInstance } from 'axios';
import type {
  HomeZone,
  HomeZonesReply,
  Trip,
  TripCurrentReply,
  TripGetReply,
  TripLandReply,
  TripMapReply,
  TripMedia,
  TripSaveBody,
  TripsReply,
} from '../../shared/tripTypes.ts';

/** What is hidden by « Masquer le lieu »: a photo, a video or an article. */
export type HiddenPlaceKind = TripMedia['kind'] | 'article';

/** Issue 39: the trip's calls (not in the spec), the admin's beside the members'. */
export interface TripApi {
  /** The trip under way (or the latest) and the family's latest news. */
  current(token: string): Promise<TripCurrentReply>;
  /** What the map draws: route, steps, latest position, figures. */
  map(token: string, id: string): Promise<TripMapReply>;
  /** The countries round the trip, drawn in its frame: Voyage's first map. */
  land(token: string, id: string): Promise<TripLandReply>;
  /** The trip's days with their places, articles, photos, videos and chat counts. */
  get(token: string, id: string): Promise<TripGetReply>;
  /** « Masquer le lieu » (or shows it again): the author of the item, or an admin. */
  hidePlace(token: string, kind: HiddenPlaceKind, id: string, hidden: boolean): Promise<void>;
  /** Admin: every trip, the newest first. */
  trips(token: string): Promise<Trip[]>;
  /** Admin: creates a trip (no `id`) or changes one; `end` '' while travelling. The list is read
   * again afterwards, so the reply's shape does not matter here. */
  saveTrip(token: string, trip: Omit<TripSaveBody, 'token'>): Promise<void>;
  deleteTrip(token: string, id: string): Promise<void>;
  /** Admin: reads the home zones (no `zones`) or replaces them. */
  homeZones(token: string, zones?: HomeZone[]): Promise<HomeZonesReply['zones']>;
}

export function createTripApi(http: AxiosInstance): TripApi {
  return {
    async current(token) {
      return (await http.post<TripCurrentReply>('/api/trip/current', { token })).data;
    },
    async map(token, id) {
      return (await http.post<TripMapReply>('/api/trip/map', { token, id })).data;
    },
    async land(token, id) {
      return (await http.post<TripLandReply>('/api/trip/land', { token, id })).data;
    },
    async get(token, id) {
      return (await http.post<TripGetReply>('/api/trip/get', { token, id })).data;
    },
    async hidePlace(token, kind, id, hidden) {
      await http.post('/api/trip/hideplace', { token, kind, id, hidden });
    },
    async trips(token) {
      return (await http.post<TripsReply>('/api/admin/trips', { token })).data.trips;
    },
    async saveTrip(token, trip) {
      await http.post('/api/admin/trip', { token, ...trip });
    },
    async deleteTrip(token, id) {
      await http.post('/api/admin/deletetrip', { token, id });
    },
    async homeZones(token, zones) {
      return (await http.post<HomeZonesReply>('/api/admin/homezones', zones ? { token, zones } : { token })).data.zones;
    },
  };
}
