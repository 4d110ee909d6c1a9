import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AlbumTile, TilesReply } from '../../shared/albumTypes.ts';
import { albumLimits, NO_CAPTION } from '../../shared/albumLimits.ts';
import { hasHiddenCharacter, hasVisibleCharacter } from '../../shared/names.ts';
import type { DB } from '../platform/db/schema.ts';
import { HttpError } from '../platform/errors.ts';
import type { PhotoStore } from '../photos/photoStore.ts';
import { albumOriginalUrl, albumPhotoUrl, photoExtension } from '../../shared/photoUrls.ts';
import { zipEntryName } from '../photos/downloadNames.ts';
import type { VideosService } from '../videos/videosService.ts';
import { videoMessages } from '../videos/videoMessages.ts';
import { sniffImageSource } from '../photos/imageSniffer.ts';
import { videoUrls } from '../../shared/videoTypes.ts';
import { assertSafeSegment } from '../photos/safeSegment.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { albumsRepository, type AlbumPhotoRow, type AlbumRecord, type TileRecord } from './albumsRepository.ts';
import { albumMessages } from './albumMessages.ts';
import { canChange, normaliseCaption, photoFormat, toAlbumPhoto, videoFields, type AlbumPhoto, type AlbumWithPhotos } from './albumPhotos.ts';
import { createAlbumUploads, DuplicatePhotoError } from './albumUploads.ts';
import type { Slide } from './wireNames.ts';

