import type { AxiosInstance } from 'axios';
import type { AlbumItem } from '../../shared/albumTypes.ts';

/** What a relative may do to a photo in an album: the one who added it (or the admin) changes its
 * caption and deletes it. */
export interface AlbumPhotosApi {
  /** `POST /api/album/caption`; the wire calls the caption `comment`, as the spec does. */
  changeCaption(token: string, album: string, image: string, caption: string): Promise<AlbumItem>;
  deletePhoto(token: string, album: string, image: string): Promise<void>;
}

export function createAlbumPhotosApi(http: AxiosInstance): AlbumPhotosApi {
  return {
    async changeCaption(token, album, image, caption) {
      const { data } = await http.post<AlbumItem>('/api/album/caption', { token, album, image, comment: caption });
      return data;
    },
    async deletePhoto(token, album, image) {
      await http.post('/api/album/delete', { token, album, image });
    },
  };
}
