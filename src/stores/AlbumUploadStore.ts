import { makeAutoObservable, runInAction } from 'mobx';
import type { AlbumsApi, UploadPhoto } from '../api/albumsApi.ts';
import { ApiError, errorMessage } from '../api/httpClient.ts';
import { albumUploadTexts } from '../texts/albumUploadTexts.ts';
import type { StoredUpload, UploadQueuePersistence } from './uploadQueuePersistence.ts';
import { preparedForSending, type PhotoPreparer } from './preparePhoto.ts';
import { busyCall } from './busyCall.ts';
import { persist, type PersistOptions } from './persistence.ts';
import { DeviceUploadQueue } from './DeviceUploadQueue.ts';
import { nextBatch, spreadProgress, uploadLimits } from './uploadBatches.ts';
import { backToWaiting, hasArrived, isVideoFile, lineArrived, lineFailed, lineOf, lineSending, pickedRecords, previewUrl, recordArrived, recordFailed, requeue, type UploadLine } from './uploadLine.ts';
import { AlbumVideoSender } from './AlbumVideoSender.ts';
import { RetryWait, SendFailures, type NetworkWatch, type UploadQueueOptions } from './uploadRetries.ts';

const texts = albumUploadTexts;

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
 * - At most 5 photos per call (the server's limit) and two calls at a time (uploadBatches.ts).
 * - Videos picked with the photos go as they are, one at a time, through tus (AlbumVideoSender.ts).
 *
 * This class coordinates; the device's copy is DeviceUploadQueue, the line states uploadLine.ts,
 * the make-up of calls uploadBatches.ts, and retries, back-off and the network uploadRetries.ts.
 */
export class AlbumUploadStore {
  lines: UploadLine[] = [];
  /** 'Envoyer en qualité d'origine': photos picked while it is on are sent as they are. Kept on
   * the device (key lapin.uploads), so a traveller who chose originals keeps the choice. */
  originalQuality = false;
  /** Why the queue waits, when it does: offline, or a retry after a failed call. */
  notice: string | undefined = undefined;
  pickError: string | undefined = undefined;
  /** Albums this relative may add photos to (`/api/album/open`), empty ones included. */
  openAlbums: string[] = [];
  readonly restored: Promise<unknown>;

  private calls = 0;
  private preparing = false;
  private loaded: Promise<void> | undefined;
  private counter = 0;
  private readonly queue: DeviceUploadQueue;
  private readonly sendFailures = new SendFailures();
  private readonly retryWait: RetryWait;
  private readonly api: AlbumsApi;
  private readonly getToken: () => string | undefined;
  private readonly preparer: PhotoPreparer;
  private readonly videos: AlbumVideoSender;

  constructor(
    api: AlbumsApi,
    getToken: () => string | undefined,
    ports: { persistence: UploadQueuePersistence; preparer: PhotoPreparer; network: NetworkWatch },
    options: UploadQueueOptions & Partial<PersistOptions> = {},
  ) {
    this.api = api;
    this.getToken = getToken;
    this.queue = new DeviceUploadQueue(ports.persistence);
    this.preparer = ports.preparer;
    this.retryWait = new RetryWait(ports.network, () => this.pump(), options);
    this.videos = new AlbumVideoSender(api, {
      record: (id) => this.queue.get(id),
      arrived: (record) => this.finish(record, 'done'),
      failed: (record, reason) => this.giveUp([record], reason),
      setNotice: (notice) => runInAction(() => (this.notice = notice)),
      isOnline: () => this.retryWait.isOnline(),
      pump: () => this.pump(),
    });
    // The queue's helpers and transport are not state a screen reads.
    const plain = { queue: false, sendFailures: false, retryWait: false, api: false, getToken: false, preparer: false, videos: false, restored: false } as const;
    makeAutoObservable<AlbumUploadStore, 'queue' | 'sendFailures' | 'retryWait' | 'api' | 'getToken' | 'preparer' | 'videos'>(this, plain);
    // Only the choice: the queue itself lives in IndexedDB (DeviceUploadQueue).
    this.restored = persist(this, 'uploads', ['originalQuality'], { storage: options.storage ?? null });
  }

  /** Lines of one album, in send order. */
  linesOf(album: string): UploadLine[] {
    return this.lines.filter((line) => line.album === album);
  }

  /** Photos of the album still to send (preparing, waiting, sending or failed). */
  pendingIn(album: string): number {
    return this.linesOf(album).filter((line) => !hasArrived(line)).length;
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
    this.retryWait.listen();
    const stored = await this.queue.load();
    runInAction(() => {
      this.lines.push(...stored.map(lineOf));
    });
    this.pump();
  }

  /** A relative picks photos (and videos) for an album: 1 to 200 at once. */
  async add(album: string, files: readonly File[]): Promise<void> {
    this.pickError = undefined;
    if (files.length === 0) return;
    if (files.length > uploadLimits.maxPicked) {
      this.pickError = texts.tooMany(files.length);
      return;
    }
    await this.resume();
    const originalQuality = this.originalQuality;
    const takenAt = await Promise.all(files.map((file) => (isVideoFile(file) ? undefined : this.preparer.takenAt(file).catch(() => undefined))));
    const records = pickedRecords(album, files, takenAt, originalQuality, () => (this.counter++).toString(36));
    await this.queue.add(records);
    runInAction(() => {
      this.lines.push(...records.map(lineOf));
    });
    this.pump();
  }

  /** 'Réessayer' on a failed line. */
  retry(id: string): void {
    const line = this.line(id);
    const record = this.queue.get(id);
    if (!line || !record || line.status !== 'failed') return;
    this.sendFailures.forget(id);
    requeue(record, line);
    void this.queue.save(record);
    this.pump();
  }

  /** Takes the finished lines (done, déjà là) of an album off the list. */
  clearFinished(album: string): void {
    this.forget(this.linesOf(album).filter(hasArrived).map((line) => line.id));
  }

  /** Sign-out: the queue belonged to the relative who leaves; nothing of it stays on the device. */
  reset(): void {
    this.forget(this.lines.map((line) => line.id));
    this.openAlbums = [];
    this.originalQuality = false;
    this.notice = undefined;
    this.pickError = undefined;
    this.retryWait.reset();
    this.videos.cancel();
  }

  dispose(): void {
    this.retryWait.dispose();
  }

  private forget(ids: string[]): void {
    const gone = new Set(ids);
    for (const line of this.lines) if (gone.has(line.id) && line.preview) URL.revokeObjectURL(line.preview);
    this.lines = this.lines.filter((line) => !gone.has(line.id));
    this.queue.forget(ids);
  }

  private line(id: string): UploadLine | undefined {
    return this.lines.find((line) => line.id === id);
  }

  private pump(): void {
    void this.prepareNext();
    this.sendNext();
  }

  /** One photo at a time: decoding a 12 MP photo takes a phone's memory. */
  private async prepareNext(): Promise<void> {
    if (this.preparing) return;
    const next = this.lines.find((line) => line.status === 'preparing');
    const record = next && this.queue.get(next.id);
    if (!next || !record?.blob) return;
    this.preparing = true;
    try {
      const prepared = await preparedForSending(this.preparer, record.blob, record.originalQuality, record.name);
      const { preview } = prepared;
      Object.assign(record, prepared, { prepared: true });
      await this.queue.save(record);
      runInAction(() => {
        if (!this.queue.has(record.id)) return;
        next.status = 'waiting';
        next.preview ??= previewUrl(preview);
      });
    } catch (error) {
      recordFailed(record, texts.unreadable);
      console.error('Photo illisible', record.name, errorMessage(error));
      await this.queue.save(record);
      runInAction(() => lineFailed(next, texts.unreadable));
    } finally {
      runInAction(() => {
        this.preparing = false;
      });
    }
    this.pump();
  }

  /** Starts calls while fewer than two are in flight. */
  private sendNext(): void {
    const token = this.getToken();
    if (!token || this.retryWait.waiting) return;
    if (!this.retryWait.isOnline()) {
      if (this.lines.some((line) => line.status === 'waiting')) this.notice = texts.offline;
      return;
    }
    this.videos.next(token, this.lines);
    while (this.calls < uploadLimits.parallelCalls) {
      const batch = nextBatch(this.lines, this.sendFailures.goesAlone);
      if (!batch) return;
      void this.send(token, batch);
    }
  }

  private async send(token: string, batch: UploadLine[]): Promise<void> {
    const records = batch.map((line) => this.queue.get(line.id)).filter((record) => record !== undefined);
    const photos: UploadPhoto[] = records.flatMap((record) => (record.blob && record.sha256 ? [{ blob: record.blob, sha256: record.sha256, capture: record.capture }] : []));
    const album = batch[0]?.album ?? '';
    this.calls += 1;
    this.notice = undefined;
    for (const line of batch) lineSending(line);
    const sizes = photos.map((photo) => photo.blob.size);
    const onProgress = (fraction: number) => runInAction(() => spreadProgress(batch, fraction, sizes));
    const before = await this.queue.markUncertain(records);
    const answered = (rest: StoredUpload[]) => this.queue.markAnswered(rest, before);
    try {
      const outcome = await this.api.uploadPhotos(token, album, photos, onProgress);
      this.retryWait.succeeded();
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
      runInAction(() => (this.calls -= 1));
      this.pump();
    }
  }

  private async finish(record: StoredUpload, status: 'done' | 'duplicate'): Promise<void> {
    this.sendFailures.forget(record.id);
    recordArrived(record, status);
    await this.queue.save(record);
    runInAction(() => lineArrived(this.line(record.id), status));
  }

  private async giveUp(records: StoredUpload[], reason: string): Promise<void> {
    for (const record of records) recordFailed(record, reason);
    await Promise.all(records.map((record) => this.queue.save(record)));
    runInAction(() => records.forEach((record) => lineFailed(this.line(record.id), reason)));
  }

  private back(records: StoredUpload[]): void {
    runInAction(() => records.forEach((record) => backToWaiting(this.line(record.id))));
  }

  private async failed(records: StoredUpload[], error: unknown): Promise<void> {
    const next = this.sendFailures.afterFailure(records.map((record) => record.id), error);
    if (next === 'give-up') return this.giveUp(records, errorMessage(error));
    // A cut call leaves its photos marked uncertain (set before sending): the server may hold them.
    this.back(records);
    if (next === 'split') return;
    this.retryWait.failed();
    runInAction(() => {
      this.notice = this.retryWait.isOnline() ? (next === 'retry-server' ? texts.serverRetry : texts.cut) : texts.offline;
    });
  }
}
