import { makeAutoObservable, runInAction } from 'mobx';
import type { AlbumsApi } from '../api/albumsApi.ts';
import { errorMessage } from '../api/httpClient.ts';
import { albumsSavedAs } from '../api/wireNames.ts';
import type { AlbumTile, SlideshowItem } from '../../shared/albumTypes.ts';
import { albumLimits } from '../../shared/albumLimits.ts';
import { persist, type PersistOptions } from './persistence.ts';
import { busyCall } from './busyCall.ts';

export type SlideshowStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Spec §3 Media state (the albums every relative reads): its mediaTiles (the tiles), isRetrieving,
 * count (the next paging offset), errorRetrieve; plus the slideshow on screen, which is not persisted. */
export class AlbumsStore {
  tiles: AlbumTile[] = [];
  isRetrieving = false;
  count = 0;
  errorRetrieve: string | undefined = undefined;
  /** Whether the last page was full, so another may follow. */
  hasMore = false;
  slideshowAlbum: string | undefined = undefined;
  slideshow: SlideshowItem[] = [];
  slideshowStatus: SlideshowStatus = 'idle';
  slideshowError: string | undefined = undefined;
  readonly restored: Promise<unknown>;

  private readonly api: AlbumsApi;
  private readonly getToken: () => string | undefined;

  constructor(api: AlbumsApi, getToken: () => string | undefined, options: PersistOptions) {
    this.api = api;
    this.getToken = getToken;
    makeAutoObservable<AlbumsStore, 'api' | 'getToken'>(this, { api: false, getToken: false, restored: false });
    // isRetrieving stays out: restored as true after a reload mid-load, it would spin forever.
    // Saved under the spec's names for this state, 'media' (key lapin.media) and its mediaTiles, so devices keep it.
    this.restored = persist(this, 'media', ['tiles', 'count', 'errorRetrieve'], options, albumsSavedAs);
  }

  /** Sign-out: nothing of this relative's albums stays for the next one on the device. */
  reset(): void {
    this.tiles = [];
    this.isRetrieving = false;
    this.count = 0;
    this.errorRetrieve = undefined;
    this.hasMore = false;
    this.slideshowAlbum = undefined;
    this.slideshow = [];
    this.slideshowStatus = 'idle';
    this.slideshowError = undefined;
  }

  /** Spec §4: load appends tiles and sets count. */
  async loadTiles(): Promise<void> {
    await this.fetchTiles(this.count, false);
  }

  /** The albums screen reopens on the first page again, so albums published since then appear. */
  async refresh(): Promise<void> {
    await this.fetchTiles(0, true);
  }

  private async fetchTiles(offset: number, replace: boolean): Promise<void> {
    const token = this.getToken();
    if (!token || this.isRetrieving) return;
    await busyCall(() => this.api.loadTiles(token, offset), {
      busy: (on) => {
        this.isRetrieving = on;
      },
      error: (message) => {
        this.errorRetrieve = message;
      },
      done: ({ tiles, count }) => {
        this.tiles = replace ? tiles : [...this.tiles, ...tiles];
        this.count = count;
        this.hasMore = tiles.length >= albumLimits.tilesPerPage;
      },
    });
  }

  /** Something changed in `album` (an item added, a video made ready): the slideshow on screen
   * takes it in place, with no loading state in between. Any other album is left alone. */
  async refreshSlideshow(album: string): Promise<void> {
    const token = this.getToken();
    if (!token || this.slideshowAlbum !== album || this.slideshowStatus !== 'ready') return;
    try {
      const items = await this.api.getAlbumImages(token, album);
      runInAction(() => {
        if (this.slideshowAlbum === album) this.slideshow = items;
      });
    } catch (error) {
      // The album shown stays as it was; the next event or visit tries again.
      console.error('Album non rafraîchi', errorMessage(error));
    }
  }

  /** Whether the slideshow on screen shows the video `id`. */
  showsVideo(id: string): boolean {
    return this.slideshow.some((item) => item.kind === 'video' && item.name === id);
  }

  async loadSlideshow(album: string): Promise<void> {
    const token = this.getToken();
    this.slideshowAlbum = album;
    this.slideshow = [];
    this.slideshowError = undefined;
    this.slideshowStatus = 'loading';
    if (!token) return;
    try {
      const items = await this.api.getAlbumImages(token, album);
      runInAction(() => {
        // A slow answer for an album the user already left must not replace the current one.
        if (this.slideshowAlbum !== album) return;
        this.slideshow = items;
        this.slideshowStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (this.slideshowAlbum !== album) return;
        this.slideshowError = errorMessage(error);
        this.slideshowStatus = 'error';
      });
    }
  }
}
