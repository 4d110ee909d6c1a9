import { HttpError } from '../platform/errors.ts';
import { messages } from '../platform/messages.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { ARTICLE_COLLECTION } from '../articles/articlesService.ts';
import { ImageStore, type Rendition } from './imageStore.ts';
import { ImageNotFoundError, UnsafePathError } from './mediaErrors.ts';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const photoFile = new RegExp(`^(${uuid})\\.(thumb|screen)\\.jpg$`);
const folderName = new RegExp(`^${uuid}$`);

export interface PhotosServiceDeps {
  articlesRoot: string;
  albumsRoot: string;
  /** The session behind the cookie, or null. */
  authenticate(token: string): Promise<AuthUser | null>;
}

/** Where a photo is asked for: an article's, or one in an album folder. */
export type PhotoPlace = { kind: 'article' } | { kind: 'album'; folder: string };

/**
 * Photo bytes for a granted family member only. Anything that is not a photo name the server
 * made, or no longer exists, is a 404; names never reach a path unchecked.
 */
export function createPhotosService({ articlesRoot, albumsRoot, authenticate }: PhotosServiceDeps) {
  const articleStore = new ImageStore(articlesRoot);
  const albumStore = new ImageStore(albumsRoot);
  const notFound = () => new HttpError(404, messages.notFound);

  return {
    async read(token: string | undefined, place: PhotoPlace, file: string): Promise<Buffer> {
      // An album folder that is no UUID is refused before the session is looked at.
      if (place.kind === 'album' && !folderName.test(place.folder)) throw notFound();
      const user = token === undefined ? null : await authenticate(token);
      if (!user) throw new HttpError(401, accountMessages.sessionInvalid);
      const match = photoFile.exec(file);
      if (!match) throw notFound();
      const [store, collection] = place.kind === 'article' ? [articleStore, ARTICLE_COLLECTION] : [albumStore, place.folder];
      try {
        return await store.read(collection, match[1]!, match[2] as Rendition);
      } catch (error) {
        if (error instanceof ImageNotFoundError || error instanceof UnsafePathError) throw notFound();
        throw error;
      }
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
