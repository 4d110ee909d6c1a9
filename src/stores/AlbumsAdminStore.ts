import { makeAutoObservable, runInAction } from 'mobx';
import type { AlbumsAdminApi } from '../api/albumsAdminApi.ts';
import { errorMessage } from '../api/httpClient.ts';
import { busyCall } from './busyCall.ts';
import type { PhotoAlbum } from '../../shared/albumTypes.ts';
import type { RootStore } from './RootStore.ts';

/** Spec §4 Upload: init, start, done, error. */
export type UploadState = 'init' | 'start' | 'done' | 'error';
/** Spec §4 Album creation: created or failed, before that idle or in flight. */
export type CreationState = 'idle' | 'creating' | 'created' | 'failed';

/** The admin panel's album and photo manager (spec §3 Album, Media item). Not persisted. */
export class AlbumsAdminStore {
  albums: PhotoAlbum[] = [];
  isRetrieving = false;
  errorRetrieve: string | undefined = undefined;
  creation: CreationState = 'idle';
  /** The server's French reason when the creation failed, shown under the spec's alert. */
  creationError: string | undefined = undefined;
  /** The folder uploads go to and whose images are shown. */
  selectedFolder: string | undefined = undefined;
  upload: UploadState = 'init';
  /** Fraction of the upload's bytes sent, 0 to 1. */
  uploadProgress = 0;
  uploadError: string | undefined = undefined;
  /** Base64 thumbnails by image name, fetched as images are shown. */
  thumbnails: Record<string, string> = {};
  busyImage: string | undefined = undefined;
  /** The image whose caption was saved last: the list says "Enregistré" beside it. */
  savedImage: string | undefined = undefined;
  /** The album whose members' switch is being changed. */
  busySettings: string | undefined = undefined;

  private readonly api: AlbumsAdminApi;
  private readonly getToken: () => string | undefined;

  constructor(api: AlbumsAdminApi, getToken: () => string | undefined) {
    this.api = api;
    this.getToken = getToken;
    makeAutoObservable<AlbumsAdminStore, 'api' | 'getToken'>(this, { api: false, getToken: false });
  }

  /** Sign-out: the albums and their thumbnails go with the admin who loaded them. */
  reset(): void {
    this.albums = [];
    this.isRetrieving = false;
    this.errorRetrieve = undefined;
    this.creation = 'idle';
    this.creationError = undefined;
    this.selectedFolder = undefined;
    this.upload = 'init';
    this.uploadProgress = 0;
    this.uploadError = undefined;
    this.thumbnails = {};
    this.busyImage = undefined;
    this.savedImage = undefined;
    this.busySettings = undefined;
  }

  get selectedAlbum(): PhotoAlbum | undefined {
    return this.albums.find((album) => album.albumName === this.selectedFolder);
  }

  /** The selected folder's thumbnails as a plain record. Reading each one here, in an observer,
   * is what redraws the list when a thumbnail arrives: a props-only list reading the observable
   * map itself is not tracked, and stayed blank until something else redrew it. */
  get selectedThumbnails(): Record<string, string> {
    const shown: Record<string, string> = {};
    for (const item of this.selectedAlbum?.photos ?? []) {
      const thumbnail = this.thumbnails[item.image];
      if (thumbnail !== undefined) shown[item.image] = thumbnail;
    }
    return shown;
  }

