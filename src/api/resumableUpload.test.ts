import { describe, expect, it, vi } from 'vitest';
import type { HttpRequest, HttpResponse, PreviousUpload, UploadOptions } from 'tus-js-client';
import { videoTexts } from '../texts/videoTexts.ts';
import { ApiError } from './httpClient.ts';
import {
  sendResumable,
  uploadChunkBytes,
  type ResumableUploadDeps,
  type ResumableUploadEvents,
  type TusUpload,
} from './resumableUpload.ts';
import { UploadCancelledError } from './uploadCancelledError.ts';

const videoId = '6f1c2a9e-0b7d-4c1e-9a43-2f5d8e7b1c00';
const file = new Blob([new Uint8Array(3000)], { type: 'video/mp4' });

function request(method: string): HttpRequest {
  return { getMethod: () => method } as HttpRequest;
}

function response(status: number, headers: Record<string, string> = {}, body = ''): HttpResponse {
  return {
    getStatus: () => status,
    getHeader: (name: string) => headers[name],
    getBody: () => body,
    getUnderlyingObject: () => undefined,
  };
}

/** tus-js-client's error for a request that got `status` (0: no answer at all). */
function failed(method: string, status: number, body = '') {
  return Object.assign(new Error(`tus: ${method} failed`), {
    originalRequest: request(method),
    originalResponse: status === 0 ? null : response(status, {}, body),
    causingError: null,
  });
}

/** A tus-js-client Upload driven by the test, and a network the test cuts and restores. */
function fakeTus(previous: PreviousUpload[] = []) {
  let options: UploadOptions | undefined;
  const upload = {
    starts: 0,
    aborted: [] as (boolean | undefined)[],
    resumedFrom: undefined as PreviousUpload | undefined,
    start() {
      upload.starts += 1;
    },
    async abort(shouldTerminate?: boolean) {
      upload.aborted.push(shouldTerminate);
    },
    looked: 0,
    async findPreviousUploads() {
      upload.looked += 1;
      return previous;
    },
    resumeFromPreviousUpload(before: PreviousUpload) {
      upload.resumedFrom = before;
    },
  } satisfies TusUpload & Record<string, unknown>;
  let online = true;
  const comeBack: (() => void)[] = [];
  const deps: ResumableUploadDeps = {
    createUpload: async (_file, given) => {
      options = given;
      return upload;
    },
    network: {
      online: () => online,
      whenOnline(callback) {
        comeBack.push(callback);
        return () => comeBack.splice(comeBack.indexOf(callback), 1);
      },
    },
    endpoint: 'https://lapin.example/api/upload/',
    forgetUploads: vi.fn(),
  };
  const events: ResumableUploadEvents & { seen: string[] } = {
    seen: [],
    onProgress: (sent, total) => events.seen.push(`${sent}/${total}`),
    onWaiting: () => events.seen.push('waiting'),
    onSending: () => events.seen.push('sending'),
    onResumed: (offset, total) => events.seen.push(`resumed at ${offset}/${total}`),
  };
  return {
    deps,
    events,
    upload,
    options: () => options!,
    /** Resolves once the upload was started (after looking for a previous one). */
    started: () => vi.waitFor(() => expect(upload.starts).toBeGreaterThan(0)),
    setOnline(value: boolean) {
      online = value;
      if (value) for (const callback of comeBack.splice(0)) callback();
    },
  };
}

