import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Video } from '../../shared/videoTypes.ts';
import { multipartForm, type FormPart } from './multipartForm.ts';
import { postJson } from './testApp.ts';

// Lapintube's calls as a client makes them, for server tests.

export async function postVideoParts(app: FastifyInstance, parts: readonly FormPart[], headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const form = await multipartForm(parts);
  return app.inject({ method: 'POST', url: '/api/video/upload', payload: form.payload, headers: { ...form.headers, ...headers } });
}

/** Token, title, description, then the clip at `path`, as the client's form sends them. */
export async function uploadVideo(
  app: FastifyInstance,
  token: string,
  path: string,
  { title = 'Vacances à Étretat', description = 'Les falaises' } = {},
): Promise<LightMyRequestResponse> {
  const bytes = await readFile(path);
  return postVideoParts(app, [['token', token], ['title', title], ['description', description], ['video', { bytes, fileName: 'clip.mov', mimeType: 'video/quicktime' }]]);
}

export async function uploadVideoOk(app: FastifyInstance, token: string, path: string, text?: { title?: string; description?: string }): Promise<Video> {
  const response = await uploadVideo(app, token, path, text);
  if (response.statusCode !== 200) throw new Error(`video upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ video: Video }>().video;
}

export async function getVideo(app: FastifyInstance, token: string, id: string): Promise<Video> {
  const response = await postJson(app, '/api/video/get', { token, id });
  if (response.statusCode !== 200) throw new Error(`video get failed: ${response.statusCode} ${response.body}`);
  return response.json<{ video: Video }>().video;
}

/** The video once its job has ended (`ready` or `failed`), woken by the job's own events. */
export async function settledVideo(app: FastifyInstance, token: string, id: string, timeoutMs = 30_000): Promise<Video> {
  const events = app.liveEvents;
  const ended = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`video ${id} still processing after ${timeoutMs} ms`)), timeoutMs);
    const done = (endedId: string) => {
      if (endedId !== id) return;
      clearTimeout(timer);
      events.off('videoready', done);
      events.off('videofailed', done);
      resolve();
    };
    events.on('videoready', done);
    events.on('videofailed', done);
    // Already ended before the listeners were added.
    getVideo(app, token, id).then((video) => video.status !== 'processing' && done(id), reject);
  });
  await ended;
  return getVideo(app, token, id);
}

/** A video row as its job leaves it, without a transcode: for what hangs on a video (its thread,
 * its reactions), which needs no film. A `processing` one stays so (no kept upload to work from). */
export async function insertVideoRow(app: FastifyInstance, uploaderId: number, status: 'ready' | 'processing' | 'failed'): Promise<string> {
  const id = randomUUID();
  await app.db
    .insertInto('videos')
    .values({ id, title: 'Le lac', description: '', uploader_id: uploaderId, ts: Date.now(), status, message: status === 'failed' ? 'échec' : null, source_file: null })
    .execute();
  return id;
}
