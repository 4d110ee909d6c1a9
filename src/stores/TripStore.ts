import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { HiddenPlaceKind, TripApi } from '../api/tripApi.ts';
import { errorMessage } from '../api/httpClient.ts';
import type { LatestPosition, Trip, TripArticle, TripCurrentReply, TripDay, TripGetReply, TripLandReply, TripMapReply, TripMedia, TripStep } from '../../shared/tripTypes.ts';
import { TRIP_STORE, type RootStore } from './RootStore.ts';

/** What a step's sheet shows: the step's articles, photos and videos, from the trip's days. */
export interface StepContent {
  step: TripStep;
  articles: TripArticle[];
  media: TripMedia[];
}

/**
 * Issue 39: the trip the family sees (Voyage, its days, the feed's « Dernières nouvelles »). Not
 * persisted: positions are read from the server each time, never kept on the device.
 * Answers can cross (a live `tripchanged` while the screen loads): each load has a generation,
 * and only the newest one's answers are applied.
 */
export class TripStore {
  /** trip/current's answer; undefined until read. `trip: null` is « Aucun voyage pour l'instant ». */
  current: TripCurrentReply | undefined = undefined;
  tripMap: TripMapReply | undefined = undefined;
  /** trip/land's answer, Voyage's first map; null when it could not be read (MapLibre then draws alone). */
  tripLand: TripLandReply | null | undefined = undefined;
  tripDays: TripGetReply | undefined = undefined;
  status: 'idle' | 'loading' | 'error' = 'idle';
  error: string | undefined = undefined;
  /** The step whose sheet is open. */
  openStepId: string | undefined = undefined;
  /** The item whose place is being hidden, as `kind:id`. */
  hidingKey: string | undefined = undefined;
  hideError: string | undefined = undefined;
  /** When the last answer was applied: « il y a 2 h » is counted from no earlier than this. */
  readAt = 0;

  private readonly api: TripApi;
  private readonly getToken: () => string | undefined;
  private generation = 0;
  /** The read under way, which a screen opening may join. */
  private reading: Promise<void> | undefined = undefined;
  /** The feed line's trip/current under way: a tap on « Voyage » meanwhile takes its answer. */
  private currentAsked: Promise<TripCurrentReply> | undefined = undefined;
  /** Whether a screen showed the whole trip (map and days), so a live change reads them again. */
  private wantsTrip = false;
  /** Whether Voyage was opened: its first map needs trip/land, a day's small map does not. */
  private wantsLand = false;

  constructor(api: TripApi, getToken: () => string | undefined) {
    this.api = api;
    this.getToken = getToken;
    makeAutoObservable<TripStore, 'api' | 'getToken' | 'generation' | 'wantsTrip' | 'wantsLand' | 'readMap' | 'read' | 'reading' | 'currentAsked'>(this, {
      // The server's answers, each replaced whole and never changed in place: kept as they came.
      // Made deeply observable, trip/map's thousands of route points and trip/land's coastlines
      // were each copied into observable arrays, 100 ms of a phone's first map (issue 39).
      current: observableRef,
      tripMap: observableRef,
      tripLand: observableRef,
      tripDays: observableRef,
      api: false,
      getToken: false,
      generation: false,
      wantsTrip: false,
      wantsLand: false,
      readMap: false,
      read: false,
      reading: false,
      currentAsked: false,
    });
  }

  get trip(): Trip | null | undefined {
    return this.current?.trip;
  }

  get latest(): LatestPosition | null {
    return this.tripDays?.latest ?? this.tripMap?.latest ?? this.current?.latest ?? null;
  }

  get days(): TripDay[] {
    return this.tripDays?.days ?? [];
  }

  get steps(): TripStep[] {
    return this.tripMap?.steps ?? [];
  }

  dayOf(day: number): TripDay | undefined {
    return this.days.find((entry) => entry.day === day);
  }

  /** A step's articles, photos and videos; undefined for a step the trip no longer has. */
  stepContent(id: string): StepContent | undefined {
    const step = this.steps.find((entry) => entry.id === id);
    if (!step) return undefined;
    const days = this.days;
    return {
      step,
      articles: days.flatMap((day) => day.articles.filter((article) => article.step === id)),
      media: days.flatMap((day) => day.media.filter((item) => item.step === id)),
    };
  }

  get openStep(): StepContent | undefined {
    return this.openStepId === undefined ? undefined : this.stepContent(this.openStepId);
  }

  openStepSheet(id: string): void {
    this.openStepId = id;
    this.hideError = undefined;
  }

  closeStepSheet(): void {
    this.openStepId = undefined;
    this.hideError = undefined;
  }

