import axios, { type AxiosAdapter } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import type { Video } from '../../shared/videoTypes.ts';
import { sampleVideo } from '../testing/fakeVideosApi.ts';
import type { ResumableUploadDeps } from './resumableUpload.ts';
import { createVideosApi } from './videosApi.ts';

const file = new Blob([new Uint8Array(10)]);
const events = { onProgress: () => undefined, onWaiting: () => undefined, onSending: () => undefined, onResumed: () => undefined };

/** The server as /api/video/get and /edit answer it; tus itself is faked to answer the video's id. */
function build(stored: Video) {
  const posted: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const body = JSON.parse(String(config.data)) as { title?: string; description?: string };
    posted.push(`${config.url} ${JSON.stringify(body)}`);
    const video = config.url === '/api/video/edit' ? { ...stored, title: body.title!, description: body.description! } : stored;
    return { data: { video }, status: 200, statusText: 'OK', headers: {}, config };
  };
  const uploads: ResumableUploadDeps = {
    createUpload: async (_file, options) => ({
      start: () => options.onSuccess!({ lastResponse: { getStatus: () => 204, getHeader: (name) => (name === 'Lapin-Video-Id' ? stored.id : undefined), getBody: () => '', getUnderlyingObject: () => undefined } }),
      abort: async () => undefined,
      findPreviousUploads: async () => [],
      resumeFromPreviousUpload: () => undefined,
    }),
    network: { online: () => true, whenOnline: () => () => undefined },
    endpoint: 'https://lapin.example/api/upload/',
    forgetUploads: vi.fn(),
  };
  return { api: createVideosApi(axios.create({ adapter }), uploads), posted, uploads };
}

describe('videosApi.upload', () => {
  it('answers the video the upload became, read from the server', async () => {
    const video = sampleVideo({ title: 'La plage', description: 'Marée basse', status: 'processing' });
    const { api, posted } = build(video);
    await expect(api.upload('t', { title: 'La plage', description: 'Marée basse', file }, events)).resolves.toEqual(video);
    expect(posted).toEqual([`/api/video/get {"token":"t","id":"${video.id}"}`]);
  });

  it('gives an upload taken up after a reload the title and description typed last', async () => {
    const video = sampleVideo({ title: 'Premier titre', description: '', status: 'processing' });
    const { api, posted, uploads } = build(video);
    const uploaded = await api.upload('t', { title: 'La plage de Carnac', description: 'Avec Mamie', file }, events);
    expect(uploaded).toMatchObject({ id: video.id, title: 'La plage de Carnac', description: 'Avec Mamie' });
    expect(posted[1]).toBe(`/api/video/edit {"token":"t","id":"${video.id}","title":"La plage de Carnac","description":"Avec Mamie"}`);
    api.forgetUploads();
    expect(uploads.forgetUploads).toHaveBeenCalledOnce();
  });
});
