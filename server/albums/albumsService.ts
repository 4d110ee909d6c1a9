import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Album, AlbumTile, MediaItem, SlideshowItem, TilesReply } from '../../shared/albumTypes.ts';
import { albumLimits, NO_COMMENT } from '../../shared/albumLimits.ts';
import { hasHiddenCharacter, hasVisibleCharacter } from '../../shared/names.ts';
import type { DB } from '../platform/db/schema.ts';
import { HttpError } from '../platform/errors.ts';
import type { ImageStore, SavedImage } from '../media/imageStore.ts';
import { albumOriginalUrl, albumPhotoUrl, photoExtension, type PhotoFormat } from '../../shared/photoUrls.ts';
import { zipEntryName } from '../media/downloadNames.ts';
import { sniffImageSource, type ImageSource } from '../media/imageSniffer.ts';
import type { AdmittedVideo, VideosService } from '../videos/videosService.ts';
import { videoLimits, videoUrls } from '../../shared/videoTypes.ts';
import { assertSafeSegment } from '../media/safeSegment.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { albumsRepository, type AlbumImageRecord, type AlbumPhotoRecord, type AlbumRecord } from './albumsRepository.ts';
import { albumMessages } from './albumMessages.ts';

export interface AlbumsServiceDeps {
  db: Kysely<DB>;
  store: ImageStore;
  /** Lapintube: an album's video is one of its videos (issue 23). */
  videos: VideosService;
  log: FastifyBaseLogger;
  now?: () => number;
}

function albumKey(name: string): string {
  return name.toLowerCase();
}

/** Trims and NFC-normalises, then refuses what could not be a sane folder label. The name never
 * becomes a path (the folder is a UUID), but a name that would be unsafe as one is refused anyway,
 * so a later change cannot turn it into a traversal. */
function normaliseAlbumName(raw: string): string {
  const name = raw.normalize('NFC').trim();
  if (name === '') throw new HttpError(400, albumMessages.albumNameEmpty);
  // A zero-width name would show as an empty tile; a bidi override would show another name.
  if (hasHiddenCharacter(name)) throw new HttpError(400, albumMessages.albumNameHidden);
  if (!hasVisibleCharacter(name)) throw new HttpError(400, albumMessages.albumNameEmpty);
  if ([...name].length > albumLimits.maxAlbumNameLength) throw new HttpError(400, albumMessages.albumNameTooLong);
  assertSafeSegment(name);
  return name;
}

function normaliseComment(raw: string): string {
  const comment = raw.normalize('NFC').trim();
  return comment === '' ? NO_COMMENT : comment;
}

/** A video item's fields (the album item's `kind` for a photo). A video whose row went while
 * this was read (its foreign key takes the item with it) shows as still being prepared. */
function videoFields(record: AlbumPhotoRecord): Pick<MediaItem, 'kind' | 'video' | 'duration' | 'status' | 'progress' | 'message'> {
  if (record.video_id === null) return { kind: 'image' };
  const status = record.video_status ?? 'processing';
  return {
    kind: 'video',
    video: videoUrls(record.video_id).url,
    duration: Number(record.video_duration ?? 0),
    status,
    progress: status === 'ready' ? 100 : (record.video_progress ?? 0),
    ...(status === 'failed' && record.video_message !== null && { message: record.video_message }),
  };
}

function toMediaItem(record: AlbumPhotoRecord): MediaItem {
  const item: MediaItem = { image: record.name, comment: record.comment, ...videoFields(record) };
  if (record.added_by_pseudo !== null) item.addedBy = record.added_by_pseudo;
  return item;
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
}

/** An upload's item once its files are written: a photo's renditions, or a video's kept upload. */
type PreparedItem = { kind: 'image'; saved: SavedImage } | { kind: 'video'; admitted: AdmittedVideo };