  /** The feed's line: trip/current alone, read after the feed so the feed is not slowed. */
  async loadCurrent(): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    // A full load started meanwhile has the newer answer: this one then stays unused.
    const generation = this.generation;
    const asked = this.api.current(token);
    this.currentAsked = asked;
    try {
      const current = await asked;
      runInAction(() => {
        if (generation !== this.generation) return;
        this.current = current;
        this.readAt = Date.now();
      });
    } catch (error) {
      // The feed shows no line rather than an error: the articles are what it is for.
      console.error('Dernières nouvelles du voyage illisibles', errorMessage(error));
    } finally {
      if (this.currentAsked === asked) this.currentAsked = undefined;
    }
  }

  /**
   * Voyage and its days. The map comes first (issue 39: a first map in 2 s on a phone on a slow
   * network): trip/map and trip/land together — at once, beside trip/current, when the trip is
   * already known (the feed's line read it) — each shown as soon as it is in; trip/get's days
   * (ten times trip/map's size) only then, so they do not share the bandwidth with the map.
   * `quiet` keeps what is shown while reading again (a live change).
   */
  load({ quiet = false, join = false, land = false } = {}): Promise<void> {
    if (land) this.wantsLand = true;
    // A screen opening joins the read its menu tap started rather than asking twice.
    if (join && this.reading !== undefined) return this.reading;
    const reading = this.read(quiet).finally(() => {
      if (this.reading === reading) this.reading = undefined;
    });
    this.reading = reading;
    return reading;
  }

  private async read(quiet: boolean): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    this.wantsTrip = true;
    const generation = ++this.generation;
    if (!quiet) {
      this.status = 'loading';
      this.error = undefined;
    }
    try {
      const known = this.current?.trip?.id;
      // The feed's line asked trip/current just before the tap on « Voyage »: its answer, less than
      // a second old, serves this read too. Asked again, the map waited for the second answer, and
      // for a connection behind it (issue 39: 0.6–0.8 s of a phone's first map). A live change
      // (quiet) asks afresh: the feed's question may predate the change.
      const earlier = quiet ? undefined : this.currentAsked;
      const asked = earlier?.catch(() => this.api.current(token)) ?? this.api.current(token);
      let drawn = known === undefined ? undefined : this.readMap(token, known, generation);
      const current = await asked;
      const trip = current.trip;
      if (trip && trip.id !== known) {
        // Another trip since the feed read it: the map asked for the old one is not waited for.
        drawn?.catch(() => undefined);
        drawn = this.readMap(token, trip.id, generation);
      } else if (!trip) drawn?.catch(() => undefined);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.current = current;
        if (trip) return;
        this.tripMap = undefined;
        this.tripLand = undefined;
        this.tripDays = undefined;
        this.readAt = Date.now();
        this.status = 'idle';
      });
      if (!trip) return;
      await drawn;
      const tripDays = await this.api.get(token, trip.id);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.tripDays = tripDays;
        this.readAt = Date.now();
        this.status = 'idle';
        this.error = undefined;
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        // A quiet reload that failed keeps the trip on screen; the next change tries again.
        if (quiet && this.tripDays) return;
        this.status = 'error';
        this.error = errorMessage(error);
      });
    }
  }

  /** trip/map and trip/land of one trip, each applied when it comes, if still the trip shown. */
  private async readMap(token: string, id: string, generation: number): Promise<void> {
    const fresh = () => generation === this.generation && (this.current?.trip?.id ?? id) === id;
    const asked = this.api.map(token, id);
    const land = !this.wantsLand
      ? Promise.resolve()
      : this.api.land(token, id).then(
      (reply) => runInAction(() => fresh() && (this.tripLand = reply)),
      // The first map is a help, not the trip: without it MapLibre draws alone.
      () => runInAction(() => fresh() && (this.tripLand = null)),
    );
    const tripMap = await asked;
    runInAction(() => {
      if (!fresh()) return;
      this.tripMap = tripMap;
      this.readAt = Date.now();
    });
    await land;
  }

  /** The server said the trip changed (live `tripchanged`): read again what is shown. */
  reload(): void {
    if (this.wantsTrip) void this.load({ quiet: true });
    else if (this.current) void this.loadCurrent();
  }

  /** « Masquer le lieu »: the server refuses anyone but the item's author or an admin. */
  async hidePlace(kind: HiddenPlaceKind, id: string): Promise<boolean> {
    const token = this.getToken();
    if (!token || this.hidingKey) return false;
    this.hidingKey = `${kind}:${id}`;
    this.hideError = undefined;
    try {
      await this.api.hidePlace(token, kind, id, true);
    } catch (error) {
      runInAction(() => {
        this.hideError = errorMessage(error);
        this.hidingKey = undefined;
      });
      return false;
    }
    await this.load({ quiet: true });
    runInAction(() => {
      this.hidingKey = undefined;
    });
    return true;
  }

  /** Sign-out: no position of this trip stays in memory for the next relative. */
  reset(): void {
    this.generation += 1;
    this.reading = undefined;
    // Asked with the previous session's token: never an answer for whoever signs in next.
    this.currentAsked = undefined;
    this.wantsTrip = false;
    this.wantsLand = false;
    this.current = undefined;
    this.tripMap = undefined;
    this.tripLand = undefined;
    this.tripDays = undefined;
    this.status = 'idle';
    this.error = undefined;
    this.openStepId = undefined;
    this.hidingKey = undefined;
    this.hideError = undefined;
    this.readAt = 0;
  }
}

/** The trip's store, made by the first screen that shows it (Voyage, a day, the feed's line). */
export function tripOf(root: RootStore): TripStore {
  return root.screenStore(TRIP_STORE,  () => new TripStore(root.api.trip, () => root.accounts.token));
}
