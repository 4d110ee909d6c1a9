import { runInAction } from 'mobx';
import type { AlbumsApi } from '../api/albumsApi.ts';
import { errorMessage } from '../api/httpClient.ts';
import type { ResumableUploadEvents } from '../api/resumableUpload.ts';
import { UploadCancelledError } from '../api/uploadCancelledError.ts';
import { albumUploadTexts } from '../texts/albumUploadTexts.ts';
import { lineSending, type UploadLine } from './uploadLine.ts';
import type { StoredUpload } from './uploadQueuePersistence.ts';

const texts = albumUploadTexts;

/** What the upload queue lends the sender: the device's copy of a line, and how a line ends. */
export interface AlbumVideoSenderHost {
  record(id: string): StoredUpload | undefined;
  arrived(record: StoredUpload): Promise<void>;
  failed(record: StoredUpload, reason: string): Promise<void>;
  setNotice(notice: string | undefined): void;
  isOnline(): boolean;
  /** The sender is free again: the queue goes on. */
  pump(): void;
}

/**
 * The videos a member picks for an album (issue 38) go one at a time, as they are, through tus
 * (resumableUpload.ts), so that what reached the server is never sent again:
 * - a cut is waited out by the upload itself (back-off, then the browser's « online »), which then
 *   asks the server where it stands and sends only the rest; the queue's notice says it waits;
 * - the video stays in the device's queue (IndexedDB) until the album holds it: after a reload the
 *   same file is sent again, and tus-js-client takes up its upload from the stored URL;
 * - a refusal (album closed, file not a video, too long…) ends the line with the server's French
 *   message, for « Réessayer ».
 */
export class AlbumVideoSender {
  private controller: AbortController | undefined;

  constructor(
    private readonly api: AlbumsApi,
    private readonly host: AlbumVideoSenderHost,
  ) {}

  /** Starts the first waiting video, unless one is on its way. */
  next(token: string, lines: readonly UploadLine[]): void {
    if (this.controller) return;
    const line = lines.find((candidate) => candidate.kind === 'video' && candidate.status === 'waiting');
    const record = line && this.host.record(line.id);
    if (!line || !record?.blob) return;
    void this.send(token, line, record, record.blob);
  }

  /** Sign-out: the upload stops, and the server drops what it kept. */
  cancel(): void {
    this.controller?.abort();
    this.controller = undefined;
  }

  private async send(token: string, line: UploadLine, record: StoredUpload, blob: Blob): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    runInAction(() => lineSending(line));
    const events: ResumableUploadEvents = {
      onProgress: (sent, total) =>
        runInAction(() => {
          line.progress = total > 0 ? Math.min(1, sent / total) : 0;
        }),
      onWaiting: () => this.host.setNotice(this.host.isOnline() ? texts.cut : texts.offline),
      onSending: () => this.host.setNotice(undefined),
      onResumed: (offset, total) =>
        runInAction(() => {
          line.progress = total > 0 ? offset / total : 0;
        }),
    };
    try {
      await this.api.uploadVideo(token, line.album, { blob, name: record.name }, events, controller.signal);
      this.host.setNotice(undefined);
      await this.host.arrived(record);
    } catch (error) {
      if (!(error instanceof UploadCancelledError)) await this.host.failed(record, errorMessage(error));
    } finally {
      if (this.controller === controller) this.controller = undefined;
      this.host.pump();
    }
  }
}