export interface AlbumsServiceDeps {
  db: Kysely<DB>;
  store: PhotoStore;
  /** Lapintube: an album's video is one of its videos (issue 23). */
  videos: VideosService;
  log: FastifyBaseLogger;
  now?: () => number;
  /** Told the album's name once an upload is committed (issue 38); nothing by default. */
  onAdded?: (album: string) => void;
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

/** A ready video's small picture, the size of a photo's thumbnail. */
const videoThumbUrl = (id: string) => `/media/videos/${id}.thumb.jpg`;

/** An empty album open to members has no thumbnail: '' (the tile says it has no photo yet). */
function tileThumbnail(record: TileRecord): string {
  if (record.cover_video !== null) return videoThumbUrl(record.cover_video);
  return record.cover === null ? '' : albumPhotoUrl(record.folder, record.cover, 'thumb');
}

/** One original in an album's zip: where it is on disk, and its name in the zip. */
export interface AlbumZipEntry {
  path: string;
  name: string;
}

export function createAlbumsService({ db, store, videos, log, now = Date.now, onAdded = () => undefined }: AlbumsServiceDeps) {
  const albums = albumsRepository(db);
  const uploads = createAlbumUploads({ db, store, videos, log, now, onAdded });

  /** Client album names are only ever looked up here; an unknown or hostile one is a 404. */
  async function findAlbum(name: string): Promise<AlbumRecord> {
    const album = await albums.findByName(name.normalize('NFC'));
    if (!album) throw new HttpError(404, albumMessages.albumNotFound);
    return album;
  }

  async function findPhoto(albumName: string, photo: string): Promise<{ album: AlbumRecord; row: AlbumPhotoRow }> {
    const album = await findAlbum(albumName);
    const row = await albums.findPhoto(album.id, photo);
    if (!row) throw new HttpError(404, albumMessages.photoNotFound);
    return { album, row };
  }

  /** The photo for `user` to change: theirs, or any for the admin; a 403 otherwise. */
  async function findChangeable(user: AuthUser, albumName: string, photo: string): Promise<{ album: AlbumRecord; row: AlbumPhotoRow }> {
    const found = await findPhoto(albumName, photo);
    if (!canChange(user, found.row)) throw new HttpError(403, albumMessages.notYourPhoto);
    return found;
  }

  /** Removes an item's row, and a video item's Lapintube video with it, in one transaction; then
   * the files (a crash in between leaves orphan files, never a row that points at nothing). */
  async function removeItem(album: AlbumRecord, row: AlbumPhotoRow): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await albumsRepository(trx).deletePhoto(row.id);
      if (row.video_id !== null) await videos.deleteRow(trx, row.video_id);
    });
    if (row.video_id !== null) await videos.removeFiles(row.video_id);
    else await store.remove(album.folder, row.name);
  }

  /** Who may add to an album: the admin always, a member while the album is open to members. The
   * refusal names what the member was adding: a video's sender must not read « des photos ». */
  function assertCanAdd(user: AuthUser, album: AlbumRecord, kind: 'photo' | 'video' = 'photo'): void {
    if (user.role !== 'admin' && album.members_can_add !== 1) throw new HttpError(403, kind === 'video' ? albumMessages.closedToMembersVideos : albumMessages.closedToMembers);
  }

  /** The album `user` means to add to, found by name (404) and open to them (403). */
  async function albumToAddTo(user: AuthUser, albumName: string, kind: 'photo' | 'video' = 'photo'): Promise<AlbumRecord> {
    const album = await findAlbum(albumName);
    assertCanAdd(user, album, kind);
    return album;
  }

  return {
    findAlbum,

    async listTiles(count: number): Promise<TilesReply> {
      const records = await albums.listTiles(count, albumLimits.tilesPerPage);
      const tiles: AlbumTile[] = [];
      for (const record of records) {
        tiles.push({
          albumName: record.name,
          thumbnail: tileThumbnail(record),
          membersCanAdd: record.members_can_add === 1,
        });
      }
      return { tiles, count: count + tiles.length };
    },

    /** The slideshow: the screen renditions' URLs (a video's poster) in upload order, with
     * their captions. */
    async slideshow(albumName: string): Promise<Slide[]> {
      const album = await findAlbum(albumName);
      const slides: Slide[] = [];
      for (const record of await albums.listPhotos(album.id)) {
        const slide: Slide =
          record.video_id === null
            ? {
                url: albumPhotoUrl(album.folder, record.name, 'screen'),
                caption: record.comment,
                name: record.name,
                original: albumOriginalUrl(album.folder, record.name, photoFormat(record.format)),
                kind: 'image',
              }
            : { url: videoUrls(record.video_id).poster, caption: record.comment, name: record.name, ...videoFields(record) };
        if (record.added_by_pseudo !== null) slide.addedBy = record.added_by_pseudo;
        slides.push(slide);
      }
      return slides;
    },

    /** What the album's zip holds: every original in album order, named by position and caption
     * (downloadNames.ts). The album is found by its folder, as its URLs name it; 404 if none. */
    async zipOf(folder: string): Promise<{ albumName: string; entries: AlbumZipEntry[] }> {
      const album = await albums.findByFolder(folder);
      if (!album) throw new HttpError(404, albumMessages.albumNotFound);
      // A video still being prepared (or failed) has no MP4 to give: it is left out.
      const records = (await albums.listPhotos(album.id)).filter((record) => record.video_id === null || record.video_status === 'ready');
      const entries = records.map((record, index) => {
        const caption = record.comment === NO_CAPTION ? '' : record.comment;
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

    async listAlbums(): Promise<AlbumWithPhotos[]> {
      const [records, rows] = await Promise.all([albums.listAlbums(), albums.listAllPhotos()]);
      const photos = new Map<number, AlbumPhoto[]>(records.map((record) => [record.id, []]));
      for (const row of rows) photos.get(row.album_id)?.push(toAlbumPhoto(row));
      return records.map((record) => ({
        albumName: record.name,
        photos: photos.get(record.id) ?? [],
        membersCanAdd: record.members_can_add === 1,
      }));
    },

    async createAlbum(folderName: string, membersCanAdd = true): Promise<AlbumWithPhotos> {
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
      return { albumName: name, photos: [], membersCanAdd };
    },

    async setMembersCanAdd(albumName: string, membersCanAdd: boolean): Promise<{ albumName: string; membersCanAdd: boolean }> {
      const album = await findAlbum(albumName);
      await albums.setMembersCanAdd(album.id, membersCanAdd);
      return { albumName: album.name, membersCanAdd };
    },

    assertCanAdd,
    albumToAddTo,

    /** A member's video that came through the resumable upload (issue 38): the rights checked
     * again (the album may have closed meanwhile), then added as the admin's album videos are.
     * A photo has its own path (/api/album/upload): here it is a 415. Answers the video's id. */
    async addVideo(user: AuthUser, albumName: string, video: { path: string; bytes: number; fileName: string | undefined }): Promise<string> {
      const album = await albumToAddTo(user, albumName, 'video');
      if ((await sniffImageSource(video.path)) !== null) throw new HttpError(415, videoMessages.notAVideo);
      const [item] = await uploads.addPhotos(album, [{ source: video.path, bytes: video.bytes, fileName: video.fileName }], user);
      return item?.name ?? '';
    },

    /** Refuses a photo the album holds already, before its bytes are read. */
    async refuseHeld(album: AlbumRecord, sha256: string): Promise<void> {
      if ((await albums.heldHash(album.id, [sha256])) !== undefined) throw new DuplicatePhotoError(sha256);
    },

    async thumbnail(albumName: string, photo: string): Promise<string> {
      const { album, row } = await findPhoto(albumName, photo);
      if (row.video_id !== null) {
        const thumb = await videos.readThumb(row.video_id);
        if (thumb === undefined) throw new HttpError(404, albumMessages.videoNotReady);
        return thumb.toString('base64');
      }
      return (await store.read(album.folder, row.name, 'thumb')).toString('base64');
    },

    ...uploads,

    /** A photo's caption, for the member who added it or the admin (the admin's manager and a
     * member's slideshow both come here). */
    async changeCaption(user: AuthUser, albumName: string, photo: string, caption: string): Promise<AlbumPhoto> {
      const { row } = await findChangeable(user, albumName, photo);
      const normalised = normaliseCaption(caption);
      await albums.updateCaption(row.id, normalised);
      return { name: row.name, caption: normalised };
    },

    /** Deletes a photo or video, for the member who added it or the admin. */
    async deletePhoto(user: AuthUser, albumName: string, photo: string): Promise<void> {
      const { album, row } = await findChangeable(user, albumName, photo);
      await removeItem(album, row);
    },
  };
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;
