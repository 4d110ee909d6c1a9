import { makeAutoObservable, runInAction } from 'mobx';
import type { AlbumsApi, UploadPhoto } from '../api/albumsApi.ts';
import { ApiError, errorMessage } from '../api/httpClient.ts';
import { albumLimits } from '../../shared/albumLimits.ts';
import { albumTexts } from '../texts/albumTexts.ts';
import type { StoredUpload, UploadQueuePersistence } from './uploadQueuePersistence.ts';
import { busyCall } from './busyCall.ts';

const texts = albumTexts.upload;

/** A line of the queue: preparing (hash, shrink), waiting, sending n %, done, failed, déjà là. */
export type UploadStatus = 'preparing' | 'waiting' | 'sending' | 'done' | 'failed' | 'duplicate';

export interface UploadLine {
  id: string;
  album: string;
  name: string;
  status: UploadStatus;
  /** Fraction of the photo's bytes sent, 0 to 1, while sending. */
  progress: number;
  error?: string;
}

/** What the browser does to a photo before it leaves the device (preparePhoto.ts). */
export interface PhotoPreparer {
  /** SHA-256 hex of the bytes. */
  hash(blob: Blob): Promise<string>;
  /** Upright, long side at most 2048 px (the issue allows up to 2560), JPEG about 0.85, no metadata. */
  shrink(blob: Blob): Promise<Blob>;
  /** When the photo was taken (ms since 1970), from its EXIF, if it says so. */
  takenAt(blob: Blob): Promise<number | undefined>;
}

export interface NetworkWatch {
  isOnline(): boolean;
  /** Calls back when the device is back online; answers the unsubscribe. */
  onOnline(listener: () => void): () => void;
}

export interface UploadQueueOptions {
  /** First wait after a failed call, doubled at each failure in a row up to `maxRetryMs`. */
  retryBaseMs?: number;
  maxRetryMs?: number;
}

export const uploadLimits = {
  /** Photos picked in one go. */
  maxPicked: 200,
  /** Photos per call: the server's limit. */
  perCall: albumLimits.maxImagesPerUpload,
  /** Calls in flight at once. */
  parallelCalls: 2,
  /** A server failure (5xx) is tried again this many times before its line says so. */
  serverRetries: 3,
} as const;

/** A refusal that no retry will change: the line fails with the server's French reason. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500;
}

/**
 * The member's upload queue. Guarantees, and what keeps them:
 * - Nothing picked is lost to a reload or a network cut: each photo is written to the device's
 *   queue (IndexedDB) as soon as it is picked, and again when prepared; a line leaves the queue
 *   only when the album holds the photo. After a reload, `resume` goes on with what is left; a cut
 *   call is tried again with back-off, and at once when the browser says it is back online.
 * - A photo is never stored twice: each carries the SHA-256 of its original bytes, and the server
 *   refuses a hash the album holds (409) for the whole call. That photo is then "déjà là" — or
 *   done, when an earlier call carrying it was cut before its answer (it arrived then) — and the
 *   call's other photos go back to waiting, to be sent again.
 * - At most 5 photos per call (the server's limit) and two calls at a time.
 */
export class AlbumUploadStore {
  lines: UploadLine[] = [];
  /** 'Envoyer en qualité d'origine': photos picked while it is on are sent as they are. */
  originalQuality = false;
  /** Why the queue waits, when it does: offline, or a retry after a failed call. */
  notice: string | undefined = undefined;
  pickError: string | undefined = undefined;
  /** Albums this relative may add photos to (`/api/album/open`), empty ones included. */
  openAlbums: string[] = [];

  private readonly records = new Map<string, StoredUpload>();
  private readonly sendFailures = new Map<string, number>();
  private calls = 0;
  private preparing = false;
  private failuresInARow = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private unsubscribe: (() => void) | undefined;
  private loaded: Promise<void> | undefined;
  private counter = 0;
  private readonly api: AlbumsApi;
  private readonly getToken: () => string | undefined;
  private readonly persistence: UploadQueuePersistence;
  private readonly preparer: PhotoPreparer;
  private readonly network: NetworkWatch;
  private readonly retryBaseMs: number;
  private readonly maxRetryMs: number;

