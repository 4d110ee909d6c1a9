import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../../shared/articleTypes.ts';
import { createAlbum, uploadImages } from '../../testing/albumRequests.ts';
import { editArticle, image, publishArticle, publishOk, text } from '../../testing/articleRequests.ts';
import { chatClient, connected, eventually, listenOnFreePort, type ChatClient } from '../../testing/chatClient.ts';
import { makeLandscapeJpeg } from '../../testing/fixtures/makeImages.ts';
import { fillDatabase } from '../../testing/fullDatabase.ts';
import { multipartForm } from '../../testing/multipartForm.ts';
import { adminToken, createTestApp, createUser, login, postJson, testAdmin, type TestApp } from '../../testing/testApp.ts';
import { diskMessages } from './diskMessages.ts';

const MB = 1024 * 1024;
const MIN_FREE_MB = 512;

let t: TestApp;
const clients: ChatClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await t.close();
});

/** An app whose disk reports `freeMb` free, whatever the real one has. */
async function appWithFree(freeMb: number): Promise<TestApp> {
  t = await createTestApp({ minFreeMb: MIN_FREE_MB, freeSpace: async () => freeMb * MB });
  return t;
}

/** Every file under DATA_DIR/media and DATA_DIR/uploads (the spool). */
async function storedFiles(dataDir: string): Promise<string[]> {
  const list = async (dir: string) => (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) => entry.isFile());
  const files = [...(await list(join(dataDir, 'media'))), ...(await list(join(dataDir, 'uploads')))];
  return files.map((entry) => join(entry.parentPath, entry.name));
}

const comment = (token: string, id: number, words: string) => postJson(t.app, '/api/article/comment', { token, id, text: words });

let photo: Buffer;
beforeAll(async () => {
  photo = await makeLandscapeJpeg({ width: 1200, height: 900 });
});

