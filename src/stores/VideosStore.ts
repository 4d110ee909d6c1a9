import { makeAutoObservable, runInAction } from 'mobx';
import type { VideosApi, VideoUpload } from '../api/videosApi.ts';
import type { Video } from '../../shared/videoTypes.ts';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import { ApiError, errorMessage } from '../api/httpClient.ts';
import { UploadCancelledError } from '../api/uploadCancelledError.ts';
import { busyCall } from './busyCall.ts';

/** Newest first, as the server lists them: by `ts`, then by id. */
function newestFirst(videos: readonly Video[]): Video[] {
  return [...videos].sort((a, b) => b.ts - a.ts || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/**
 * Lapintube (issue 23): the family's videos, the member's upload, and the uploader's (or an
 * admin's) edits. The live connection pushes each video's preparation (progress, ready, failed);
 * a ready video is fetched again for its poster and url. Not persisted: the list is asked again
 * on each visit.
 */
export class VideosStore {
  videos: Video[] = [];
  status: 'idle' | 'loading' | 'error' = 'idle';
  /** Whether the list was read once (an empty list is then really empty). */
  loaded = false;
  error: string | undefined = undefined;
  /** The upload under way: `waiting` while the network is cut (it goes on by itself after). */
  uploadStatus: 'idle' | 'sending' | 'waiting' = 'idle';
  /** Bytes of the file sent so far, and its size. */
  uploadSent = 0;
  uploadTotal = 0;
  /** Where an upload begun before a reload was taken up, 0 to 1. */
  uploadResumedAt: number | undefined = undefined;
  /** The server's French reason when an upload was refused. */
  uploadError: string | undefined = undefined;
  /** The member cancelled the last upload. */
  uploadCancelled = false;
  /** The video being edited or deleted. */
  busyId: string | undefined = undefined;
  /** The server's French reason when an edit or a delete was refused. */
  actionError: string | undefined = undefined;
  /** Videos whose page could not be read, by id. */
  openError: Record<string, string> = {};

  private readonly api: VideosApi;
  private readonly getToken: () => string | undefined;
  /** Aborts the upload under way. */
  private uploadControl: AbortController | undefined = undefined;

  constructor(api: VideosApi, getToken: () => string | undefined) {
    this.api = api;
    this.getToken = getToken;
    makeAutoObservable<VideosStore, 'api' | 'getToken' | 'uploadControl'>(this, { api: false, getToken: false, uploadControl: false });
  }

  video(id: string): Video | undefined {
    return this.videos.find((video) => video.id === id);
  }

  get uploading(): boolean {
    return this.uploadStatus !== 'idle';
  }

  /** The fraction of the file sent, 0 to 1, while an upload runs. */
  get uploadProgress(): number | undefined {
    if (!this.uploading) return undefined;
    return this.uploadTotal > 0 ? Math.min(1, this.uploadSent / this.uploadTotal) : 0;
  }

  async load(): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    await busyCall(() => this.api.list(token), {
      busy: (on) => {
        if (on) this.status = 'loading';
      },
      error: (message) => {
        this.error = message;
        if (message !== undefined) this.status = 'error';
      },
      done: (videos) => {
        this.videos = newestFirst(videos);
        this.loaded = true;
        this.status = 'idle';
      },
    });
  }

  /** Reads one video again (its page, or once it is ready); kept in the list, newest first. */
  async refresh(id: string): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    try {
      const video = await this.api.get(token, id);
      runInAction(() => {
        this.put(video);
        delete this.openError[id];
      });
    } catch (error) {
      runInAction(() => {
        this.openError[id] = errorMessage(error);
        // Deleted meanwhile (no event says so): the device's copy must not stay on screen.
        if (error instanceof ApiError && error.status === 404) this.drop(id);
      });
    }
  }

  /** Sends the file; answers the new video (then `processing`), or undefined when refused or
   * cancelled. A cut network is waited out; the progress, the wait and a take-up are shown. */
  async upload(upload: VideoUpload): Promise<Video | undefined> {
    const token = this.getToken();
    if (!token || this.uploading) return undefined;
    const control = new AbortController();
    this.uploadControl = control;
    this.uploadStatus = 'sending';
    this.uploadSent = 0;
    this.uploadTotal = upload.file.size;
    this.uploadResumedAt = undefined;
    this.uploadError = undefined;
    this.uploadCancelled = false;
    // Reports of an upload that was cancelled or forgotten (sign-out) change nothing.
    const current = (change: () => void) =>
      runInAction(() => {
        if (this.uploadControl === control) change();
      });
    try {
      const video = await this.api.upload(
        token,
        upload,
        {
          onProgress: (sent, total) =>
            current(() => {
              this.uploadSent = sent;
              this.uploadTotal = total;
            }),
          onWaiting: () =>
            current(() => {
              this.uploadStatus = 'waiting';
            }),
          onSending: () =>
            current(() => {
              this.uploadStatus = 'sending';
            }),
          onResumed: (offset, total) =>
            current(() => {
              this.uploadResumedAt = total > 0 ? offset / total : 0;
            }),
        },
        control.signal,
      );
      current(() => {
        this.put(video);
        this.endUpload();
      });
      return video;
    } catch (error) {
      current(() => {
        if (error instanceof UploadCancelledError) this.uploadCancelled = true;
        else this.uploadError = errorMessage(error);
        this.endUpload();
      });
      return undefined;
    }
  }

  /** "Annuler l'envoi": the request stops and the server drops what it kept. */
  cancelUpload(): void {
    this.uploadControl?.abort();
  }

  async edit(id: string, title: string, description: string): Promise<boolean> {
    return this.onVideo(id, (token) => this.api.edit(token, id, title, description), (video) => this.put(video));
  }

  async remove(id: string): Promise<boolean> {
    return this.onVideo(id, (token) => this.api.remove(token, id), () => this.drop(id));
  }

  dismissErrors(): void {
    this.uploadError = undefined;
    this.uploadCancelled = false;
    this.actionError = undefined;
  }

  /** Live: `videoprogress`. A video this device does not hold yet (a relative's new one) is read. */
  applyProgress(id: string, progress: number): void {
    const video = this.video(id);
    if (!video) {
      if (this.loaded) void this.refresh(id);
      return;
    }
    if (video.status === 'processing' && progress >= video.progress) this.replace({ ...video, progress });
  }

  /** Live: `videoready`; the poster and url come with the video read again. */
  markReady(id: string): void {
    if (this.video(id) || this.loaded) void this.refresh(id);
  }

  /** Live: `videofailed`, with the server's French message. */
  markFailed(id: string, message: string): void {
    const video = this.video(id);
    if (video) this.replace({ ...video, status: 'failed', message });
  }

  /** After a (re)connection: what changed while offline comes with the list. */
  catchUp(): void {
    if (this.loaded) void this.load();
  }

  drop(id: string): void {
    this.videos = this.videos.filter((video) => video.id !== id);
  }

  /** Sign-out: nothing of the family's videos stays on the device. */
  reset(): void {
    this.videos = [];
    this.status = 'idle';
    this.loaded = false;
    this.error = undefined;
    // An upload under way stops, and the device forgets the uploads it could take up.
    this.uploadControl?.abort();
    this.endUpload();
    this.api.forgetUploads();
    this.uploadError = undefined;
    this.uploadCancelled = false;
    this.busyId = undefined;
    this.actionError = undefined;
    this.openError = {};
  }

  private endUpload(): void {
    this.uploadControl = undefined;
    this.uploadStatus = 'idle';
    this.uploadSent = 0;
    this.uploadTotal = 0;
    this.uploadResumedAt = undefined;
  }

  /** The thread of a video, changed by the video CommentsStore once the server kept the change. */
  changeComments(id: string, change: (comments: ArticleComment[]) => ArticleComment[]): void {
    const video = this.video(id);
    if (video) this.replace({ ...video, comments: change(video.comments) });
  }

  private put(video: Video): void {
    this.videos = newestFirst([...this.videos.filter((other) => other.id !== video.id), video]);
  }

  private replace(video: Video): void {
    this.videos = this.videos.map((other) => (other.id === video.id ? video : other));
  }

  private async onVideo<T>(id: string, call: (token: string) => Promise<T>, done: (reply: T) => void): Promise<boolean> {
    const token = this.getToken();
    if (!token) return false;
    return busyCall(() => call(token), {
      busy: (on) => {
        this.busyId = on ? id : undefined;
      },
      error: (message) => {
        this.actionError = message;
      },
      done,
    });
  }
}
