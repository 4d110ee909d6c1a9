import type { DetailedError, HttpResponse, PreviousUpload, UploadOptions } from 'tus-js-client';
import { videoUploadTexts } from '../texts/videoUploadTexts.ts';
import { ApiError } from './httpClient.ts';
import { forgetStoredTusUploads } from './tusStorage.ts';
import { UploadCancelledError } from './uploadCancelledError.ts';

/**
 * A video goes up through tus 1.0 at /api/upload/ (issue 23), so that what reached the server is
 * never sent again:
 * - in 5 MB chunks: the server keeps every byte it received, even from a PATCH cut half-way, so a
 *   cut costs at most the bytes in flight, and never more than one chunk (a proxy that holds a
 *   whole request body before passing it on loses that body);
 * - a cut is waited out: a failed request is tried again after `uploadRetryDelaysMs`, and while
 *   the browser knows it is offline the upload waits for the network to come back, however long;
 *   each time it first asks the server for its offset (HEAD) and sends only the rest;
 * - after a reload, the same file (same name, size and date) chosen again takes up its upload:
 *   tus-js-client keeps each upload's URL in localStorage under the file's fingerprint (the session
 *   token travels in `Authorization`, never in what is stored), and forgets it once done.
 */
export const uploadChunkBytes = 5 * 1024 * 1024;
export const uploadRetryDelaysMs = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

/** Where standard tus clients point (server/videos/tusUploads.ts). */
export const tusEndpoint = '/api/upload/';
/** The answer to the last PATCH names the video the upload became. */
const videoIdHeader = 'Lapin-Video-Id';

/** The part of tus-js-client's Upload Lapin uses: a fake stands in for it in unit tests. */
export interface TusUpload {
  start(): void;
  abort(shouldTerminate?: boolean): Promise<void>;
  findPreviousUploads(): Promise<PreviousUpload[]>;
  resumeFromPreviousUpload(previous: PreviousUpload): void;
}

export type TusUploadFactory = (file: Blob, options: UploadOptions) => Promise<TusUpload>;

/** The network as the browser sees it. */
export interface Network {
  online(): boolean;
  /** Calls back once the browser is online again; answers how to stop waiting. */
  whenOnline(callback: () => void): () => void;
}

export const browserNetwork: Network = {
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  whenOnline(callback) {
    window.addEventListener('online', callback, { once: true });
    return () => window.removeEventListener('online', callback);
  },
};

export interface ResumableUploadDeps {
  createUpload: TusUploadFactory;
  network: Network;
  /** The tus endpoint, absolute (the stored fingerprint names it). */
  endpoint: string;
  /** Forgets every stored upload URL (sign-out). */
  forgetUploads(): void;
}

/** tus-js-client over XHR, its URL storage in localStorage; loaded with the first upload, so the
 * first load of the app does not carry it. */
export function browserResumableUploads(): ResumableUploadDeps {
  return {
    createUpload: async (file, options) => {
      const { Upload } = await import('tus-js-client');
      return new Upload(file, options);
    },
    network: browserNetwork,
    endpoint: new URL(tusEndpoint, window.location.href).href,
    forgetUploads: forgetStoredTusUploads,
  };
}

export interface ResumableUploadEvents {
  /** Bytes the server holds (or is being sent) so far, out of the file's size. */
  onProgress(sent: number, total: number): void;
  /** The connection dropped: the upload waits and goes on by itself. */
  onWaiting(): void;
  /** The server answers again after `onWaiting`. */
  onSending(): void;
  /** An upload of the same file begun before (a reload) is taken up at `offset`. */
  onResumed(offset: number, total: number): void;
}

export interface ResumableUploadRequest {
  token: string;
  file: Blob;
  metadata: Record<string, string>;
  events: ResumableUploadEvents;
  signal?: AbortSignal;
}


const statusOf = (error: Error | DetailedError) => ('originalResponse' in error ? (error.originalResponse?.getStatus() ?? 0) : 0);

/** A cut (no answer), the server restarting (5xx but a full disk), or an offset conflict or lock
 * (409, 423) is tried again from the server's offset; any other refusal is for the member to read. */
