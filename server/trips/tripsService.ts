import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ArticlePlaceField, HomeZone, Trip, TripSaveBody } from '../../shared/tripTypes.ts';
import { tripLimits } from '../../shared/tripTypes.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import type { DB } from '../platform/db/schema.ts';
import { HttpError } from '../platform/errors.ts';
import type { LiveEvents } from '../live/liveEvents.ts';
import type { StoredHomeZone } from './homeZones.ts';
import { tripMessages } from './tripMessages.ts';
import { tripsRepository } from './tripsRepository.ts';
import { createTripViews } from './tripViews.ts';

export interface TripsServiceDeps {
  db: Kysely<DB>;
  events: LiveEvents;
  now?: () => number;
  detailedTiles?: boolean;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The trips and the rules of what is shown. Every write that changes what a trip page shows (a
 * trip, the home zones, a hidden place) emits `placeschanged`, which reaches every node
 * (platform/cluster/eventRelay.ts): each one then drops what it computed, so a home zone added on
 * one node hides its places on all of them at the next answer.
 */
export function createTripsService({ db, events, now = Date.now, detailedTiles = false }: TripsServiceDeps) {
  const trips = tripsRepository(db);
  const views = createTripViews({ db, events, now, detailedTiles });
  const changed = () => events.emit('placeschanged');

  async function checkDates(id: string | undefined, start: string, end: string | null): Promise<void> {
    const real = (date: string) => new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
    if (!real(start) || (end !== null && !real(end))) throw new HttpError(400, tripMessages.dateInvalid);
    if (end !== null && end < start) throw new HttpError(400, tripMessages.endBeforeStart);
    for (const other of await trips.list()) {
      if (other.id === id) continue;
      // Open-ended trips run on for ever: the family is still travelling.
      const overlaps = start <= (other.end ?? '9999-12-31') && other.start <= (end ?? '9999-12-31');
      if (overlaps) throw new HttpError(409, tripMessages.overlap(other.title));
    }
  }

  return {
    views,

    list(): Promise<Trip[]> {
      return trips.list();
    },

    /** Trips never overlap; a check then a write, so two admins saving at the same instant could
     * both pass: the family has one or two admins and a trip is set up once, so no lock is taken. */
    async save(body: Omit<TripSaveBody, 'token'>): Promise<Trip> {
      const trip: Trip = { id: body.id ?? randomUUID(), title: body.title.trim(), start: body.start, end: body.end === undefined || body.end === '' ? null : body.end };
      if (trip.title === '') throw new HttpError(400, tripMessages.titleMissing);
      await checkDates(body.id, trip.start, trip.end);
      if (body.id === undefined) await trips.insert(trip, now());
      else if ((await trips.update(trip)) === 0) throw new HttpError(404, tripMessages.tripNotFound);
      changed();
      return trip;
    },

    async remove(id: string): Promise<void> {
      if ((await trips.remove(id)) === 0) throw new HttpError(404, tripMessages.tripNotFound);
      changed();
    },

    homeZones(): Promise<StoredHomeZone[]> {
      return trips.homeZones();
    },

    async replaceHomeZones(zones: readonly HomeZone[]): Promise<StoredHomeZone[]> {
      const stored = zones.map((zone) => ({ lat: zone.lat, lon: zone.lon, radiusKm: zone.radiusKm ?? tripLimits.defaultRadiusKm }));
      await trips.replaceHomeZones(stored);
      changed();
      return stored;
    },

    /** « Masquer le lieu »: by whoever added the item (or wrote the article), or an admin. */
    async hidePlace(user: AuthUser, kind: 'photo' | 'video' | 'article', id: string, hidden: boolean): Promise<void> {
      if (kind === 'article') {
        const article = /^[1-9]\d{0,15}$/.test(id) ? await trips.articleWriter(Number(id)) : undefined;
        if (article === undefined) throw new HttpError(404, tripMessages.itemNotFound);
        if (article.writerId !== user.id && user.role !== 'admin') throw new HttpError(403, tripMessages.notOwner);
        await trips.hideArticlePlace(Number(id), hidden, article.ts);
      } else {
        const owner = uuid.test(id) ? await trips.itemOwner(kind, id) : undefined;
        if (owner === undefined) throw new HttpError(404, tripMessages.itemNotFound);
        if (owner.ownerId !== user.id && user.role !== 'admin') throw new HttpError(403, tripMessages.notOwner);
        // An item with no place has nothing to hide: done all the same.
        await trips.hideItemPlace(id, hidden);
      }
      changed();
    },

    /** After a publish or an edit: the multipart field `place`, when given, decides; else the photos do. */
    async articleWritten(articleId: number, field: ArticlePlaceField | undefined, published: boolean): Promise<void> {
      const existing = (await trips.articlePlaces([articleId])).get(articleId);
      const publishedAt = existing?.publishedAt ?? now();
      if (field === undefined) {
        // An edit without the field keeps the writer's earlier choice.
        if (existing === undefined || published) await trips.saveArticlePlace(articleId, { mode: 'photos', lat: null, lon: null, publishedAt });
      } else if (field === 'none') await trips.saveArticlePlace(articleId, { mode: 'none', lat: null, lon: null, publishedAt });
      else await trips.saveArticlePlace(articleId, { mode: 'field', lat: field.lat, lon: field.lon, publishedAt });
    },
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