describe('sendResumable', () => {
  it('sends through tus in 5 MB chunks with the session in Authorization only, and answers the video the last PATCH names', async () => {
    const tus = fakeTus();
    const sent = sendResumable(tus.deps, { token: 'session-token', file, metadata: { kind: 'video', title: 'La plage', description: '' }, events: tus.events });
    await tus.started();
    const options = tus.options();
    expect(options).toMatchObject({
      endpoint: 'https://lapin.example/api/upload/',
      chunkSize: uploadChunkBytes,
      headers: { Authorization: 'Bearer session-token' },
      metadata: { kind: 'video', title: 'La plage', description: '' },
      removeFingerprintOnSuccess: true,
    });
    expect(uploadChunkBytes).toBe(5 * 1024 * 1024);
    expect(JSON.stringify(options.metadata)).not.toContain('session-token');
    expect(options.retryDelays?.length).toBeGreaterThan(3);

    options.onProgress!(1500, 3000);
    options.onSuccess!({ lastResponse: response(204, { 'Lapin-Video-Id': videoId }) });
    await expect(sent).resolves.toBe(videoId);
    expect(tus.events.seen).toEqual(['1500/3000']);
  });

  it('takes up the latest upload of the same file begun before a reload, and says where it goes on from', async () => {
    const older = { size: 3000, metadata: {}, creationTime: 'Thu Nov 26 2026 10:00:00 GMT+0000', urlStorageKey: 'tus::a::1', uploadUrl: '/api/upload/aaa', parallelUploadUrls: null };
    const newer = { ...older, creationTime: 'Thu Nov 26 2026 11:00:00 GMT+0000', urlStorageKey: 'tus::a::2', uploadUrl: '/api/upload/bbb' };
    const tus = fakeTus([older, newer]);
    const sent = sendResumable(tus.deps, { token: 't', file, metadata: { kind: 'video', title: 'La plage' }, events: tus.events });
    await tus.started();
    expect(tus.upload.resumedFrom).toBe(newer);

    tus.options().onAfterResponse!(request('HEAD'), response(200, { 'Upload-Offset': '1200', 'Upload-Length': '3000' }));
    // Only the first HEAD tells of the take-up; later ones follow a cut.
    tus.options().onAfterResponse!(request('HEAD'), response(200, { 'Upload-Offset': '2400', 'Upload-Length': '3000' }));
    tus.options().onSuccess!({ lastResponse: response(204, { 'Lapin-Video-Id': videoId }) });
    await expect(sent).resolves.toBe(videoId);
    expect(tus.events.seen).toEqual(['resumed at 1200/3000']);
  });

  it('learns which video an upload finished before the reload became, from the metadata of its HEAD', async () => {
    const tus = fakeTus();
    const sent = sendResumable(tus.deps, { token: 't', file, metadata: { kind: 'video', title: 'La plage' }, events: tus.events });
    await tus.started();
    const metadata = `kind ${btoa('video')},title ${btoa('La plage')},video ${btoa(videoId)}`;
    tus.options().onSuccess!({ lastResponse: response(200, { 'Upload-Offset': '3000', 'Upload-Metadata': metadata }) });
    await expect(sent).resolves.toBe(videoId);
  });

  it('waits out a network cut: retries while the browser is online, waits for the network while offline, then goes on by itself', async () => {
    const tus = fakeTus();
    const sent = sendResumable(tus.deps, { token: 't', file, metadata: { kind: 'video', title: 'La plage' }, events: tus.events });
    await tus.started();
    const options = tus.options();

    // A dropped request while online: tus-js-client tries again after its delay.
    expect(options.onShouldRetry!(failed('PATCH', 0), 0, options)).toBe(true);
    expect(tus.events.seen).toEqual(['waiting']);
    options.onAfterResponse!(request('HEAD'), response(200, { 'Upload-Offset': '1000' }));
    expect(tus.events.seen).toEqual(['waiting', 'sending']);

    // Offline: tus-js-client is told not to retry, and the upload waits for the network instead.
    tus.setOnline(false);
    expect(options.onShouldRetry!(failed('PATCH', 0), 0, options)).toBe(false);
    options.onError!(failed('PATCH', 0));
    expect(tus.upload.starts).toBe(1);
    tus.setOnline(true);
    expect(tus.upload.starts).toBe(2);
    options.onAfterResponse!(request('HEAD'), response(200, { 'Upload-Offset': '2000' }));
    options.onSuccess!({ lastResponse: response(204, { 'Lapin-Video-Id': videoId }) });
    await expect(sent).resolves.toBe(videoId);
    expect(tus.events.seen).toEqual(['waiting', 'sending', 'waiting', 'sending']);
  });

  it("retries a server restart or an offset conflict, but shows the server's French refusal at once", async () => {
    const tus = fakeTus();
    const sent = sendResumable(tus.deps, { token: 't', file, metadata: { kind: 'video', title: 'Le film entier' }, events: tus.events });
    await tus.started();
    const options = tus.options();
    for (const status of [502, 503, 409, 423]) expect(options.onShouldRetry!(failed('PATCH', status), 0, options)).toBe(true);
    for (const status of [400, 401, 403, 413, 415, 507]) expect(options.onShouldRetry!(failed('POST', status), 0, options)).toBe(false);

    options.onError!(failed('POST', 413, JSON.stringify({ message: 'Vidéo trop lourde (2048 Mo au maximum)' })));
    await expect(sent).rejects.toEqual(new ApiError('Vidéo trop lourde (2048 Mo au maximum)', 413));
    await expect(sent).rejects.toMatchObject({ status: 413 });
  });

  it('ends in French when the server stays out of reach while the browser is online', async () => {
    const tus = fakeTus();
    const sent = sendResumable(tus.deps, { token: 't', file, metadata: { kind: 'video', title: 'La plage' }, events: tus.events });
    await tus.started();
    tus.options().onError!(failed('PATCH', 0));
    await expect(sent).rejects.toThrow(videoTexts.upload.unreachable);
  });

  it('cancels: the request stops, the server is told to drop the upload, and a later return of the network starts nothing', async () => {
    const tus = fakeTus();
    const control = new AbortController();
    const sent = sendResumable(tus.deps, { token: 't', file, metadata: { kind: 'video', title: 'La plage' }, events: tus.events, signal: control.signal });
    await tus.started();
    tus.setOnline(false);
    tus.options().onError!(failed('PATCH', 0));
    control.abort();
    await expect(sent).rejects.toBeInstanceOf(UploadCancelledError);
    expect(tus.upload.aborted).toEqual([true]);
    tus.setOnline(true);
    expect(tus.upload.starts).toBe(1);
  });

  it('ends in French when tus-js-client cannot be loaded, and starts nothing once cancelled before it is', async () => {
    const tus = fakeTus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...tus.deps, createUpload: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) };
    await expect(sendResumable(broken, { token: 't', file, metadata: {}, events: tus.events })).rejects.toThrow(videoTexts.upload.unreachable);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();

    const control = new AbortController();
    const sent = sendResumable(tus.deps, { token: 't', file, metadata: {}, events: tus.events, signal: control.signal });
    control.abort();
    await expect(sent).rejects.toBeInstanceOf(UploadCancelledError);
    await vi.waitFor(() => expect(tus.upload.looked).toBe(1));
    // Every pending promise callback runs before a macrotask.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tus.upload.starts).toBe(0);
  });
});
