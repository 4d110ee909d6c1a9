import axios from 'axios';
import { describe, expect, it } from 'vitest';
import type { UploadOptions } from 'tus-js-client';
import type { ResumableUploadDeps } from './resumableUpload.ts';
import { createAlbumsApi } from './albumsApi.ts';

const events = { onProgress: () => undefined, onWaiting: () => undefined, onSending: () => undefined, onResumed: () => undefined };

describe('albumsApi.uploadVideo (issue 38)', () => {
  it('sends the video through tus with the album and its file name, never the session token, and answers its id', async () => {
    const seen: UploadOptions[] = [];
    const uploads: ResumableUploadDeps = {
      createUpload: async (_file, options) => {
        seen.push(options);
        return {
          start: () =>
            options.onSuccess!({ lastResponse: { getStatus: () => 204, getHeader: (name) => (name === 'Lapin-Video-Id' ? 'video-1' : undefined), getBody: () => '', getUnderlyingObject: () => undefined } }),
          abort: async () => undefined,
          findPreviousUploads: async () => [],
          resumeFromPreviousUpload: () => undefined,
        };
      },
      network: { online: () => true, whenOnline: () => () => undefined },
      endpoint: 'https://lapin.example/api/upload/',
      forgetUploads: () => undefined,
    };
    const api = createAlbumsApi(axios.create(), uploads);
    await expect(api.uploadVideo('jeton', 'Étretat', { blob: new Blob([new Uint8Array(8)]), name: 'Falaises.mp4' }, events)).resolves.toBe('video-1');
    expect(seen[0]?.metadata).toEqual({ kind: 'video', album: 'Étretat', filename: 'Falaises.mp4' });
    expect(seen[0]?.headers).toEqual({ Authorization: 'Bearer jeton' });
  });
});
