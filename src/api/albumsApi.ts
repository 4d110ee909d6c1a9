import type { AxiosInstance } from 'axios';
import type { SlideshowItem, TilesReply } from '../../shared/albumTypes.ts';

/** What every signed-in relative reads of the albums: the tiles and an album's slideshow. The spec
 * names these routes after media (/api/media/loadmediatiles, /api/media/getalbumimages): those
 * wire names stay, and map to the albums capability here. The admin's calls: albumsAdminApi.ts. */
export interface AlbumsApi {
  loadTiles(token: string, count: number): Promise<TilesReply>;
  getAlbumImages(token: string, album: string): Promise<SlideshowItem[]>;
}

export function createAlbumsApi(http: AxiosInstance): AlbumsApi {
  return {
    async loadTiles(token, count) {
      const { data } = await http.post<TilesReply>('/api/media/loadmediatiles', { token, count });
      return data;
    },
    async getAlbumImages(token, album) {
      const { data } = await http.post<SlideshowItem[]>('/api/media/getalbumimages', { token, album });
      return data;
    },
  };
}
