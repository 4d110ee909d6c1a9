import type { AxiosInstance } from 'axios';
import type { Album, AlbumSettingsReply, ThumbnailReply, AlbumItem, PhotoAlbum } from '../../shared/albumTypes.ts';
import { photoAlbumFromWire } from './wireNames.ts';

/** The admin's album and photo manager calls; an album's photos are the wire's `media`. */
export interface AlbumsAdminApi {
  getAlbums(token: string): Promise<PhotoAlbum[]>;
  /** Base64 JPEG of the image's thumbnail. */
  getImage(token: string, folder: string, image: string): Promise<string>;
  /** `membersCanAdd`: every granted member may add photos to it (shared albums, issue 22). */
  createAlbum(token: string, folderName: string, membersCanAdd: boolean): Promise<PhotoAlbum>;
  /** `POST /api/admin/albumSettings`: opens or closes an album to the members' photos. */
  setAlbumSettings(token: string, album: string, membersCanAdd: boolean): Promise<AlbumSettingsReply>;
  /** `POST /api/admin/changeComment`: the spec calls a photo's caption its comment. */
  changeCaption(token: string, folder: string, image: string, caption: string): Promise<AlbumItem>;
  deletePhoto(token: string, folder: string, image: string): Promise<void>;
  /** `onProgress` gets the fraction of the request body sent so far, 0 to 1. */
  uploadImages(token: string, folder: string, files: readonly File[], onProgress: (fraction: number) => void): Promise<AlbumItem[]>;
}

export function createAlbumsAdminApi(http: AxiosInstance): AlbumsAdminApi {
  return {
    async getAlbums(token) {
      const { data } = await http.post<Album[]>('/api/admin/getAlbums', { token });
      return data.map(photoAlbumFromWire);
    },
    async getImage(token, folder, image) {
      const { data } = await http.post<ThumbnailReply>('/api/admin/getImage', { token, folder, image });
      return data.image;
    },
    async createAlbum(token, folderName, membersCanAdd) {
      const { data } = await http.post<Album>('/api/admin/createAlbum', { token, folderName, membersCanAdd });
      return photoAlbumFromWire(data);
    },
    async setAlbumSettings(token, album, membersCanAdd) {
      const { data } = await http.post<AlbumSettingsReply>('/api/admin/albumSettings', { token, album, membersCanAdd });
      return data;
    },
    async changeCaption(token, folder, image, caption) {
      const { data } = await http.post<AlbumItem>('/api/admin/changeComment', { token, folder, image, comment: caption });
      return data;
    },
    async deletePhoto(token, folder, image) {
      await http.post('/api/admin/deleteMedia', { token, folder, image });
    },
    async uploadImages(token, folder, files, onProgress) {
      // The server reads token and folder before any file, so they go first.
      const form = new FormData();
      form.append('token', token);
      form.append('folder', folder);
      for (const file of files) form.append('images', file, file.name);
      const { data } = await http.post<AlbumItem[]>('/api/admin/uploadImages', form, {
        onUploadProgress: (event) => {
          if (event.total) onProgress(Math.min(1, event.loaded / event.total));
        },
      });
      return data;
    },
  };
}