  constructor(
    api: AlbumsApi,
    getToken: () => string | undefined,
    ports: { persistence: UploadQueuePersistence; preparer: PhotoPreparer; network: NetworkWatch },
    options: UploadQueueOptions = {},
  ) {
    this.api = api;
    this.getToken = getToken;
    this.persistence = ports.persistence;
    this.preparer = ports.preparer;
    this.network = ports.network;
    this.retryBaseMs = options.retryBaseMs ?? 1000;
    this.maxRetryMs = options.maxRetryMs ?? 30_000;
    makeAutoObservable<AlbumUploadStore, 'records' | 'sendFailures' | 'api' | 'getToken' | 'persistence' | 'preparer' | 'network'>(this, {
      records: false,
      sendFailures: false,
      api: false,
      getToken: false,
      persistence: false,
      preparer: false,
      network: false,
    });
  }

  /** Lines of one album, in send order. */
  linesOf(album: string): UploadLine[] {
    return this.lines.filter((line) => line.album === album);
  }

  /** Photos of the album still to send (preparing, waiting, sending or failed). */
  pendingIn(album: string): number {
    return this.linesOf(album).filter((line) => line.status !== 'done' && line.status !== 'duplicate').length;
  }

  setOriginalQuality(on: boolean): void {
    this.originalQuality = on;
  }

