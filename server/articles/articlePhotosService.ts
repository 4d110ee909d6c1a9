import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { articleLimits } from '../../shared/articleLimits.ts';
import type { StructureElementInput } from '../../shared/articleTypes.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import type { DB } from '../platform/db/schema.ts';
import type { PhotoStore } from '../photos/photoStore.ts';
import type { UploadSpool } from '../photos/uploadSpool.ts';
import { HttpError } from '../platform/errors.ts';
import { placesRepository } from '../places/placesRepository.ts';
import { articleMessages } from './articleMessages.ts';
import { articlePhotosRepository, type WaitingPhoto } from './articlePhotosRepository.ts';
import { readArticlePhoto } from './readArticlePhoto.ts';
import { ARTICLE_COLLECTION } from './articleImageWrites.ts';

export interface ArticlePhotosDeps {
  db: Kysely<DB>;
  images: PhotoStore;
  log: FastifyBaseLogger;
  /** A photo named by no article this long after its upload is swept. */
  graceMs: number;
  now?: () => number;
}

/** The image elements of a structure that name a photo uploaded ahead. */
export const uploadedPhotoElements = (structure: readonly StructureElementInput[]) =>
  structure.filter((element) => element.type === 'image' && element.photo === true);

/**
 * Issue 40: photos uploaded while the writer writes, before the article that shows them. Each is
 * processed as an article's inline image (renditions, metadata stripped, place recorded) and
 * stored in media/articles/ at once, with a row naming its writer. Files first, then the row: a
 * failed insert discards the files, and a crash in between leaves files no row names, which the
 * media orphan sweep removes.
 *
 * A photo belongs to one article at most and to its writer only: the article's transaction takes
 * the rows of the photos it names (articlePhotosRepository.claim), so two articles naming the same
 * photo, or an article and the sweep, never both have it; the loser is refused (or rolled back)
 * and no file is shared. The files then stay as the article's own, and go with it. A photo never
 * named loses its row, then its files, `graceMs` after its upload, in `sweep` (at start-up, then
 * hourly, on every node: the first to run takes the rows and the files go with them).
 */
export function createArticlePhotosService({ db, images, log, graceMs, now = Date.now }: ArticlePhotosDeps) {
  const photos = articlePhotosRepository(db);

  return {
    /** `POST /api/article/photo`: the photo rendered, stored and waiting for its article. */
    async upload(request: FastifyRequest, spool: UploadSpool): Promise<{ id: string }> {
      const { user, file, sentCapture } = await readArticlePhoto(request, spool);
      const saved = await images.saveImageSet(ARTICLE_COLLECTION, file.path, sentCapture);
      try {
        // Before the row, like the files: a place whose photo never commits is never shown.
        await placesRepository(db).recordPhotos([saved], now());
        await photos.insert({ id: saved.name, owner_id: user.id, width: saved.width, height: saved.height }, now());
      } catch (error) {
        await images.discard(ARTICLE_COLLECTION, [saved.name]);
        throw error;
      }
      return { id: saved.name };
    },

    /**
     * The waiting photos a structure names, checked before anything is written: at most
     * `articleLimits.photos`, each one still waiting and the writer's own. Answers them by id.
     */
    async named(user: AuthUser, structure: readonly StructureElementInput[]): Promise<Map<string, WaitingPhoto>> {
      const elements = uploadedPhotoElements(structure);
      if (elements.length === 0) return new Map();
      if (new Set(elements.map((element) => element.content)).size > articleLimits.photos) throw new HttpError(413, articleMessages.tooManyPhotos);
      const found = new Map((await photos.find(elements.map((element) => element.content))).map((photo) => [photo.id, photo]));
      for (const element of elements) {
        const photo = found.get(element.content);
        if (photo === undefined) throw new HttpError(400, articleMessages.photoUnknown(element.name));
        // Rights follow the account id, as for the article itself.
        if (photo.owner_id !== user.id) throw new HttpError(403, articleMessages.photoNotYours(element.name));
      }
      return found;
    },

    /** Removes the photos never named within the grace period. Answers how many. */
    async sweep(): Promise<number> {
      const expired = await photos.takeExpired(now() - graceMs);
      await images.discard(ARTICLE_COLLECTION, expired);
      // Their places go with them: nothing else names these photos any more.
      await placesRepository(db).remove(expired);
      if (expired.length > 0) log.info({ removed: expired.length }, 'article photos never published removed');
      return expired.length;
    },
  };
}

export type ArticlePhotosService = ReturnType<typeof createArticlePhotosService>;
