import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage } from '../api/httpClient.ts';
import type { SharedFile } from '../serviceWorker/sharedFiles.ts';
import { shareTexts } from '../texts/shareTexts.ts';
import type { RootStore } from './RootStore.ts';

/** Where the service worker left the shared files (Cache Storage in the browser). */
export interface SharedFilesInbox {
  read(): Promise<SharedFile[]>;
  forget(ids: readonly string[]): Promise<void>;
  /** How many wait, without reading them (the sign-out asks). */
  count(): Promise<number>;
  /** Sign-out: every waiting file leaves the device. */
  clear(): Promise<void>;
}

/** A shared file as the sheet shows it: kind and an object URL for its thumbnail. */
export type SharedItem = { id: string; file: File; kind: 'photo' | 'video'; preview: string };

export type SharedFilesStatus = 'idle' | 'loading' | 'error';

/**
 * The files shared from the phone's gallery (issue 38), until a queue holds them. Guarantee (with
 * src/serviceWorker/sharedFiles.ts): a file leaves the device's inbox only after the album queue
 * wrote it to its own queue on the device (`AlbumUploadStore.add` resolved without refusing the
 * pick), or the chat sent it, or the relative gave the share up. Anything else stays, shown again
 * the next time the share screen opens.
 */
export class SharedFilesStore {
  items: SharedItem[] = [];
  status: SharedFilesStatus = 'idle';
  error: string | undefined = undefined;
  /** What happened to part of the share, when the rest waits (videos and photos past five for the chat). */
  notice: string | undefined = undefined;
  private readonly inbox: SharedFilesInbox;

  constructor(inbox: SharedFilesInbox) {
    this.inbox = inbox;
    makeAutoObservable<SharedFilesStore, 'inbox'>(this, { inbox: false });
  }

  get photos(): SharedItem[] {
    return this.items.filter((item) => item.kind === 'photo');
  }

  get videos(): SharedItem[] {
    return this.items.filter((item) => item.kind === 'video');
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = undefined;
    try {
      const shared = await this.inbox.read();
      runInAction(() => {
        const known = new Set(this.items.map((item) => item.id));
        const fresh = shared.filter((entry) => !known.has(entry.id)).map(itemOf);
        this.items = [...this.items, ...fresh];
        this.status = 'idle';
      });
    } catch (error) {
      console.error('Partage illisible', errorMessage(error));
      runInAction(() => {
        this.status = 'error';
        this.error = shareTexts.unreadable;
      });
    }
  }

  /** Hands files to a queue; `accept` resolves with the files that queue now holds. */
  async handOver(items: readonly SharedItem[], accept: (files: File[]) => Promise<readonly File[]>): Promise<void> {
    const held = new Set(await accept(items.map((item) => item.file)));
    await this.forget(items.filter((item) => held.has(item.file)).map((item) => item.id));
  }

  setNotice(notice: string | undefined): void {
    this.notice = notice;
  }

  /** Sign-out: the sheet forgets what it showed (the root empties the device's inbox). */
  reset(): void {
    for (const item of this.items) URL.revokeObjectURL(item.preview);
    this.items = [];
    this.notice = undefined;
    this.error = undefined;
    this.status = 'idle';
  }

  discard(): Promise<void> {
    return this.forget(this.items.map((item) => item.id));
  }

  /** Called with the ids a queue holds: they leave the device's inbox, then the sheet. */
  async forget(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    try {
      await this.inbox.forget(ids);
    } catch (error) {
      // The queue holds them: at worst the sheet offers them once more, never loses them.
      console.error('Partage non effacé', errorMessage(error));
    }
    runInAction(() => {
      const gone = new Set(ids);
      for (const item of this.items) if (gone.has(item.id)) URL.revokeObjectURL(item.preview);
      this.items = this.items.filter((item) => !gone.has(item.id));
    });
  }
}

function itemOf({ id, file }: SharedFile): SharedItem {
  return { id, file, kind: file.type.startsWith('video/') ? 'video' : 'photo', preview: URL.createObjectURL(file) };
}

/** The root's shared files, made when the share screen first needs them (so its code loads with it). */
export function sharedFilesOf(root: RootStore): SharedFilesStore {
  root.sharedFiles ??= new SharedFilesStore(root.sharedInbox);
  return root.sharedFiles;
}
