import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { StructureElement } from '../../shared/articleTypes.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import type { DB } from '../platform/db/schema.ts';
import { HttpError } from '../platform/errors.ts';
import type { PhotoStore } from '../photos/photoStore.ts';
import type { ImageSource } from '../photos/imageSniffer.ts';
import { placesRepository } from '../places/placesRepository.ts';
import type { ArticlePlaceField } from '../../shared/tripTypes.ts';
import type { ArticleDraft } from './parseArticleDraft.ts';
import { articleMessages } from './articleMessages.ts';
import { articlePhotosRepository } from './articlePhotosRepository.ts';
import type { ArticlePhotosService } from './articlePhotosService.ts';

/** The PhotoStore collection that holds every article image, those uploaded ahead of their article too. */
export const ARTICLE_COLLECTION = 'articles';

export interface ArticleUpload {
  draft: ArticleDraft;
  /** Uploaded images by part file name. */
  files: ReadonlyMap<string, ImageSource>;
  /** Issue 40, publish only: the device's id for the story; a repeat answers the first article. */
  clientId?: string;
  /** Issue 39: the multipart field `place`; absent, the article's photos give it. */
  place?: ArticlePlaceField;
}

/** The structure to store, and the photos uploaded ahead that it names (their rows go in the write's transaction). */
interface StoredStructure {
  structure: StructureElement[];
  photoIds: string[];
}

export interface ArticleImageWritesDeps {
  db: Kysely<DB>;
  images: PhotoStore;
  photos: ArticlePhotosService;
  log: FastifyBaseLogger;
  now: () => number;
}

/** How publish and edit store an article's images: new files, photos uploaded ahead, kept ones. */
export function createArticleImageWrites({ db, images, photos, log, now }: ArticleImageWritesDeps) {
/**
 * Saves the new images an upload's structure refers to, and returns the stored structure with
 * their server names and sizes. `kept` are the image elements the article already has, by name
 * (editor). Every image set saved here is listed in `saved`, so the caller can discard them if
 * anything fails later. An element with `photo: true` names a photo the writer uploaded ahead
 * (issue 40): it is stored as an inline image would be, under the photo's name.
 */
async function storeImages(user: AuthUser, upload: ArticleUpload, kept: ReadonlyMap<string, StructureElement>, saved: string[]): Promise<StoredStructure> {
  // Every reference is checked before a single photo is rendered.
  const waiting = await photos.named(user, upload.draft.structure);
  const fresh = upload.draft.structure.filter((element) => element.type === 'image' && element.photo !== true && upload.files.has(element.content));
  for (const element of upload.draft.structure) {
    if (element.type === 'image' && element.photo !== true && !upload.files.has(element.content) && !kept.has(element.content)) {
      throw new HttpError(400, articleMessages.imageMissing(element.content));
    }
  }
  const sources = fresh.map((element) => upload.files.get(element.content)!);
  const stored = await images.saveImageSets(ARTICLE_COLLECTION, sources);
  saved.push(...stored.map((image) => image.name));
  // Before the article's row, like the files: a place whose article never commits is never shown.
  await placesRepository(db).recordPhotos(stored, now());
  const saves = new Map(fresh.map((element, i) => [element, stored[i]!]));
  const structure = upload.draft.structure.map((element): StructureElement => {
    const { type, name, content } = element;
    const photo = element.photo === true ? waiting.get(content) : undefined;
    if (photo !== undefined) return { type, name, content, width: photo.width, height: photo.height };
    const image = saves.get(element);
    if (image !== undefined) return { ...element, content: image.name, width: image.width, height: image.height };
    // A photo the article keeps keeps the size it was stored with.
    const before = element.type === 'image' ? kept.get(element.content) : undefined;
    return before?.width !== undefined && before.height !== undefined ? { ...element, width: before.width, height: before.height } : element;
  });
  return { structure, photoIds: [...waiting.keys()] };
}

/** Inside the write's transaction: the photos named become the article's, or the write rolls back. */
async function claimPhotos(trx: Kysely<DB>, user: AuthUser, photoIds: readonly string[]): Promise<void> {
  if (!(await articlePhotosRepository(trx).claim(user.id, photoIds))) throw new HttpError(400, articleMessages.photoTaken);
}

/** Files first, then one database write; if the write or anything before it fails, the new
 * files go away, so a failed request leaves neither rows nor files behind. */
async function withImages<T>(
  user: AuthUser,
  upload: ArticleUpload,
  kept: ReadonlyMap<string, StructureElement>,
  write: (stored: StoredStructure) => Promise<T>,
): Promise<T> {
  const saved: string[] = [];
  try {
    return await write(await storeImages(user, upload, kept, saved));
  } catch (error) {
    await images.discard(ARTICLE_COLLECTION, saved).catch((discardError: unknown) => {
      log.error({ err: discardError, names: saved }, 'could not discard the images of a failed article write');
    });
    throw error;
  }
}

  return { withImages, claimPhotos };
}
