import type { SentCapture } from '../../shared/sentCapture.ts';

/** A photo of the upload queue as it is kept on the device. `blob` is the original as picked until
 * the photo is prepared (hashed, then shrunk unless sent at original quality), then the bytes to
 * send; null once the photo is in the album, so only its line stays. */
export interface StoredUpload {
  id: string;
  album: string;
  /** The picked file's name, shown on its line. */
  name: string;
  /** Issue 38: a video goes as it is, through tus (AlbumVideoSender.ts); a photo has no kind. */
  kind?: 'video';
  blob: Blob | null;
  prepared: boolean;
  /** SHA-256 hex of the original bytes, set when prepared. */
  sha256?: string;
  /** Where and when the original says it was taken, read before it was shrunk (the copy has no
   * EXIF): sent beside it as the `capture` field. */
  capture?: SentCapture;
  /** The line's thumbnail (96 px JPEG, a few kB), made when prepared and kept with the line. */
  preview?: Blob;
  /** 'Envoyer en qualité d'origine': the original bytes are sent as they are. */
  originalQuality: boolean;
  status: 'waiting' | 'done' | 'failed' | 'duplicate';
  error?: string;
  /** A call carrying this photo was cut before its answer: the server may hold it already. */
  uncertain?: boolean;
  /** Send order: the date the photo was taken when its EXIF says so, else when it was picked. */
  order: number;
}

/** Where the queue lives between reloads: IndexedDB in the browser (uploadQueueDb.ts), memory in
 * tests and stories. */
export interface UploadQueuePersistence {
  loadAll(): Promise<StoredUpload[]>;
  put(item: StoredUpload): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
}

export function memoryUploadQueue(initial: readonly StoredUpload[] = []): UploadQueuePersistence & { items: Map<string, StoredUpload> } {
  const items = new Map(initial.map((item) => [item.id, { ...item }]));
  return {
    items,
    loadAll: () => Promise.resolve([...items.values()].map((item) => ({ ...item }))),
    put(item) {
      items.set(item.id, { ...item });
      return Promise.resolve();
    },
    remove(ids) {
      for (const id of ids) items.delete(id);
      return Promise.resolve();
    },
  };
}
