import { ApiError } from '../api/httpClient.ts';
import type { AlbumsAdminApi } from '../api/albumsAdminApi.ts';
import type { AlbumPhotosApi } from '../api/albumPhotosApi.ts';
import type { AlbumsApi } from '../api/albumsApi.ts';
import type { AlbumTile, PhotoAlbum, SlideshowItem } from '../../shared/albumTypes.ts';
import type { AlbumAddition } from '../../shared/albumAdditionTypes.ts';
import { ADDITIONS_PAGE } from '../../shared/albumAdditionLines.ts';
import { albumLimits, NO_CAPTION } from '../../shared/albumLimits.ts';

// In-memory album API clients for store tests and screen stories: same contracts, no network.

const never = () => new Promise<never>(() => undefined);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FakeAlbumsApiOptions {
  tiles?: AlbumTile[];
  slideshows?: Record<string, SlideshowItem[]>;
  failWith?: string;
  /** Calls never answer: the loading states. */
  pending?: boolean;
  delayMs?: number;
  /** Hashes each album holds already; an upload adds to them. */
  held?: Record<string, string[]>;
  /** Albums the member may add to (default: none). */
  openAlbums?: string[];
  /** Uploads report this progress, then never finish: the 'sending n %' state. */
  uploadStuckAt?: number;
  /** Issue 38: the additions' lines, newest first; a test pushes more to mimic another member. */
  additions?: AlbumAddition[];
  /** Who reads: their own lines are not counted as new. */
  reader?: string;
}

export function fakeAlbumsApi(options: FakeAlbumsApiOptions = {}): AlbumsApi & { calls: string[]; held: Map<string, Set<string>>; additionsList: AlbumAddition[] } {
  const calls: string[] = [];
  const held = new Map(Object.entries(options.held ?? {}).map(([album, hashes]) => [album, new Set(hashes)]));
  let added = 0;
  const answer = async <T>(value: () => T): Promise<T> => {
    if (options.pending) return never();
    await sleep(options.delayMs ?? 0);
    if (options.failWith) throw new ApiError(options.failWith, 500);
    return value();
  };
  const additionsList = options.additions ?? [];
  return {
    calls,
    held,
    additionsList,
    loadTiles(_token, count) {
      calls.push(`loadmediatiles ${count}`);
      return answer(() => {
        const tiles = (options.tiles ?? []).slice(count, count + albumLimits.tilesPerPage);
        return { tiles, count: count + tiles.length };
      });
    },
    getAlbumImages(_token, album) {
      calls.push(`getalbumimages ${album}`);
      return answer(() => {
        const items = options.slideshows?.[album];
        if (!items) throw new ApiError('Album introuvable', 404);
        return items;
      });
    },
    async uploadPhotos(_token, album, photos, onProgress) {
      calls.push(`upload ${album} ${photos.length}`);
      if (options.uploadStuckAt !== undefined) {
        onProgress(options.uploadStuckAt);
        return never();
      }
      onProgress(1);
      return answer(() => {
        const hashes = held.get(album) ?? new Set<string>();
        const twice = photos.find((photo) => hashes.has(photo.sha256));
        if (twice) return { kind: 'duplicate' as const, sha256: twice.sha256, message: "Cette photo est déjà dans l'album" };
        for (const photo of photos) hashes.add(photo.sha256);
        held.set(album, hashes);
        return { kind: 'added' as const, photos: photos.map(() => ({ image: `00000000-0000-4000-8000-${String(++added).padStart(12, '0')}`, comment: NO_CAPTION })) };
      });
    },
    async uploadVideo(_token, album, { name }, events) {
      calls.push(`video ${album} ${name}`);
      if (options.uploadStuckAt !== undefined) {
        events.onProgress(options.uploadStuckAt * 100, 100);
        return never();
      }
      events.onProgress(100, 100);
      return answer(() => `00000000-0000-4000-8000-${String(++added).padStart(12, '0')}`);
    },
    openAlbums() {
      calls.push('open');
      return answer(() => options.openAlbums ?? []);
    },
    additions(_token, { before, since }) {
      calls.push(`additions${before === undefined ? '' : ` before ${before}`}`);
      return answer(() => {
        const lines = additionsList;
        const page = lines.filter((line) => before === undefined || line.at < before).slice(0, ADDITIONS_PAGE);
        // A line counts whole once it ends after `since`: the fake has no item times.
        const fresh = since === undefined ? [] : lines.filter((line) => line.at > since && line.pseudo !== options.reader);
        return {
          additions: page,
          newCount: fresh.reduce((sum, line) => sum + line.photos + line.videos, 0),
          upTo: Math.max(0, ...lines.map((line) => line.at)),
        };
      });
    },
  };
}

