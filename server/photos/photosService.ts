import type { Readable } from 'node:stream';
import { HttpError } from '../platform/errors.ts';
import { messages } from '../platform/messages.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { ARTICLE_COLLECTION } from '../articles/articleImageWrites.ts';
import { parseRenditionFileName, photoExtension, type PhotoFormat } from '../../shared/photoUrls.ts';
import { CHAT_PHOTO_COLLECTION } from '../chat/chatPhotosRepository.ts';
import { PhotoStore } from './photoStore.ts';
import { ImageNotFoundError, UnsafePathError } from './photoErrors.ts';
import { downloadFileName } from './downloadNames.ts';

const folderName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const contentTypes: Record<PhotoFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

export interface PhotosServiceDeps {
  articlesRoot: string;
  albumsRoot: string;
  /** The session behind the cookie, or null. */
  authenticate(token: string): Promise<AuthUser | null>;
  /** The name of the album kept in `folder`, for a download's file name; undefined if none. */
  albumNameOf(folder: string): Promise<string | undefined>;
}

/** Where a photo is asked for: an article's, one in an album folder, or one sent in the chat (issue 25). */
export type PhotoPlace = { kind: 'article' } | { kind: 'album'; folder: string } | { kind: 'chat' };

/** A photo's bytes as the route sends them; `attachment` is the server-made download name. */
export interface PhotoFile {
  body: Buffer | Readable;
  length: number;
  contentType: string;
  attachment?: string;
}

/**
 * Photo bytes for a granted family member only. Anything that is not a photo name the server
 * made, or no longer exists, is a 404; names never reach a path unchecked. Articles show their
 * screen and thumb renditions; album photos also their kept original, streamed from disk.
 */
export function createPhotosService({ articlesRoot, albumsRoot, authenticate, albumNameOf }: PhotosServiceDeps) {
  const articleStore = new PhotoStore(articlesRoot);
  const albumStore = new PhotoStore(albumsRoot);
  const notFound = () => new HttpError(404, messages.notFound);

  /** The same cookie rules for every album or photo URL: a folder that is no UUID is refused
   * before the session is looked at; no live session is a 401. */
  async function admit(token: string | undefined, place: PhotoPlace): Promise<{ token: string; user: AuthUser }> {
    if (place.kind === 'album' && !folderName.test(place.folder)) throw notFound();
    const user = token === undefined ? null : await authenticate(token);
    if (token === undefined || !user) throw new HttpError(401, accountMessages.sessionInvalid);
    return { token, user };
  }

  async function attachmentName(place: PhotoPlace, name: string, format: PhotoFormat): Promise<string> {
    const albumName = place.kind === 'album' ? await albumNameOf(place.folder) : undefined;
    if (place.kind === 'album' && albumName === undefined) throw notFound();
    return downloadFileName(albumName ?? 'photo', name, photoExtension(format));
  }

  return {
    admit,

    async read(token: string | undefined, place: PhotoPlace, file: string, download = false): Promise<PhotoFile> {
      await admit(token, place);
      const asked = parseRenditionFileName(file);
      if (!asked || (place.kind !== 'album' && asked.rendition === 'original')) throw notFound();
      const { name, rendition, format } = asked;
      const [store, collection] =
        place.kind === 'album' ? [albumStore, place.folder] : [articleStore, place.kind === 'chat' ? CHAT_PHOTO_COLLECTION : ARTICLE_COLLECTION];
      try {
        const attachment = download ? await attachmentName(place, name, format) : undefined;
        const contentType = contentTypes[format];
        if (rendition === 'original') {
          const { stream, size } = await store.openOriginal(collection, name, format);
          return { body: stream, length: size, contentType, ...(attachment && { attachment }) };
        }
        const bytes = await store.read(collection, name, rendition);
        return { body: bytes, length: bytes.length, contentType, ...(attachment && { attachment }) };
      } catch (error) {
        if (error instanceof ImageNotFoundError || error instanceof UnsafePathError) throw notFound();
        throw error;
      }
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