/** One upload's photos, rendered as they arrive and committed together (see `beginUpload`). */
export interface AlbumUploadBatch {
  /** Starts rendering `photo`; throws at once for a photo too many or one the upload carries twice. */
  add(photo: IncomingPhoto): void;
  /** Waits for every render, then inserts every row in one transaction: all of the upload or none. */
  commit(): Promise<MediaItem[]>;
  /** Waits for the renders started and removes what they wrote. */
  abandon(): Promise<void>;
}

/** A ready video's small picture, the size of a photo's thumbnail. */
const videoThumbUrl = (id: string) => `/media/videos/${id}.thumb.jpg`;

/** A stored format; rows hold what the sniffer found, so anything else would be a bug. */
function photoFormat(format: string): PhotoFormat {
  if (format === 'jpeg' || format === 'png' || format === 'gif') return format;
  throw new Error(`unknown stored image format ${JSON.stringify(format)}`);
}

/** One original in an album's zip: where it is on disk, and its name in the zip. */
export interface AlbumZipEntry {
  path: string;
  name: string;
}

const canChange = (user: AuthUser, record: AlbumImageRecord) => user.role === 'admin' || record.added_by === user.id;

export function createAlbumsService({ db, store, videos, log, now = Date.now }: AlbumsServiceDeps) {
  const albums = albumsRepository(db);

  /** Client album names are only ever looked up here; an unknown or hostile one is a 404. */
  async function findAlbum(name: string): Promise<AlbumRecord> {
    const album = await albums.findByName(name.normalize('NFC'));
    if (!album) throw new HttpError(404, albumMessages.albumNotFound);
    return album;
  }

  async function findImage(albumName: string, image: string): Promise<{ album: AlbumRecord; record: AlbumImageRecord }> {
    const album = await findAlbum(albumName);
    const record = await albums.findImage(album.id, image);
    if (!record) throw new HttpError(404, albumMessages.imageNotFound);
    return { album, record };
  }

  /** Writes a photo's renditions, or judges a video and moves its upload into place. */
  async function prepare(album: AlbumRecord, addedBy: AuthUser, photo: IncomingPhoto): Promise<PreparedItem> {
    if (typeof photo.source !== 'string' || (await sniffImageSource(photo.source)) !== null) {
      if ((photo.bytes ?? 0) > albumLimits.maxImageBytes) throw new HttpError(413, albumMessages.imageTooHeavy);
      return { kind: 'image', saved: await store.saveImageSet(album.folder, photo.source) };
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
        if (photos.length >= albumLimits.maxImagesPerUpload) throw new HttpError(413, albumMessages.tooManyImages);
        if (photo.sha256 !== undefined && hashes().includes(photo.sha256)) throw new DuplicatePhotoError(photo.sha256);
        photos.push(photo);
        const item = prepare(album, addedBy, photo);
        // Settled by commit or abandon; until then a refused item must not count as unhandled.
        item.catch(() => undefined);
        preparing.push(item);
      },

      async commit() {
        if (photos.length === 0) throw new HttpError(400, albumMessages.noImages);
        const prepared: PreparedItem[] = [];
        try {
          const held = await albums.heldHash(album.id, hashes());
          if (held !== undefined) throw new DuplicatePhotoError(held);
          prepared.push(...(await settle()));
          const createdAt = now();
          const rows = prepared.map((item, index) => {
            const sha256 = photos[index]?.sha256 ?? null;
            const common = { album_id: album.id, comment: NO_COMMENT, created_at: createdAt, added_by: addedBy.id, sha256 };
            if (item.kind === 'image') {
              const { name, format, width, height } = item.saved;
              return { ...common, name, format, width, height, kind: 'image' as const, video_id: null };
            }
            const { id, row } = item.admitted;
            return { ...common, name: id, format: 'mp4', width: row.width, height: row.height, kind: 'video' as const, video_id: id };
          });
          await db.transaction().execute(async (trx) => {
            for (const item of prepared) if (item.kind === 'video') await videos.insertAdmitted(trx, item.admitted);
            await albumsRepository(trx).insertImages(rows);
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
        return prepared.map((item) => ({
          image: item.kind === 'image' ? item.saved.name : item.admitted.id,
          comment: NO_COMMENT,
          addedBy: addedBy.pseudo,
          kind: item.kind,
        }));
      },

      async abandon() {
        await discardPrepared(album, await settle().catch(() => []));
      },
    };
  }

  /** Removes an item's row, and a video item's Lapintube video with it, in one transaction; then
   * the files (a crash in between leaves orphan files, never a row that points at nothing). */
  async function removeItem(album: AlbumRecord, record: AlbumImageRecord): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await albumsRepository(trx).deleteImage(record.id);
      if (record.video_id !== null) await videos.deleteRow(trx, record.video_id);
    });
    if (record.video_id !== null) await videos.removeFiles(record.video_id);
    else await store.remove(album.folder, record.name);
  }

  return {
    findAlbum,

    async listTiles(count: number): Promise<TilesReply> {
      const records = await albums.listTiles(count, albumLimits.tilesPerPage);
      const tiles: AlbumTile[] = [];
      for (const record of records) {
        tiles.push({
          albumName: record.name,
          thumbnail: record.cover_video === null ? albumPhotoUrl(record.folder, record.cover, 'thumb') : videoThumbUrl(record.cover_video),
          membersCanAdd: record.members_can_add === 1,
        });
      }
      return { tiles, count: count + tiles.length };
    },

    /** The slideshow: the screen renditions' URLs (a video's poster) in upload order, the
     * comment as description. */
    async slideshow(albumName: string): Promise<SlideshowItem[]> {
      const album = await findAlbum(albumName);
      const items: SlideshowItem[] = [];
      for (const record of await albums.listImages(album.id)) {
        const item: SlideshowItem =
          record.video_id === null
            ? {
                image: albumPhotoUrl(album.folder, record.name, 'screen'),
                description: record.comment,
                name: record.name,
                original: albumOriginalUrl(album.folder, record.name, photoFormat(record.format)),
                kind: 'image',
              }
            : { image: videoUrls(record.video_id).poster, description: record.comment, name: record.name, ...videoFields(record) };
        if (record.added_by_pseudo !== null) item.addedBy = record.added_by_pseudo;
        items.push(item);
      }
      return items;
    },

    /** What the album's zip holds: every original in album order, named by position and caption
     * (downloadNames.ts). The album is found by its folder, as its URLs name it; 404 if none. */
    async zipOf(folder: string): Promise<{ albumName: string; entries: AlbumZipEntry[] }> {
      const album = await albums.findByFolder(folder);
      if (!album) throw new HttpError(404, albumMessages.albumNotFound);
      // A video still being prepared (or failed) has no MP4 to give: it is left out.
      const records = (await albums.listImages(album.id)).filter((record) => record.video_id === null || record.video_status === 'ready');
      const entries = records.map((record, index) => {
        const caption = record.comment === NO_COMMENT ? '' : record.comment;
        const name = (extension: string) => zipEntryName(index + 1, records.length, caption, extension);
        if (record.video_id !== null) return { path: videos.mp4Path(record.video_id), name: name('mp4') };
        const format = photoFormat(record.format);
        return { path: store.originalPath(album.folder, record.name, format), name: name(photoExtension(format)) };
      });
      return { albumName: album.name, entries };
    },

    /** The album's name for a download, or undefined when no album has this folder. */
    async albumNameOf(folder: string): Promise<string | undefined> {
      return (await albums.findByFolder(folder))?.name;
    },

    async listAlbums(): Promise<Album[]> {
      const [records, images] = await Promise.all([albums.listAlbums(), albums.listAllImages()]);
      const media = new Map<number, MediaItem[]>(records.map((record) => [record.id, []]));
      for (const image of images) media.get(image.album_id)?.push(toMediaItem(image));
      return records.map((record) => ({
        albumName: record.name,
        media: media.get(record.id) ?? [],
        membersCanAdd: record.members_can_add === 1,
      }));
    },

    async createAlbum(folderName: string, membersCanAdd = true): Promise<Album> {
      const name = normaliseAlbumName(folderName);
      // Checked first for a clear message; the unique index still settles a race between two admins.
      if (await albums.nameKeyExists(albumKey(name))) throw new HttpError(409, albumMessages.albumNameTaken);
      try {
        await albums.insertAlbum({
          name,
          name_key: albumKey(name),
          folder: randomUUID(),
          created_at: now(),
          members_can_add: membersCanAdd ? 1 : 0,
        });
      } catch (error) {
        if (await albums.nameKeyExists(albumKey(name))) throw new HttpError(409, albumMessages.albumNameTaken);
        throw error;
      }
      return { albumName: name, media: [], membersCanAdd };
    },

    async setMembersCanAdd(albumName: string, membersCanAdd: boolean): Promise<{ albumName: string; membersCanAdd: boolean }> {
      const album = await findAlbum(albumName);
      await albums.setMembersCanAdd(album.id, membersCanAdd);
      return { albumName: album.name, membersCanAdd };
    },

    /** Who may add to an album: the admin always, a member while the album is open to members. */
    assertCanAdd(user: AuthUser, album: AlbumRecord): void {
      if (user.role !== 'admin' && album.members_can_add !== 1) throw new HttpError(403, albumMessages.closedToMembers);
    },

    /** Refuses a photo the album holds already, before its bytes are read. */
    async refuseHeld(album: AlbumRecord, sha256: string): Promise<void> {
      if ((await albums.heldHash(album.id, [sha256])) !== undefined) throw new DuplicatePhotoError(sha256);
    },

    async thumbnail(albumName: string, image: string): Promise<string> {
      const { album, record } = await findImage(albumName, image);
      if (record.video_id !== null) {
        const thumb = await videos.readThumb(record.video_id);
        if (thumb === undefined) throw new HttpError(404, albumMessages.videoNotReady);
        return thumb.toString('base64');
      }
      return (await store.read(album.folder, record.name, 'thumb')).toString('base64');
    },

    beginUpload,

    /** The whole upload at once: refused before any rendering when the batch could not pass. */
    async addImages(album: AlbumRecord, uploads: readonly IncomingPhoto[], addedBy: AuthUser): Promise<MediaItem[]> {
      if (uploads.length === 0) throw new HttpError(400, albumMessages.noImages);
      if (uploads.length > albumLimits.maxImagesPerUpload) throw new HttpError(413, albumMessages.tooManyImages);
      const batch = beginUpload(album, addedBy);
      try {
        for (const upload of uploads) batch.add(upload);
      } catch (error) {
        await batch.abandon();
        throw error;
      }
      return batch.commit();
    },

    /** A member's caption: theirs to change, or any for the admin. */
    async changeCaption(user: AuthUser, albumName: string, image: string, comment: string): Promise<MediaItem> {
      const { record } = await findImage(albumName, image);
      if (!canChange(user, record)) throw new HttpError(403, albumMessages.notYourPhoto);
      const normalised = normaliseComment(comment);
      await albums.updateComment(record.id, normalised);
      return { image: record.name, comment: normalised };
    },

    /** A member's delete: their photo or video, or any for the admin. */
    async deletePhoto(user: AuthUser, albumName: string, image: string): Promise<void> {
      const { album, record } = await findImage(albumName, image);
      if (!canChange(user, record)) throw new HttpError(403, albumMessages.notYourPhoto);
      await removeItem(album, record);
    },

    async changeComment(albumName: string, image: string, comment: string): Promise<MediaItem> {
      const { record } = await findImage(albumName, image);
      const normalised = normaliseComment(comment);
      await albums.updateComment(record.id, normalised);
      return { image: record.name, comment: normalised };
    },

    /** The admin's delete, as removeItem. */
    async deleteImage(albumName: string, image: string): Promise<void> {
      const { album, record } = await findImage(albumName, image);
      await removeItem(album, record);
    },
  };
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;