describe('a nearly full disk', () => {
  it('refuses an album upload with 507 in French before a byte of it is stored', async () => {
    await appWithFree(MIN_FREE_MB - 100);
    const admin = await adminToken(t.app);
    expect((await createAlbum(t.app, admin, 'Vacances')).statusCode).toBe(201);
    const before = await storedFiles(t.dataDir);

    const response = await uploadImages(t.app, admin, 'Vacances', [photo, photo]);

    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message: diskMessages.photosRefused });
    expect(diskMessages.photosRefused).toMatch(/^Le disque du serveur est plein : /);
    expect(await storedFiles(t.dataDir)).toEqual(before);
  });

  it('refuses a publish and an edit with photos when the photos would eat into the reserve', async () => {
    // Above the reserve, but by less than the photos need.
    await appWithFree(MIN_FREE_MB + 0.1);
    const writer = await createUser(t.app);
    const article = await publishOk(t.app, writer.token!, { structure: [text(1, 'Le premier jour')] });

    const published = await publishArticle(t.app, writer.token!, { structure: [image(1, 'plage.jpg')] }, [{ fileName: 'plage.jpg', bytes: photo }]);
    const edited = await editArticle(t.app, writer.token!, article.id, { structure: [image(1, 'lac.jpg')] }, [{ fileName: 'lac.jpg', bytes: photo }]);

    expect([published.statusCode, edited.statusCode]).toEqual([507, 507]);
    expect(published.json()).toEqual({ message: diskMessages.photosRefused });
    expect(edited.json()).toEqual({ message: diskMessages.photosRefused });
    expect(await storedFiles(t.dataDir)).toEqual([]);
  });

  it('stops a body sent without a length while it is spooled, and leaves no file behind', async () => {
    await appWithFree(MIN_FREE_MB + 2);
    const admin = await adminToken(t.app);
    expect((await createAlbum(t.app, admin, 'Noël')).statusCode).toBe(201);
    // 5 MB of "photo": the reserve, not the image check, has to stop it.
    const form = await multipartForm([['token', admin], ['folder', 'Noël'], ['images', { bytes: Buffer.alloc(5 * MB, 0xff) }]]);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploadImages',
      headers: { ...form.headers, 'transfer-encoding': 'chunked' },
      payload: Readable.from([form.payload.subarray(0, MB), form.payload.subarray(MB)]),
    });

    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message: diskMessages.photosRefused });
    expect(await storedFiles(t.dataDir)).toEqual([]);
  });

  it('keeps sign-in, comments, the chat and text articles working: the reserve is theirs', async () => {
    await appWithFree(MIN_FREE_MB - 100);
    const writer = await createUser(t.app);

    expect((await login(t.app, testAdmin.email, testAdmin.password)).statusCode).toBe(200);
    const published = await publishArticle(t.app, writer.token!, { structure: [text(1, 'Il a neigé cette nuit')] });
    expect(published.statusCode).toBe(200);
    const article = published.json<{ article: Article }>().article;
    expect((await comment(writer.token!, article.id, 'Quelle chance !')).statusCode).toBe(200);

    const client = chatClient(await listenOnFreePort(t.app), { token: writer.token! });
    clients.push(client);
    await connected(client);
    await eventually(() => client.snapshots.length > 0, 'the chat history');
    await expect(client.send('Bonne nuit')).resolves.toEqual(['confirmed', { ts: expect.any(String) }]);
  });

  it('makes /healthz answer 503 low-disk with the free MB, and 200 with room to spare', async () => {
    await appWithFree(MIN_FREE_MB - 100);
    const low = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(low.statusCode).toBe(503);
    expect(low.json()).toEqual({ status: 'low-disk', freeMb: MIN_FREE_MB - 100 });
    await t.close();

    await appWithFree(MIN_FREE_MB * 10);
    const fine = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toEqual({ status: 'ok' });
  });

  it('tells the admin, and only the admin, how much is left', async () => {
    await appWithFree(MIN_FREE_MB - 100);
    const relative = await createUser(t.app);

    const answer = await postJson(t.app, '/api/admin/disk', { token: await adminToken(t.app) });
    const refused = await postJson(t.app, '/api/admin/disk', { token: relative.token });

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ freeMb: MIN_FREE_MB - 100, minFreeMb: MIN_FREE_MB, low: true });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a disk that fills up anyway', () => {
  it('answers 507 in French, not a bare 500, when the database finds the disk full', async () => {
    await appWithFree(MIN_FREE_MB * 10);
    const writer = await createUser(t.app);
    const article = await publishOk(t.app, writer.token!, { structure: [text(1, 'Le jardin')] });
    await fillDatabase(t.app.db, ['comments']);

    // SQLite refuses the first write that needs a page more; a long comment soon does.
    const statuses: number[] = [];
    let refusal: unknown;
    for (let attempt = 0; attempt < 10 && refusal === undefined; attempt += 1) {
      const response = await comment(writer.token!, article.id, 'é'.repeat(2000));
      statuses.push(response.statusCode);
      if (response.statusCode !== 200) refusal = response.json();
    }

    expect(statuses.at(-1)).toBe(507);
    expect(refusal).toEqual({ message: diskMessages.writeFailed });
  });

  it('gives the chat a French reason when a message cannot be stored for lack of room', async () => {
    await appWithFree(MIN_FREE_MB * 10);
    const writer = await createUser(t.app);
    const client = chatClient(await listenOnFreePort(t.app), { token: writer.token! });
    clients.push(client);
    await connected(client);
    await eventually(() => client.snapshots.length > 0, 'the chat history');
    await fillDatabase(t.app.db, ['chat_messages']);

    let answer: Awaited<ReturnType<ChatClient['send']>> | undefined;
    for (let attempt = 0; attempt < 10 && answer?.[0] !== 'refused'; attempt += 1) answer = await client.send('é'.repeat(4000));

    expect(answer).toEqual(['refused', { reason: diskMessages.chatNotStored }]);
  });

  it('answers 507 in French when a file write meets ENOSPC', async () => {
    await appWithFree(MIN_FREE_MB * 10);
    // /dev/full fails every write with a real ENOSPC from the kernel.
    t.app.post('/api/test/write', async () => {
      await writeFile('/dev/full', 'photo');
      return 'done';
    });

    const response = await t.app.inject({ method: 'POST', url: '/api/test/write', payload: {} });

    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message: diskMessages.writeFailed });
  });
});
