import { makeAutoObservable } from 'mobx';
import type { AlbumPhotosApi } from '../api/albumPhotosApi.ts';
import type { AlbumsStore } from './AlbumsStore.ts';
import { busyCall } from './busyCall.ts';
import type { RootStore } from './RootStore.ts';

/** A relative's changes to the photos of the album on screen (its caption, its deletion); the
 * slideshow in AlbumsStore follows each answer. Not persisted. */
export class AlbumPhotosStore {
  /** The photo being changed, by name. */
  busyPhoto: string | undefined = undefined;
  /** The server's French reason when a change was refused. */
  photoError: string | undefined = undefined;

  private readonly api: AlbumPhotosApi;
  private readonly albums: AlbumsStore;
  private readonly getToken: () => string | undefined;

  constructor(api: AlbumPhotosApi, albums: AlbumsStore, getToken: () => string | undefined) {
    this.api = api;
    this.albums = albums;
    this.getToken = getToken;
    makeAutoObservable<AlbumPhotosStore, 'api' | 'albums' | 'getToken'>(this, { api: false, albums: false, getToken: false });
  }

  reset(): void {
    this.busyPhoto = undefined;
    this.photoError = undefined;
  }

  dismissError(): void {
    this.photoError = undefined;
  }

  async changeCaption(image: string, caption: string): Promise<boolean> {
    return this.onPhoto(image, (token, album) => this.api.changeCaption(token, album, image, caption), (saved) => {
      this.albums.slideshow = this.albums.slideshow.map((item) => (item.name === image ? { ...item, description: saved.comment } : item));
    });
  }

  async deletePhoto(image: string): Promise<boolean> {
    return this.onPhoto(image, (token, album) => this.api.deletePhoto(token, album, image), () => {
      this.albums.slideshow = this.albums.slideshow.filter((item) => item.name !== image);
    });
  }

  private async onPhoto<T>(image: string, call: (token: string, album: string) => Promise<T>, done: (reply: T) => void): Promise<boolean> {
    const token = this.getToken();
    const album = this.albums.slideshowAlbum;
    if (!token || album === undefined) return false;
    return busyCall(() => call(token, album), {
      busy: (on) => {
        this.busyPhoto = on ? image : undefined;
      },
      error: (message) => {
        this.photoError = message;
      },
      done: (reply) => {
        // The album may have changed while the call ran: then the answer is not this slideshow's.
        if (this.albums.slideshowAlbum === album) done(reply);
      },
    });
  }
}

/** A slideshow's caption changes and deletions, made by its screen on first use (RootStore.screenStore). */
export function albumPhotosOf(root: RootStore): AlbumPhotosStore {
  return root.screenStore('albumPhotos', () => new AlbumPhotosStore(root.api.albumPhotos, root.albums, () => root.accounts.token));
}
