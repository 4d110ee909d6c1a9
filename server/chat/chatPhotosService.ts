import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { UploadedChatPhoto } from '../../shared/chatTypes.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import type { DB } from '../platform/db/schema.ts';
import type { PhotoStore, SavedImage } from '../photos/photoStore.ts';
import type { UploadSpool } from '../photos/uploadSpool.ts';
import { HttpError } from '../platform/errors.ts';
import { CHAT_PHOTO_COLLECTION, chatPhotoOf, chatPhotosRepository } from './chatPhotosRepository.ts';
import { chatPhotoMessages } from './chatPhotoMessages.ts';
import { readChatUpload } from './readChatUpload.ts';
import { placesRepository } from '../places/placesRepository.ts';

export interface ChatPhotosDeps {
  db: Kysely<DB>;
  store: PhotoStore;
  log: FastifyBaseLogger;
  /** A photo uploaded and never sent is removed once this old. */
  expiryMs: number;
  now?: () => number;
}

/**
 * The chat's photos (issue 25). Files and rows follow PhotoStore's order: the image sets are
 * saved first, then the rows inserted, and a failed insert discards the files; a crash in
 * between leaves files no row names, which the media orphan sweep removes.
 *
 * No orphan is kept for long: a photo uploaded and never sent, or whose message is gone, loses its
 * row and then its files in `sweep`, run at start-up, hourly, and on every node each time a
 * message is removed (the removal reaches every node; the first to run takes the rows, the files
 * go with them). A crash between the two leaves files no row names: the orphan sweep's.
 */
export function createChatPhotosService({ db, store, log, expiryMs, now = Date.now }: ChatPhotosDeps) {
  const images = chatPhotosRepository(db);

  return {
    /** `POST /api/chat/upload`: every photo rendered as soon as its bytes are in; all or none. */
    async upload(request: FastifyRequest, spool: UploadSpool): Promise<UploadedChatPhoto[]> {
      const saves: Promise<SavedImage>[] = [];
      let saved: SavedImage[] = [];
      try {
        const user = await readChatUpload(request, spool, (_user, path, sentCapture) => {
          const save = store.saveImageSet(CHAT_PHOTO_COLLECTION, path, sentCapture);
          // Settled below; until then a refused photo must not count as unhandled.
          save.catch(() => undefined);
          saves.push(save);
        });
        saved = await store.settleImageSets(CHAT_PHOTO_COLLECTION, saves);
        if (saved.length === 0) throw new HttpError(400, chatPhotoMessages.noImages);
        const rows = saved.map((image) => ({ id: image.name, ownerId: user.id, width: image.width, height: image.height }));
        // Before the photos' rows, like the files: a place whose photo never commits is never shown.
        await placesRepository(db).recordPhotos(saved, now());
        await images.insertUploaded(rows, now());
        return rows.map((row) => ({ id: row.id, ...chatPhotoOf(row) }));
      } catch (error) {
        // A refused form removes whatever its first photos wrote.
        const written = saved.length > 0 ? saved : (await Promise.allSettled(saves)).flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        await store.discard(CHAT_PHOTO_COLLECTION, written.map((image) => image.name));
        throw error;
      }
    },

    /** The photos a message names, in its order, or undefined when one is not the sender's waiting photo. */
    async waiting(user: AuthUser, ids: readonly string[]): Promise<UploadedChatPhoto[] | undefined> {
      const rows = new Map((await images.waiting(user.id, ids)).map((row) => [row.id, row]));
      if (rows.size !== ids.length) return undefined;
      return ids.map((id) => ({ id, ...chatPhotoOf(rows.get(id)!) }));
    },

    /** Removes the photos of removed messages, and those never sent within the expiry. Answers how many. */
    async sweep(): Promise<number> {
      const dropped = await images.takeDropped(now() - expiryMs);
      await store.discard(CHAT_PHOTO_COLLECTION, dropped);
      if (dropped.length > 0) log.info({ removed: dropped.length }, 'chat photos removed');
      return dropped.length;
    },
  };
}

export type ChatPhotosService = ReturnType<typeof createChatPhotosService>;
