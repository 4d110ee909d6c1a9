import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { insertVideoRow, uploadVideo } from '../testing/videoRequests.ts';
import { tusDirectory } from './tusUploads.ts';
import { videoMessages } from './videoMessages.ts';

// Issue 37, finding 5: a NUL, a BEL or a bidi override in a title was stored on SQLite, and made
// PostgreSQL answer 500 ("invalid byte sequence for encoding UTF8: 0x00") with the upload's
// .source or tus files left behind. Every way a title comes in now refuses it in French, first.

let clips: VideoClips;
let t: TestApp;
let marie: TestUser;

const hostileTitles = ['Vacances\u0000', 'Ding\u0007dong', 'Photos \u202egnp.exe', 'Deux\nlignes'];
const hostileDescriptions = ['Les falaises\u0000', 'Un \u001b[31mcri'];

const videoFiles = () => readdir(join(t.dataDir, 'media', 'videos')).catch(() => []);
const spooled = () => readdir(join(t.dataDir, 'uploads')).catch(() => []);
const tusFiles = () => readdir(tusDirectory(t.dataDir)).catch(() => []);
const videoRows = async () => (await t.app.db.selectFrom('videos').select('id').execute()).length;
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const bearer = () => ({ authorization: `Bearer ${marie.token!}` });

function createTus(length: number, fields: Record<string, string>) {
  const metadata = Object.entries(fields)
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(',');
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/',
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': metadata, ...bearer() },
  });
}

beforeAll(async () => {
  clips = await makeVideoClips();
  t = await createTestApp();
  marie = await createUser(t.app, { firstName: 'Marie' });
});
afterAll(async () => {
  await t.close();
  await clips.remove();
});

describe('control characters in a video title or description', () => {
  it('refuses them in the multipart upload with a French 400 naming the field, and keeps no file and no row', async () => {
    const before = { files: await videoFiles(), rows: await videoRows() };
    for (const title of hostileTitles) {
      const response = await uploadVideo(t.app, marie.token!, clips.hevcRotatedMov, { title });
      expect(response.statusCode, JSON.stringify(title)).toBe(400);
      expect(response.json()).toEqual({ message: videoMessages.titleControl });
    }
    for (const description of hostileDescriptions) {
      const response = await uploadVideo(t.app, marie.token!, clips.hevcRotatedMov, { description });
      expect(response.statusCode, JSON.stringify(description)).toBe(400);
      expect(response.json()).toEqual({ message: videoMessages.descriptionControl });
    }
    expect(await videoFiles()).toEqual(before.files);
    expect(await spooled()).toEqual([]);
    expect(await videoRows()).toBe(before.rows);
  });

  it('refuses them when a resumable upload is created, before any byte is stored', async () => {
    const before = await tusFiles();
    for (const title of hostileTitles) {
      const response = await createTus(1000, { kind: 'video', title });
      expect(response.statusCode, JSON.stringify(title)).toBe(400);
      expect(response.json()).toEqual({ message: videoMessages.titleControl });
    }
    const description = await createTus(1000, { kind: 'video', title: 'Falaises', description: hostileDescriptions[0]! });
    expect(description.json()).toEqual({ message: videoMessages.descriptionControl });
    expect(await tusFiles()).toEqual(before);
  });

  it('refuses at the last PATCH a title an older server let into an upload, and keeps none of its files', async () => {
    const bytes = await readFile(clips.hevcRotatedMov);
    const created = await createTus(bytes.length, { kind: 'video', title: 'Falaises' });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location!;
    const id = location.split('/').pop()!;
    // What an upload created before this rule holds on disk: its title as the client sent it.
    const infoPath = join(tusDirectory(t.dataDir), `${id}.json`);
    const info = JSON.parse(await readFile(infoPath, 'utf8')) as { metadata: Record<string, string> };
    info.metadata.title = 'Falaises\u0000';
    await writeFile(infoPath, JSON.stringify(info));
    const rowsBefore = await videoRows();
    const filesBefore = await videoFiles();

    const last = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', ...bearer() },
      payload: bytes,
    });
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({ message: videoMessages.titleControl });
    expect((await tusFiles()).filter((name) => name.startsWith(id))).toEqual([]);
    expect(await videoFiles()).toEqual(filesBefore);
    expect(await videoRows()).toBe(rowsBefore);
  });

  it('refuses them in /api/video/edit and keeps the title it had; line feeds stay in a description', async () => {
    const id = await insertVideoRow(t.app, marie.id, 'ready');
    for (const title of hostileTitles) {
      const response = await postJson(t.app, '/api/video/edit', { token: marie.token, id, title, description: '' });
      expect(response.statusCode, JSON.stringify(title)).toBe(400);
      expect(response.json()).toEqual({ message: videoMessages.titleControl });
    }
    const badDescription = await postJson(t.app, '/api/video/edit', { token: marie.token, id, title: 'Le lac', description: hostileDescriptions[0] });
    expect(badDescription.json()).toEqual({ message: videoMessages.descriptionControl });
    expect((await t.app.db.selectFrom('videos').select(['title', 'description']).where('id', '=', id).executeTakeFirstOrThrow())).toEqual({ title: 'Le lac', description: '' });

    const kept = await postJson(t.app, '/api/video/edit', { token: marie.token, id, title: 'Le lac ❤️', description: 'Premier jour\r\n\tdeuxième jour' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ video: { title: 'Le lac ❤️', description: 'Premier jour\n\tdeuxième jour' } });
  });
});