  async loadAlbums(): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    await busyCall(
      async () => {
        const albums = await this.api.getAlbums(token);
        runInAction(() => {
          this.albums = albums;
          if (this.selectedFolder !== undefined && !this.selectedAlbum) this.selectedFolder = undefined;
        });
        await this.loadThumbnails();
      },
      {
        busy: (on) => {
          this.isRetrieving = on;
        },
        error: (message) => {
          this.errorRetrieve = message;
        },
      },
    );
  }

  /** On failure the chosen folder stays chosen: only the new one was refused. */
  async createAlbum(folderName: string, membersCanAdd = true): Promise<boolean> {
    const token = this.getToken();
    if (!token) return false;
    this.creation = 'creating';
    this.creationError = undefined;
    try {
      const album = await this.api.createAlbum(token, folderName, membersCanAdd);
      runInAction(() => {
        this.albums = [...this.albums, album];
        this.creation = 'created';
        this.selectedFolder = album.albumName;
      });
      return true;
    } catch (error) {
      console.error('Création du dossier impossible', errorMessage(error));
      runInAction(() => {
        this.creation = 'failed';
        this.creationError = errorMessage(error);
      });
      return false;
    }
  }

  selectFolder(folder: string | undefined): void {
    this.selectedFolder = folder;
    this.upload = 'init';
    this.uploadProgress = 0;
    void this.loadThumbnails();
  }

  async uploadImages(files: readonly File[]): Promise<boolean> {
    const token = this.getToken();
    const folder = this.selectedFolder;
    if (!token || folder === undefined) return false;
    this.upload = 'start';
    this.uploadProgress = 0;
    this.uploadError = undefined;
    try {
      const added = await this.api.uploadImages(token, folder, files, (fraction) => {
        runInAction(() => {
          this.uploadProgress = fraction;
        });
      });
      runInAction(() => {
        this.albums = this.albums.map((album) =>
          album.albumName === folder ? { ...album, photos: [...album.photos, ...added] } : album,
        );
        this.upload = 'done';
        this.uploadProgress = 1;
      });
      await this.loadThumbnails();
      return true;
    } catch (error) {
      runInAction(() => {
        this.upload = 'error';
        this.uploadError = errorMessage(error);
      });
      return false;
    }
  }

  async changeCaption(image: string, caption: string): Promise<void> {
    this.savedImage = undefined;
    await this.onImage(
      image,
      (token, folder) => this.api.changeCaption(token, folder, image, caption),
      'Changement de commentaire impossible',
      (updated, folder) => {
        this.replacePhotos(folder, (photos) => photos.map((item) => (item.image === image ? updated : item)));
        this.savedImage = image;
      },
    );
  }

  /** `POST /api/admin/albumSettings`; a refusal is logged, and the switch shows the album as it was. */
  async setMembersCanAdd(albumName: string, membersCanAdd: boolean): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    await busyCall(() => this.api.setAlbumSettings(token, albumName, membersCanAdd), {
      busy: (on) => {
        this.busySettings = on ? albumName : undefined;
      },
      log: "Réglage de l'album impossible",
      done: (reply) => {
        this.albums = this.albums.map((album) => (album.albumName === reply.albumName ? { ...album, membersCanAdd: reply.membersCanAdd } : album));
      },
    });
  }

  async deletePhoto(image: string): Promise<void> {
    await this.onImage(
      image,
      (token, folder) => this.api.deletePhoto(token, folder, image),
      "Suppression de l'image impossible",
      (_reply, folder) => this.replacePhotos(folder, (photos) => photos.filter((item) => item.image !== image)),
    );
  }

  /** An image action in the selected folder: the image is busy meanwhile, and a failure is only
   * logged (spec §8: other admin call failures are logged only). */
  private async onImage<T>(
    image: string,
    call: (token: string, folder: string) => Promise<T>,
    log: string,
    apply: (reply: T, folder: string) => void,
  ): Promise<void> {
    const token = this.getToken();
    const folder = this.selectedFolder;
    if (!token || folder === undefined) return;
    await busyCall(() => call(token, folder), {
      busy: (on) => {
        this.busyImage = on ? image : undefined;
      },
      log,
      done: (reply) => apply(reply, folder),
    });
  }

  private replacePhotos(folder: string, change: (photos: PhotoAlbum['photos']) => PhotoAlbum['photos']): void {
    this.albums = this.albums.map((album) => (album.albumName === folder ? { ...album, photos: change(album.photos) } : album));
  }

  /** Fetches the thumbnails of the selected folder that are not loaded yet. */
  private async loadThumbnails(): Promise<void> {
    const token = this.getToken();
    const album = this.selectedAlbum;
    if (!token || !album) return;
    const missing = album.photos.filter((item) => this.thumbnails[item.image] === undefined);
    await Promise.all(
      missing.map(async (item) => {
        try {
          const image = await this.api.getImage(token, album.albumName, item.image);
          runInAction(() => {
            this.thumbnails[item.image] = image;
          });
        } catch (error) {
          console.error('Miniature indisponible', errorMessage(error));
        }
      }),
    );
  }
}

/** The admin's albums, made by its screen on first use (RootStore.screenStore). */
export function albumsAdminOf(root: RootStore): AlbumsAdminStore {
  return root.screenStore('albumsAdmin', () => new AlbumsAdminStore(root.api.albumsAdmin, () => root.accounts.token));
}
