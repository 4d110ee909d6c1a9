import { makeAutoObservable, runInAction } from 'mobx';
import type { ChatPhotosApi } from '../api/chatPhotosApi.ts';
import { ApiError, errorMessage } from '../api/httpClient.ts';
import { albumLimits } from '../../shared/albumLimits.ts';
import { chatStoreTexts } from '../texts/chatStoreTexts.ts';
import type { ChatStore } from './ChatStore.ts';
import type { SendOptions } from './chatHistory.ts';
import type { PhotoPreparer } from './preparePhoto.ts';
import { sentCaptureOf } from './exifOnDemand.ts';
import type { RootStore } from './RootStore.ts';

/** A photo picked in the chat's composer: its original, the URL its thumbnail shows, and once
 * made, the shrunk copy that is sent (kept, so a retry does not shrink it again). */
export type ComposerPhoto = { key: string; file: Blob; preview: string; shrunk?: Blob; onSent?: (file: Blob) => void };

/** uploading: the photos are being shrunk and sent; error: refused or cut, the photos stay. */
export type ChatPhotosStatus = 'idle' | 'uploading' | 'error';

/** How a picked photo is shown before it is sent: an object URL in the browser. */
export interface PreviewUrls {
  create(blob: Blob): string;
  revoke(url: string): void;
}

const objectUrls: PreviewUrls = {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
};

/**
 * Issue 25: the photos joined to the next chat message. They are shrunk on the device as the
 * albums' photos are (the same PhotoPreparer), uploaded with `POST /api/chat/upload`, and only
 * then does the message join the chat's outbox, with their ids: the outbox never holds a message
 * whose photos are not on the server. A failed upload keeps them, with the server's reason.
 */
export class ChatPhotosStore {
  photos: ComposerPhoto[] = [];
  status: ChatPhotosStatus = 'idle';
  /** Fraction of the upload's body sent, 0 to 1. */
  progress = 0;
  /** The server's French reason (or the network's) when the upload failed. */
  error: string | undefined = undefined;
  /** More than 5 picked: only the first ones were kept. */
  notice: string | undefined = undefined;

  private nextKey = 1;
  private readonly api: ChatPhotosApi;
  private readonly chat: ChatStore;
  private readonly getToken: () => string | undefined;
  private readonly preparer: PhotoPreparer;
  private readonly urls: PreviewUrls;

  constructor(api: ChatPhotosApi, chat: ChatStore, getToken: () => string | undefined, preparer: PhotoPreparer, urls: PreviewUrls = objectUrls) {
    this.api = api;
    this.chat = chat;
    this.getToken = getToken;
    this.preparer = preparer;
    this.urls = urls;
    makeAutoObservable<ChatPhotosStore, 'api' | 'chat' | 'getToken' | 'preparer' | 'urls' | 'nextKey'>(this, {
      api: false,
      chat: false,
      getToken: false,
      preparer: false,
      urls: false,
      nextKey: false,
    });
  }

  get uploading(): boolean {
    return this.status === 'uploading';
  }

  /** Adds photos up to 5 in all; the others are left out, and the relative is told. Answers how
   * many were kept. `onSent` hears of each kept photo once its message is in the outbox: a share
   * from the gallery keeps its copy until then (issue 38). */
  pick(files: readonly Blob[], onSent?: (file: Blob) => void): number {
    if (this.uploading) return 0;
    // The chat's photos go through the albums' pipeline, with its bound per call (the server's too).
    const room = albumLimits.maxPhotosPerUpload - this.photos.length;
    const kept = files.slice(0, Math.max(0, room));
    this.notice = files.length > kept.length ? chatStoreTexts.photos.tooMany : undefined;
    for (const file of kept) this.photos.push({ key: `photo-${this.nextKey++}`, file, preview: this.urls.create(file), onSent });
    if (this.status === 'error') this.status = 'idle';
    return kept.length;
  }

  remove(key: string): void {
    if (this.uploading) return;
    const photo = this.photos.find((kept) => kept.key === key);
    if (!photo) return;
    this.urls.revoke(photo.preview);
    this.photos = this.photos.filter((kept) => kept !== photo);
    if (this.photos.length === 0) this.error = undefined;
  }

  dismissNotice(): void {
    this.notice = undefined;
  }

  /**
   * The composer's send. Without photos, the chat's own send, at once (true: the box may be
   * cleared). With photos: shrink, upload, then the message with their ids goes to the outbox;
   * false when the upload failed, so the text and the photos stay for a retry.
   */
  send(text: string, options: Omit<SendOptions, 'images'> = {}): true | Promise<boolean> {
    if (this.photos.length === 0) {
      void this.chat.send(text, options);
      return true;
    }
    return this.upload(text, options);
  }

  private async upload(text: string, options: Omit<SendOptions, 'images'>): Promise<boolean> {
    const token = this.getToken();
    if (this.uploading || !token) return false;
    this.status = 'uploading';
    this.progress = 0;
    this.error = undefined;
    this.notice = undefined;
    const photos = this.photos.slice();
    try {
      const blobs: Blob[] = [];
      // One at a time: five phone photos decoded at once can take a phone's memory.
      for (const photo of photos) {
        const shrunk = photo.shrunk ?? (await this.shrink(photo.file));
        runInAction(() => {
          photo.shrunk = shrunk;
        });
        blobs.push(shrunk);
      }
      // The shrunk copies have no EXIF: each one's place and time, read from its original, go beside it.
      const captures = await Promise.all(photos.map((photo) => sentCaptureOf(photo.file)));
      const images = await this.api.upload(token, blobs, (fraction) => runInAction(() => (this.progress = fraction)), captures);
      runInAction(() => {
        this.clear();
        this.status = 'idle';
      });
      void this.chat.send(text, { ...options, images });
      for (const photo of photos) photo.onSent?.(photo.file);
      return true;
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        // The server's French message; a cut network (no answer) is said in French too.
        this.error = error instanceof ApiError && error.status === undefined ? chatStoreTexts.errors.unreachable : errorMessage(error);
      });
      return false;
    }
  }

  private async shrink(file: Blob): Promise<Blob> {
    try {
      return await this.preparer.shrink(file);
    } catch (error) {
      console.error('Photo illisible', errorMessage(error));
      throw new Error(chatStoreTexts.photos.unreadable, { cause: error });
    }
  }

  private clear(): void {
    for (const photo of this.photos) this.urls.revoke(photo.preview);
    this.photos = [];
    this.progress = 0;
    this.error = undefined;
  }

  /** Sign-out: nothing picked stays on the device. */
  reset(): void {
    this.clear();
    this.status = 'idle';
    this.notice = undefined;
  }
}

/** The root's chat photos, made when the chat screen first needs them. */
export function chatPhotosOf(root: RootStore): ChatPhotosStore {
  root.chatPhotos ??= new ChatPhotosStore(root.chatPhotosApi, root.chat, () => root.accounts.token, root.photoPreparer);
  return root.chatPhotos;
}
