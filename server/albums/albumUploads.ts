import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { albumLimits, NO_CAPTION } from '../../shared/albumLimits.ts';
import { videoLimits } from '../../shared/videoTypes.ts';
import type { DB } from '../platform/db/schema.ts';
import { HttpError } from '../platform/errors.ts';
import type { PhotoStore, SavedImage } from '../photos/photoStore.ts';
import { sniffImageSource, type ImageSource } from '../photos/imageSniffer.ts';
import type { AdmittedVideo, VideosService } from '../videos/videosService.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { albumsRepository, type AlbumRecord } from './albumsRepository.ts';
import { albumMessages } from './albumMessages.ts';
import type { AlbumPhoto } from './albumPhotos.ts';
import { placesRepository } from '../places/placesRepository.ts';
import type { ItemCapture } from '../places/itemCapture.ts';

export interface AlbumUploadsDeps {
  db: Kysely<DB>;
  store: PhotoStore;
  /** Lapintube: an album's video is one of its videos (issue 23). */
  videos: VideosService;
  log: FastifyBaseLogger;
  now: () => number;
  /** Told the album's name once an upload's rows are committed (issue 38's live event). */
  onAdded: (album: string) => void;
}

/** A video's title from the name of the file it came in: no folder, no extension, no control or
 * invisible character, within Lapintube's length; "Vidéo" when nothing is left. */