export interface FakeAlbumsAdminApiOptions {
  albums?: PhotoAlbum[];
  /** Base64 image answered by getImage for every image. */
  thumbnail?: string;
  failWith?: string;
  createFailWith?: string;
  uploadFailWith?: string;
  /** The upload reports this progress, then never finishes: the 'start' state. */
  uploadStuckAt?: number;
  delayMs?: number;
}

export function fakeAlbumsAdminApi(options: FakeAlbumsAdminApiOptions = {}): AlbumsAdminApi & { calls: string[] } {
  const calls: string[] = [];
  let albums: PhotoAlbum[] = structuredClone(options.albums ?? []);
  let counter = 0;
  const wait = () => sleep(options.delayMs ?? 0);
  const find = (folder: string) => {
    const album = albums.find((candidate) => candidate.albumName === folder);
    if (!album) throw new ApiError('Album introuvable', 404);
    return album;
  };
  const fail = (message: string | undefined, status: number) => {
    if (message) throw new ApiError(message, status);
  };
  return {
    calls,
    async getAlbums() {
      calls.push('getAlbums');
      await wait();
      fail(options.failWith, 500);
      return structuredClone(albums);
    },
    async getImage(_token, folder, image) {
      calls.push(`getImage ${folder} ${image}`);
      await wait();
      fail(options.failWith, 500);
      return options.thumbnail ?? '';
    },
    async createAlbum(_token, folderName, membersCanAdd) {
      calls.push(`createAlbum ${folderName} ${membersCanAdd}`);
      await wait();
      fail(options.createFailWith ?? options.failWith, 409);
      const album: PhotoAlbum = { albumName: folderName.trim(), photos: [], membersCanAdd };
      albums = [...albums, album];
      return structuredClone(album);
    },
    async setAlbumSettings(_token, folder, membersCanAdd) {
      calls.push(`albumSettings ${folder} ${membersCanAdd}`);
      await wait();
      fail(options.failWith, 500);
      find(folder).membersCanAdd = membersCanAdd;
      return { albumName: folder, membersCanAdd };
    },
    async changeCaption(_token, folder, image, comment) {
      calls.push(`changeComment ${folder} ${image} ${comment}`);
      await wait();
      fail(options.failWith, 500);
      const item = find(folder).photos.find((candidate) => candidate.image === image);
      if (!item) throw new ApiError('Image introuvable', 404);
      item.comment = comment.trim() === '' ? NO_CAPTION : comment.trim();
      return { ...item };
    },
    async deletePhoto(_token, folder, image) {
      calls.push(`deleteMedia ${folder} ${image}`);
      await wait();
      fail(options.failWith, 500);
      const album = find(folder);
      album.photos = album.photos.filter((item) => item.image !== image);
    },
    async uploadImages(_token, folder, files, onProgress) {
      calls.push(`uploadImages ${folder} ${files.length}`);
      if (options.uploadStuckAt !== undefined) {
        onProgress(options.uploadStuckAt);
        return never();
      }
      for (const fraction of [0.5, 1]) {
        await wait();
        onProgress(fraction);
      }
      fail(options.uploadFailWith ?? options.failWith, 415);
      const added = files.map(() => ({ image: `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`, comment: NO_CAPTION }));
      find(folder).photos.push(...added);
      return added;
    },
  };
}

/** The caption and delete calls of a relative: `refuseWith` answers 403 with that French reason. */
export function fakeAlbumPhotosApi(options: { refuseWith?: string } = {}): AlbumPhotosApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async changeCaption(_token, album, image, comment) {
      calls.push(`caption ${album} ${image} ${comment}`);
      await sleep(0);
      if (options.refuseWith) throw new ApiError(options.refuseWith, 403);
      return { image, comment: comment.trim() === '' ? NO_CAPTION : comment.trim() };
    },
    async deletePhoto(_token, album, image) {
      calls.push(`delete ${album} ${image}`);
      await sleep(0);
      if (options.refuseWith) throw new ApiError(options.refuseWith, 403);
    },
  };
}
