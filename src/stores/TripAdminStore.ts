import { makeAutoObservable } from 'mobx';
import type { TripApi } from '../api/tripApi.ts';
import type { HomeZone, Trip } from '../../shared/tripTypes.ts';
import { busyCall } from './busyCall.ts';
import type { RootStore } from './RootStore.ts';

/** What the admin's form sends: `end` '' while the family is travelling. */
export interface TripForm {
  id?: string;
  title: string;
  start: string;
  end: string;
}

/** Issue 39, the admin's « Voyages » section: the trips and the home zones. Not persisted. */
export class TripAdminStore {
  trips: Trip[] = [];
  isRetrieving = false;
  errorRetrieve: string | undefined = undefined;
  isSaving = false;
  /** The server's refusal of a save (an overlap, a bad date), in French. */
  saveError: string | undefined = undefined;
  deletingId: string | undefined = undefined;
  deleteError: string | undefined = undefined;
  /** undefined until read. */
  zones: Required<HomeZone>[] | undefined = undefined;
  zonesError: string | undefined = undefined;
  isSavingZones = false;
  zonesSaved = false;

  private readonly api: TripApi;
  private readonly getToken: () => string | undefined;

  constructor(api: TripApi, getToken: () => string | undefined) {
    this.api = api;
    this.getToken = getToken;
    makeAutoObservable<TripAdminStore, 'api' | 'getToken'>(this, { api: false, getToken: false });
  }

  async loadTrips(): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    await busyCall(() => this.api.trips(token), {
      busy: (on) => (this.isRetrieving = on),
      error: (message) => (this.errorRetrieve = message),
      done: (trips) => (this.trips = trips),
    });
  }

  /** Creates or changes a trip, then reads the list again; answers whether it was saved. */
  async saveTrip(form: TripForm): Promise<boolean> {
    const token = this.getToken();
    if (!token || this.isSaving) return false;
    const body = { ...(form.id ? { id: form.id } : {}), title: form.title.trim(), start: form.start, end: form.end };
    const saved = await busyCall(() => this.api.saveTrip(token, body), {
      busy: (on) => (this.isSaving = on),
      error: (message) => (this.saveError = message),
    });
    if (saved) await this.loadTrips();
    return saved;
  }

  clearSaveError(): void {
    this.saveError = undefined;
  }

  async deleteTrip(id: string): Promise<void> {
    const token = this.getToken();
    if (!token || this.deletingId) return;
    await busyCall(() => this.api.deleteTrip(token, id), {
      busy: (on) => (this.deletingId = on ? id : undefined),
      error: (message) => (this.deleteError = message),
      done: () => (this.trips = this.trips.filter((trip) => trip.id !== id)),
    });
  }

  async loadZones(): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    await busyCall(() => this.api.homeZones(token), {
      error: (message) => (this.zonesError = message),
      done: (zones) => (this.zones = zones),
    });
  }

  async saveZones(zones: Required<HomeZone>[]): Promise<boolean> {
    const token = this.getToken();
    if (!token || this.isSavingZones) return false;
    this.zonesSaved = false;
    return busyCall(() => this.api.homeZones(token, zones), {
      busy: (on) => (this.isSavingZones = on),
      error: (message) => (this.zonesError = message),
      done: (saved) => {
        this.zones = saved;
        this.zonesSaved = true;
      },
    });
  }

  reset(): void {
    this.trips = [];
    this.isRetrieving = false;
    this.errorRetrieve = undefined;
    this.isSaving = false;
    this.saveError = undefined;
    this.deletingId = undefined;
    this.deleteError = undefined;
    this.zones = undefined;
    this.zonesError = undefined;
    this.isSavingZones = false;
    this.zonesSaved = false;
  }
}

/** The admin's trips and home zones, made by the admin screen on first use. */
export function tripAdminOf(root: RootStore): TripAdminStore {
  return root.screenStore('tripAdmin', () => new TripAdminStore(root.api.trip, () => root.accounts.token));
}