function retriable(error: Error | DetailedError): boolean {
  if (!('originalRequest' in error) || error.originalRequest == null) return false;
  const status = statusOf(error);
  return status === 0 || status === 409 || status === 423 || (status >= 500 && status !== 501 && status !== 507);
}

/** The server's French `{ message }`, or ours when there was no answer. */
function failureOf(error: Error | DetailedError): ApiError {
  const status = statusOf(error);
  if (status === 0) return new ApiError(videoUploadTexts.unreachable);
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  try {
    const message = (JSON.parse(body ?? '') as { message?: unknown }).message;
    if (typeof message === 'string') return new ApiError(message, status);
  } catch {
    // Not JSON: a proxy's page.
  }
  return new ApiError(videoUploadTexts.refused, status);
}

/** The video's id: on the last PATCH's answer, or in the metadata a HEAD of a finished upload shows. */
function videoIdOf(response: HttpResponse): string | undefined {
  const header = response.getHeader(videoIdHeader);
  if (header) return header;
  for (const pair of (response.getHeader('Upload-Metadata') ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key === 'video' && value) return atob(value);
  }
  return undefined;
}

/** Latest first: the upload begun last is the one to take up. */
function latest(previous: PreviousUpload[]): PreviousUpload | undefined {
  return [...previous].sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0];
}

/** Sends the file through tus; answers the id of the video it became. */
export function sendResumable(deps: ResumableUploadDeps, { token, file, metadata, events, signal }: ResumableUploadRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    let waiting = false;
    let stopWaiting: (() => void) | undefined;
    let takingUp = false;
    let settled = false;

    const setWaiting = (on: boolean) => {
      if (settled || on === waiting) return;
      waiting = on;
      if (on) events.onWaiting();
      else events.onSending();
    };
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      stopWaiting?.();
      outcome();
    };

    let upload: TusUpload | undefined;
    const options: UploadOptions = {
      endpoint: deps.endpoint,
      chunkSize: uploadChunkBytes,
      retryDelays: uploadRetryDelaysMs,
      headers: { Authorization: `Bearer ${token}` },
      metadata,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => events.onProgress(sent, total),
      onAfterResponse: (request, response) => {
        setWaiting(false);
        if (!takingUp || request.getMethod() !== 'HEAD') return;
        takingUp = false;
        const offset = Number.parseInt(response.getHeader('Upload-Offset') ?? '', 10);
        if (response.getStatus() === 200 && offset > 0) events.onResumed(offset, file.size);
      },
      // Offline, tus-js-client would give up: the upload waits for the network in onError instead.
      onShouldRetry: (error) => {
        if (!retriable(error)) return false;
        setWaiting(true);
        return deps.network.online();
      },
      onSuccess: ({ lastResponse }) =>
        settle(() => {
          const id = videoIdOf(lastResponse);
          if (id) resolve(id);
          else reject(new ApiError(videoUploadTexts.refused, lastResponse.getStatus()));
        }),
      onError: (error) => {
        if (settled) return;
        if (retriable(error) && !deps.network.online()) {
          setWaiting(true);
          stopWaiting = deps.network.whenOnline(() => {
            stopWaiting = undefined;
            if (!settled) upload?.start();
          });
          return;
        }
        settle(() => reject(failureOf(error)));
      },
    };

    // Cancelled: the request stops and the server drops what it kept (termination).
    signal?.addEventListener(
      'abort',
      () =>
        settle(() => {
          void upload?.abort(true).catch(() => undefined);
          reject(new UploadCancelledError());
        }),
      { once: true },
    );

    void (async () => {
      try {
        const created = await deps.createUpload(file, options);
        const before = latest(await created.findPreviousUploads().catch(() => []));
        if (before) {
          created.resumeFromPreviousUpload(before);
          takingUp = true;
        }
        if (settled) return;
        upload = created;
        created.start();
      } catch (error) {
        // tus-js-client could not be loaded (the app was updated meanwhile, or the network is down).
        settle(() => reject(new ApiError(videoUploadTexts.unreachable)));
        console.error('tus upload could not start', error);
      }
    })();
  });
}
