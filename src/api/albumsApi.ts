import type { AxiosInstance } from 'axios';
import type { DuplicatePhotoReply, AlbumItem, MemberUploadReply, OpenAlbumsReply, SlideshowItem, TilesReply } from '../../shared/albumTypes.ts';
import type { AlbumAdditionsReply } from '../../shared/albumAdditionTypes.ts';
import { captureField, type SentCapture } from '../../shared/sentCapture.ts';
import { ApiError } from './httpClient.ts';
import { photosFromWire } from './wireNames.ts';
import type { ResumableUploadDeps, ResumableUploadEvents } from './resumableUpload.ts';

// The tus code loads with the first video sent, not with the sign-in page (its first-load budget).
const resumable = () => import('./resumableUpload.ts');

/** A photo of a member's upload: its bytes as sent, and the SHA-256 of the photo's original bytes. */
export interface UploadPhoto {
  blob: Blob;
  sha256: string;
  /** What the original said of its place and time, for a shrunk copy that lost its EXIF. */
  capture?: SentCapture | undefined;
}

/** A member's upload call ends either with the photos added, or with the hash the album already
 * holds (409): the server then added none of the call's photos. */
export type UploadOutcome = { kind: 'added'; photos: AlbumItem[] } | { kind: 'duplicate'; sha256: string; message: string };

/** What every signed-in relative does with the albums: the tiles, an album's slideshow, and in an
 * album open to members (shared albums, not in the spec) adding photos; captioning or deleting
 * one's own: albumPhotosApi.ts. The spec names the reading routes after media (/api/media/loadmediatiles,
 * /api/media/getalbumimages): those wire names stay. The admin's calls: albumsAdminApi.ts. */
export interface AlbumsApi {
  loadTiles(token: string, count: number): Promise<TilesReply>;
  getAlbumImages(token: string, album: string): Promise<SlideshowItem[]>;
  /** At most 5 photos; `onProgress` gets the fraction of the request body sent so far, 0 to 1. */
  uploadPhotos(token: string, album: string, photos: readonly UploadPhoto[], onProgress: (fraction: number) => void): Promise<UploadOutcome>;
  /** Issue 38: a video into the album through tus, resumable as Lapintube's (resumableUpload.ts);
   * its file's `name` becomes its title. Answers the video's id; rejects with UploadCancelledError
   * once `signal` aborts. */
  uploadVideo(token: string, album: string, video: { blob: Blob; name: string }, events: ResumableUploadEvents, signal?: AbortSignal): Promise<string>;
  /** The albums the caller may add photos to, newest first, those without a photo included. */
  openAlbums(token: string): Promise<string[]>;
  /** Issue 38: the feed's lines of what members added, and what others added after `since`. */
  additions(token: string, query: { before?: number; since?: number }): Promise<AlbumAdditionsReply>;
}

/** The file name the server sees: it ignores it, but multipart needs one. */
function partName(blob: Blob, index: number): string {
  return blob instanceof File && blob.name !== '' ? blob.name : `photo-${index + 1}.jpg`;
}

/** `uploads` stands in for the browser's tus in tests; by default it is made at the first video. */
export function createAlbumsApi(http: AxiosInstance, uploads?: ResumableUploadDeps): AlbumsApi {
  let deps = uploads;
  return {
    async loadTiles(token, count) {
      const { data } = await http.post<TilesReply>('/api/media/loadmediatiles', { token, count });
      return data;
    },
    async getAlbumImages(token, album) {
      const { data } = await http.post<SlideshowItem[]>('/api/media/getalbumimages', { token, album });
      return data;
    },
    async uploadPhotos(token, album, photos, onProgress) {
      // The server checks the caller and the album before any file, and each hash before its file.
      const form = new FormData();
      form.append('token', token);
      form.append('album', album);
      photos.forEach((photo, index) => {
        form.append('sha256', photo.sha256);
        if (photo.capture) form.append(captureField, JSON.stringify(photo.capture));
        form.append('images', photo.blob, partName(photo.blob, index));
      });
      try {
        const { data } = await http.post<MemberUploadReply>('/api/album/upload', form, {
          onUploadProgress: (event) => {
            if (event.total) onProgress(Math.min(1, event.loaded / event.total));
          },
        });
        return { kind: 'added', photos: photosFromWire(data) };
      } catch (error) {
        const duplicate = error instanceof ApiError && error.status === 409 ? (error.data as Partial<DuplicatePhotoReply> | undefined) : undefined;
        if (error instanceof ApiError && typeof duplicate?.sha256 === 'string') {
          return { kind: 'duplicate', sha256: duplicate.sha256, message: error.message };
        }
        throw error;
      }
    },
    async uploadVideo(token, album, { blob, name }, events, signal) {
      const { browserResumableUploads, sendResumable } = await resumable();
      deps ??= browserResumableUploads();
      return sendResumable(deps, { token, file: blob, metadata: { kind: 'video', album, filename: name }, events, signal });
    },
    async openAlbums(token) {
      const { data } = await http.post<OpenAlbumsReply>('/api/album/open', { token });
      return data.albums;
    },
    async additions(token, query) {
      const { data } = await http.post<AlbumAdditionsReply>('/api/album/additions', { token, ...query });
      return data;
    },
  };
}
