import type { AxiosInstance } from 'axios';
import type { SlideshowItem, TilesReply } from '../../shared/albumTypes.ts';

/** What every signed-in user reads: gallery tiles and an album's slideshow. */
export interface MediaApi {
  loadTiles(token: string, count: number): Promise<TilesReply>;
  getAlbumImages(token: string, album: string): Promise<SlideshowItem[]>;
}

export function createMediaApi(http: AxiosInstance): MediaApi {
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