  /** Where 'Ajouter des photos' shows. A failure leaves the last answer: the button is a
   * convenience, and the server checks every upload anyway. */
  async loadOpenAlbums(): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    await busyCall(() => this.api.openAlbums(token), {
      log: 'Albums ouverts illisibles',
      done: (albums) => {
        this.openAlbums = albums;
      },
    });
  }

  /** Reads the device's queue once (after a reload) and goes on with what is left. */
  resume(): Promise<void> {
    this.loaded ??= this.load();
    return this.loaded;
  }

  private async load(): Promise<void> {
    this.unsubscribe = this.network.onOnline(() => this.wake());
    let stored: StoredUpload[] = [];
    try {
      stored = await this.persistence.loadAll();
    } catch (error) {
      console.error("La file d'envoi de l'appareil est illisible", errorMessage(error));
    }
    runInAction(() => {
      for (const record of stored.sort((a, b) => a.order - b.order)) {
        this.records.set(record.id, record);
        this.lines.push({
          id: record.id,
          album: record.album,
          name: record.name,
          status: record.prepared || record.status !== 'waiting' ? record.status : 'preparing',
          progress: 0,
          error: record.error,
        });
      }
    });
    this.pump();
  }

  /** A relative picks photos for an album: 1 to 200 at once. */
  async add(album: string, files: readonly File[]): Promise<void> {
    this.pickError = undefined;
    if (files.length === 0) return;
    if (files.length > uploadLimits.maxPicked) {
      this.pickError = texts.tooMany(files.length);
      return;
    }
    await this.resume();
    const originalQuality = this.originalQuality;
    const dated = await Promise.all(
      files.map(async (file, index) => ({ file, index, takenAt: await this.preparer.takenAt(file).catch(() => undefined) })),
    );
    // The album keeps the order photos arrive in: taken first, sent first.
    dated.sort((a, b) => (a.takenAt ?? Number.MAX_SAFE_INTEGER) - (b.takenAt ?? Number.MAX_SAFE_INTEGER) || a.index - b.index);
    const base = Date.now() * 1000;
    const records = dated.map(({ file }, position): StoredUpload => ({
      id: `${base.toString(36)}-${(this.counter++).toString(36)}`,
      album,
      name: file.name,
      blob: file,
      prepared: false,
      originalQuality,
      status: 'waiting',
      order: base + position,
    }));
    await Promise.all(records.map((record) => this.save(record)));
    runInAction(() => {
      for (const record of records) {
        this.records.set(record.id, record);
        this.lines.push({ id: record.id, album, name: record.name, status: 'preparing', progress: 0 });
      }
    });
    this.pump();
  }

  /** 'Réessayer' on a failed line. */
  retry(id: string): void {
    const line = this.line(id);
    const record = this.records.get(id);
    if (!line || !record || line.status !== 'failed') return;
    this.sendFailures.delete(id);
    record.status = 'waiting';
    record.error = undefined;
    void this.save(record);
    line.status = record.prepared ? 'waiting' : 'preparing';
    line.error = undefined;
    this.pump();
  }

  /** Takes the finished lines (done, déjà là) of an album off the list. */
  clearFinished(album: string): void {
    const finished = this.linesOf(album).filter((line) => line.status === 'done' || line.status === 'duplicate').map((line) => line.id);
    this.forget(finished);
  }

  /** Sign-out: the queue belonged to the relative who leaves; nothing of it stays on the device. */
  reset(): void {
    this.forget(this.lines.map((line) => line.id));
    this.openAlbums = [];
    this.notice = undefined;
    this.pickError = undefined;
    this.failuresInARow = 0;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  dispose(): void {
    this.unsubscribe?.();
    clearTimeout(this.retryTimer);
  }

  private forget(ids: string[]): void {
    const gone = new Set(ids);
    this.lines = this.lines.filter((line) => !gone.has(line.id));
    for (const id of ids) this.records.delete(id);
    void this.persistence.remove(ids).catch((error: unknown) => console.error("File d'envoi non mise à jour", errorMessage(error)));
  }

  private line(id: string): UploadLine | undefined {
    return this.lines.find((line) => line.id === id);
  }

  private async save(record: StoredUpload): Promise<void> {
    try {
      await this.persistence.put(record);
    } catch (error) {
      // A full device keeps the queue in memory: it still goes, only a reload would lose it.
      console.error("File d'envoi non enregistrée sur l'appareil", errorMessage(error));
    }
  }

  /** The device is back online, or a back-off wait is over. */
  private wake(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.pump();
  }

  private pump(): void {
    void this.prepareNext();
    this.sendNext();
  }

  /** One photo at a time: decoding a 12 MP photo takes a phone's memory. */
  private async prepareNext(): Promise<void> {
    if (this.preparing) return;
    const next = this.lines.find((line) => line.status === 'preparing');
    const record = next && this.records.get(next.id);
    if (!next || !record?.blob) return;
    this.preparing = true;
    try {
      const original = record.blob;
      const sha256 = await this.preparer.hash(original);
      const blob = record.originalQuality ? original : await this.preparer.shrink(original);
      Object.assign(record, { sha256, blob, prepared: true });
      await this.save(record);
      runInAction(() => {
        if (this.records.has(record.id)) next.status = 'waiting';
      });
    } catch (error) {
      record.status = 'failed';
      record.error = texts.unreadable;
      console.error('Photo illisible', record.name, errorMessage(error));
      await this.save(record);
      runInAction(() => {
        next.status = 'failed';
        next.error = texts.unreadable;
      });
    } finally {
      runInAction(() => {
        this.preparing = false;
      });
    }
    this.pump();
  }

  /** Starts calls while fewer than two are in flight. A call takes up to 5 ready photos of one
   * album, and waits for 5 while that album still has photos being prepared. */
  private sendNext(): void {
    const token = this.getToken();
    if (!token || this.retryTimer !== undefined) return;
    if (!this.network.isOnline()) {
      if (this.lines.some((line) => line.status === 'waiting')) this.notice = texts.offline;
      return;
    }
    while (this.calls < uploadLimits.parallelCalls) {
      const batch = this.nextBatch();
      if (!batch) return;
      void this.send(token, batch);
    }
  }

  private nextBatch(): UploadLine[] | undefined {
    const first = this.lines.find((line) => line.status === 'waiting');
    if (!first) return undefined;
    const ready = this.lines.filter((line) => line.album === first.album && line.status === 'waiting');
    const alone = ready.find((line) => (this.sendFailures.get(line.id) ?? 0) < 0);
    if (alone) return [alone];
    const stillPreparing = this.lines.some((line) => line.album === first.album && line.status === 'preparing');
    if (ready.length < uploadLimits.perCall && stillPreparing) return undefined;
    return ready.filter((line) => (this.sendFailures.get(line.id) ?? 0) >= 0).slice(0, uploadLimits.perCall);
  }

  private async send(token: string, batch: UploadLine[]): Promise<void> {
    const records = batch.map((line) => this.records.get(line.id)).filter((record) => record !== undefined);
    const photos: UploadPhoto[] = records.flatMap((record) => (record.blob && record.sha256 ? [{ blob: record.blob, sha256: record.sha256 }] : []));
    const album = batch[0]?.album ?? '';
    this.calls += 1;
    this.notice = undefined;
    for (const line of batch) {
      line.status = 'sending';
      line.progress = 0;
    }
    // The body is sent in order: each photo's share of it tells how far that photo is.
    const total = photos.reduce((sum, photo) => sum + photo.blob.size, 0) || 1;
    const onProgress = (fraction: number) => {
      runInAction(() => {
        let start = 0;
        photos.forEach((photo, index) => {
          const line = batch[index];
          if (line) line.progress = Math.max(0, Math.min(1, (fraction * total - start) / (photo.blob.size || 1)));
          start += photo.blob.size;
        });
      });
    };
    // Until the server answers, the album may come to hold these photos: a reload or a cut now
    // leaves them marked so, and a later 409 for one of them means it arrived then.
    const before = new Map(records.map((record) => [record.id, record.uncertain === true]));
    await Promise.all(records.filter((record) => !record.uncertain).map((record) => this.save(Object.assign(record, { uncertain: true }))));
    /** An answer came: this call stored nothing, so only an earlier cut call may have. */
    const answered = (rest: StoredUpload[]) =>
      Promise.all(rest.filter((record) => !before.get(record.id)).map((record) => this.save(Object.assign(record, { uncertain: false }))));
    try {
      const outcome = await this.api.uploadPhotos(token, album, photos, onProgress);
      this.failuresInARow = 0;
      if (outcome.kind === 'added') {
        await Promise.all(records.map((record) => this.finish(record, 'done')));
      } else {
        const held = records.find((record) => record.sha256 === outcome.sha256);
        if (held) await this.finish(held, before.get(held.id) ? 'done' : 'duplicate');
        const rest = records.filter((record) => record !== held);
        await answered(rest);
        this.back(rest);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status !== undefined) await answered(records);
      await this.failed(records, error);
    } finally {
      runInAction(() => {
        this.calls -= 1;
      });
      this.pump();
    }
  }

  private async finish(record: StoredUpload, status: 'done' | 'duplicate'): Promise<void> {
    Object.assign(record, { status, blob: null, error: undefined });
    this.sendFailures.delete(record.id);
    await this.save(record);
    runInAction(() => {
      const line = this.line(record.id);
      if (!line) return;
      line.status = status;
      line.progress = 1;
    });
  }

  private back(records: StoredUpload[]): void {
    runInAction(() => {
      for (const record of records) {
        const line = this.line(record.id);
        if (line?.status === 'sending') line.status = 'waiting';
      }
    });
  }

  private async failed(records: StoredUpload[], error: unknown): Promise<void> {
    if (isRefusal(error) && error.status !== 401 && records.length > 1) {
      // One photo of the call may be the cause (too heavy, not an image): each goes alone.
      for (const record of records) this.sendFailures.set(record.id, -1);
      this.back(records);
      return;
    }
    const serverFailure = error instanceof ApiError && error.status !== undefined;
    const giveUp = isRefusal(error) || records.some((record) => (this.sendFailures.get(record.id) ?? 0) + 1 >= uploadLimits.serverRetries);
    if (serverFailure && giveUp) {
      const reason = errorMessage(error);
      for (const record of records) {
        Object.assign(record, { status: 'failed', error: reason });
        this.sendFailures.delete(record.id);
        await this.save(record);
      }
      runInAction(() => {
        for (const record of records) {
          const line = this.line(record.id);
          if (line) Object.assign(line, { status: 'failed', error: reason, progress: 0 });
        }
      });
      return;
    }
    // A cut call leaves its photos marked uncertain (set before sending): the server may hold them.
    if (serverFailure) for (const record of records) this.sendFailures.set(record.id, Math.max(0, this.sendFailures.get(record.id) ?? 0) + 1);
    this.back(records);
    this.waitBeforeRetry(serverFailure ? texts.serverRetry : texts.cut);
  }

  private waitBeforeRetry(reason: string): void {
    this.failuresInARow += 1;
    runInAction(() => {
      this.notice = this.network.isOnline() ? reason : texts.offline;
    });
    if (this.retryTimer !== undefined) return;
    const wait = Math.min(this.maxRetryMs, this.retryBaseMs * 2 ** (this.failuresInARow - 1));
    this.retryTimer = setTimeout(() => this.wake(), wait);
  }
}