export function videoTitleFromFileName(fileName: string | undefined): string {
  const base = (fileName ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const title = base
    .replace(/\.[^.]{1,5}$/, '')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = [...title].slice(0, videoLimits.maxTitleLength).join('').trim();
  return cut === '' ? albumMessages.defaultVideoTitle : cut;
}

/** The same photo is in the album already (by the SHA-256 of its original bytes): a 409 that
 * names the photo, so a queue of many can mark that one "déjà là" and send the others. */
export class DuplicatePhotoError extends HttpError {
  readonly sha256: string;

  constructor(sha256: string) {
    super(409, albumMessages.photoAlreadyInAlbum);
    this.sha256 = sha256;
  }
}

/** A file as an upload brings it: its spooled bytes, and the hash of its original bytes when the
 * client sent one (members' uploads do; the spec's admin form does not). Its bytes say whether it
 * is a photo or a video; a video's title is the file's name, its size counts for the disk guard. */
export interface IncomingPhoto {
  source: ImageSource;
  sha256?: string | undefined;
  fileName?: string | undefined;
  bytes?: number | undefined;
  /** Its place and time as the phone read them from the original it shrank (kept if the file has none). */
  sentCapture?: ItemCapture | undefined;
}

/** An upload's item once its files are written: a photo's renditions, or a video's kept upload. */
type PreparedItem = { kind: 'image'; saved: SavedImage } | { kind: 'video'; admitted: AdmittedVideo };

/** One upload's photos, rendered as they arrive and committed together (see `beginUpload`). */
export interface AlbumUploadBatch {
  /** Starts rendering `photo`; throws at once for a photo too many or one the upload carries twice. */
  add(photo: IncomingPhoto): void;
  /** Waits for every render, then inserts every row in one transaction: all of the upload or none. */
  commit(): Promise<AlbumPhoto[]>;
  /** Waits for the renders started and removes what they wrote. */
  abandon(): Promise<void>;
}

export function createAlbumUploads({ db, store, videos, log, now, onAdded }: AlbumUploadsDeps) {
  const albums = albumsRepository(db);

  /** Writes a photo's renditions, or judges a video and moves its upload into place. */
  async function prepare(album: AlbumRecord, addedBy: AuthUser, photo: IncomingPhoto): Promise<PreparedItem> {
    if (typeof photo.source !== 'string' || (await sniffImageSource(photo.source)) !== null) {
      if ((photo.bytes ?? 0) > albumLimits.maxPhotoBytes) throw new HttpError(413, albumMessages.photoTooHeavy);
      return { kind: 'image', saved: await store.saveImageSet(album.folder, photo.source, photo.sentCapture) };
    }
    const text = { title: videoTitleFromFileName(photo.fileName), description: '' };
    const admitted = await videos.admit(addedBy, text, photo.source, photo.bytes ?? 0).catch((error: unknown) => {
      // Neither a photo nor a video: the refusal names both.
      if (error instanceof HttpError && error.statusCode === 415) throw new HttpError(415, albumMessages.notPhotoNorVideo);
      throw error;
    });
    return { kind: 'video', admitted };
  }

  async function discardPrepared(album: AlbumRecord, prepared: readonly PreparedItem[]): Promise<void> {
    const photos = prepared.flatMap((item) => (item.kind === 'image' ? [item.saved.name] : []));
    await Promise.all([
      store.discard(album.folder, photos),
      ...prepared.flatMap((item) => (item.kind === 'video' ? [videos.discardAdmitted(item.admitted)] : [])),
    ]);
  }

  /** Waits for every item; if one was refused, removes what the others wrote and throws its error. */
  async function settlePrepared(album: AlbumRecord, preparing: readonly Promise<PreparedItem>[]): Promise<PreparedItem[]> {
    const results = await Promise.allSettled(preparing);
    const prepared = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (refused === undefined) return prepared;
    await discardPrepared(album, prepared);
    throw refused.reason;
  }

  /**
   * An upload whose items start rendering (a photo) or being judged (a video) as soon as each
   * one's bytes are in, while the next ones still arrive: the work runs during the transfer
   * instead of after it. Every item is written before the rows are inserted in one transaction
   * (a video's Lapintube row with its album row); if any item is refused, the transaction fails,
   * or the upload is abandoned, the files already written are discarded: the album gets all of
   * the upload or none of it. Videos' jobs start once the rows are committed.
   */
  function beginUpload(album: AlbumRecord, addedBy: AuthUser): AlbumUploadBatch {
    const photos: IncomingPhoto[] = [];
    const preparing: Promise<PreparedItem>[] = [];
    const hashes = () => photos.flatMap((photo) => (photo.sha256 === undefined ? [] : [photo.sha256]));
    const settle = () => settlePrepared(album, preparing);
    return {
      add(photo) {
        if (photos.length >= albumLimits.maxPhotosPerUpload) throw new HttpError(413, albumMessages.tooManyPhotos);
        if (photo.sha256 !== undefined && hashes().includes(photo.sha256)) throw new DuplicatePhotoError(photo.sha256);
        photos.push(photo);
        const item = prepare(album, addedBy, photo);
        // Settled by commit or abandon; until then a refused item must not count as unhandled.
        item.catch(() => undefined);
        preparing.push(item);
      },

      async commit() {
        if (photos.length === 0) throw new HttpError(400, albumMessages.noPhotos);
        const prepared: PreparedItem[] = [];
        try {
          const held = await albums.heldHash(album.id, hashes());
          if (held !== undefined) throw new DuplicatePhotoError(held);
          prepared.push(...(await settle()));
          const createdAt = now();
          const rows = prepared.map((item, index) => {
            const sha256 = photos[index]?.sha256 ?? null;
            const common = { album_id: album.id, comment: NO_CAPTION, created_at: createdAt, added_by: addedBy.id, sha256 };
            if (item.kind === 'image') {
              const { name, format, width, height } = item.saved;
              return { ...common, name, format, width, height, kind: 'image' as const, video_id: null };
            }
            const { id, row } = item.admitted;
            return { ...common, name: id, format: 'mp4', width: row.width, height: row.height, kind: 'video' as const, video_id: id };
          });
          await db.transaction().execute(async (trx) => {
            for (const item of prepared) if (item.kind === 'video') await videos.insertAdmitted(trx, item.admitted);
            await albumsRepository(trx).insertPhotos(rows);
            await placesRepository(trx).recordPhotos(
              prepared.flatMap((item) => (item.kind === 'image' ? [item.saved] : [])),
              createdAt,
            );
          });
        } catch (error) {
          const written = prepared.length > 0 ? prepared : await settle().catch(() => []);
          await discardPrepared(album, written).catch((discardError: unknown) => {
            log.error({ err: discardError, folder: album.folder }, 'could not discard the items of a failed upload');
          });
          if (error instanceof DuplicatePhotoError) throw error;
          // Two devices (or nodes) sending the same photo at once: the unique index let one through.
          const raced = await albums.heldHash(album.id, hashes()).catch(() => undefined);
          if (raced !== undefined) throw new DuplicatePhotoError(raced);
          throw error;
        }
        if (prepared.some((item) => item.kind === 'video')) videos.queued();
        onAdded(album.name);
        return prepared.map((item) => ({
          name: item.kind === 'image' ? item.saved.name : item.admitted.id,
          caption: NO_CAPTION,
          addedBy: addedBy.pseudo,
          kind: item.kind,
        }));
      },

      async abandon() {
        await discardPrepared(album, await settle().catch(() => []));
      },
    };
  }

  return {
    beginUpload,

    /** The whole upload at once: refused before any rendering when the batch could not pass. */
    async addPhotos(album: AlbumRecord, uploads: readonly IncomingPhoto[], addedBy: AuthUser): Promise<AlbumPhoto[]> {
      if (uploads.length === 0) throw new HttpError(400, albumMessages.noPhotos);
      if (uploads.length > albumLimits.maxPhotosPerUpload) throw new HttpError(413, albumMessages.tooManyPhotos);
      const batch = beginUpload(album, addedBy);
      try {
        for (const upload of uploads) batch.add(upload);
      } catch (error) {
        await batch.abandon();
        throw error;
      }
      return batch.commit();
    },
  };
}
