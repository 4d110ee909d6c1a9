import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, unlinkSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import tar from 'tar-stream';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../shared/product.ts';
import type { Video } from '../../shared/videoTypes.ts';
import { createTestApp, createUser, type TestApp } from '../testing/testApp.ts';
import { makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { settledVideo, uploadVideoOk } from '../testing/videoRequests.ts';
import { createBackup } from './createBackup.ts';
import { restoreBackup } from './restoreBackup.ts';
import type { UploadedChatPhoto } from '../../shared/chatTypes.ts';
import { chatClient, connected, listenOnFreePort } from '../testing/chatClient.ts';
import { multipartForm } from '../testing/multipartForm.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { runCli as cli } from '../testing/runCli.ts';
import { makeDataDir, processAdmin, startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';
import { backupMessages } from './backupMessages.ts';
import type { BackupManifest } from './manifest.ts';
const running: ServerProcess[] = [];
const cleanup: string[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const path of cleanup.splice(0)) await rm(path, { recursive: true, force: true });
});


async function post(url: string, path: string, body: unknown) {
  return fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function login(url: string): Promise<string> {
  return ((await (await post(url, '/api/user/login', { email: encodeURIComponent(processAdmin.email), password: processAdmin.password })).json()) as { userToken: string }).userToken;
}

let photo: Uint8Array;
beforeAll(async () => {
  photo = await makeLandscapeJpeg({ width: 800, height: 600 });
});

async function publish(url: string, token: string, title: string): Promise<number | undefined> {
  const form = new FormData();
  form.append('token', token);
  form.append('structure', JSON.stringify({ title, bandeau: 'B', structure: [{ type: 'image', name: 'i', content: 'p.jpg' }] }));
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'p.jpg');
  const response = await fetch(`${url}/api/article/publish`, { method: 'POST', body: form });
  return response.ok ? ((await response.json()) as { article: { id: number } }).article.id : undefined;
}

async function uploadVideo(url: string, token: string, clip: string, title: string): Promise<Video> {
  const form = new FormData();
  form.append('token', token);
  form.append('title', title);
  form.append('description', 'Au bord du lac');
  form.append('video', new Blob([new Uint8Array(await readFile(clip))], { type: 'video/mp4' }), 'clip.mp4');
  const response = await fetch(`${url}/api/video/upload`, { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { video: Video }).video;
}

/** The video once its job has ended, asked again until then (a server process sends no event here). */
async function settled(url: string, token: string, id: string): Promise<Video> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { video } = (await (await post(url, '/api/video/get', { token, id })).json()) as { video: Video };
    if (video.status !== 'processing' || Date.now() > deadline) return video;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function served(url: string, token: string, path: string): Promise<{ status: number; sha256: string }> {
  const response = await fetch(`${url}${path}`, { headers: { cookie: `${product.sessionCookie}=${token}` } });
  return { status: response.status, sha256: sha256(new Uint8Array(await response.arrayBuffer())) };
}

/** `npm run restore` of the archive into a new folder of `work`, and a server started on it, signed in. */
async function restoreAndStart(archive: string, work: string): Promise<{ restored: ServerProcess; restoredToken: string }> {
  const restoredDir = join(work, 'restaure');
  const restore = await cli('restore', [archive, '--data-dir', restoredDir]);
  expect(restore.code, restore.out).toBe(0);
  const restored = await startServerProcess(restoredDir, { CLIENT_DIR: join(work, 'client') });
  running.push(restored);
  return { restored, restoredToken: await login(restored.url) };
}

/** An app on SQLite with the test clips and a work folder, for calling createBackup directly. */
async function withVideoApp(test: (setup: { t: TestApp; clips: VideoClips; work: string }) => Promise<void>): Promise<void> {
  const clips = await makeVideoClips();
  const t = await createTestApp();
  const work = await mkdtemp(join(tmpdir(), 'lapin-backup-videos-'));
  cleanup.push(work, clips.directory);
  try {
    await test({ t, clips, work });
  } finally {
    await t.close();
  }
}

/** Copies an archive, changing entries on the way: how a damaged or foreign archive is made. */
async function rewriteArchive(from: string, to: string, change: (name: string, data: Buffer) => Buffer) {
  const extract = tar.extract();
  const pack = tar.pack();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      const data = change(header.name, Buffer.concat(chunks));
      pack.entry({ name: header.name, size: data.length }, data, next);
    });
  });
  extract.on('finish', () => pack.finalize());
  await Promise.all([pipeline(createReadStream(from), extract), pipeline(pack, createWriteStream(to))]);
}

describe('backup and restore', { timeout: 120_000 }, () => {
  it('restores, from a backup taken while writes go on, every write confirmed before it began, with every image', async () => {
    const dataDir = await makeDataDir();
    const work = await mkdtemp(join(tmpdir(), 'lapin-backup-test-'));
    cleanup.push(dataDir, work);
    const server = await startServerProcess(dataDir);
    running.push(server);
    const token = await login(server.url);
    const confirmed: number[] = [];
    for (let n = 0; n < 4; n += 1) confirmed.push((await publish(server.url, token, `Avant ${n}`))!);
    await post(server.url, '/api/article/comment', { token, id: confirmed[0], text: 'Un commentaire gardé' });

    // Writes keep coming while the backup runs.
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n += 1) await publish(server.url, token, `Pendant ${n}`);
    })();
    const archive = join(work, 'famille.tar');
    const backup = await cli('backup', [archive], { DATA_DIR: dataDir });
    writing = false;
    await writer;
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain('Sauvegarde écrite et vérifiée');

    const { restored, restoredToken } = await restoreAndStart(archive, work);
    const feed = (await (await post(restored.url, '/api/article/load', { token: restoredToken })).json()) as {
      articles: Array<{ id: number; content: { title: string; structure: Array<{ type: string; content: string }> }; comments: Array<{ text: string }> }>;
    };
    const ids = feed.articles.map((article) => article.id);
    for (const id of confirmed) expect(ids).toContain(id);
    expect(feed.articles.find((article) => article.id === confirmed[0])?.comments.map((comment) => comment.text)).toEqual(['Un commentaire gardé']);
    // Every image of every restored article loads, confirmed before the backup or not.
    for (const article of feed.articles) {
      for (const element of article.content.structure.filter((candidate) => candidate.type === 'image')) {
        const image = await post(restored.url, '/api/article/image', { token: restoredToken, id: article.id, name: element.content });
        expect(image.status, `${article.content.title} ${element.content}`).toBe(200);
        const bytes = Buffer.from(((await image.json()) as { b64: string }).b64, 'base64');
        expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
      }
    }
  });

  it('restores a ready video playing the same bytes, and prepares a video that was still being prepared', async () => {
    const clips = await makeVideoClips();
    const dataDir = await makeDataDir();
    const work = await mkdtemp(join(tmpdir(), 'lapin-backup-videos-'));
    cleanup.push(dataDir, work, clips.directory);
    const server = await startServerProcess(dataDir);
    running.push(server);
    const token = await login(server.url);
    const ready = await settled(server.url, token, (await uploadVideo(server.url, token, clips.h264Mp4, 'Le lac')).id);
    expect(ready.status).toBe('ready');
    // Its comments thread travels with it.
    const commented = await post(server.url, '/api/video/comment', { token, id: ready.id, text: 'Quel beau lac !' });
    expect(commented.status).toBe(200);
    const files = [ready.url!, ready.poster!, `/media/videos/${ready.id}.thumb.jpg`];
    const before = await Promise.all(files.map((path) => served(server.url, token, path)));
    server.child.kill('SIGTERM');
    await server.exited;

    // A video whose job had not begun when the backup ran: its row, and its upload as received.
    const pending = randomUUID();
    await copyFile(clips.hevcRotatedMov, join(dataDir, 'media', 'videos', `${pending}.source`));
    const db = new SQLite(join(dataDir, 'lapin.sqlite'));
    const uploader = (db.prepare('select uploader_id from videos where id = ?').get(ready.id) as { uploader_id: number }).uploader_id;
    db.prepare(
      "insert into videos (id, title, description, uploader_id, ts, status, source_file, lease_node, lease_until) values (?, 'En cours', '', ?, ?, 'processing', ?, 'node-mort', ?)",
    ).run(pending, uploader, ready.ts + 1, `${pending}.source`, Date.now() + 3_600_000);
    db.close();

    const archive = join(work, 'videos.tar');
    const backup = await cli('backup', [archive], { DATA_DIR: dataDir });
    expect(backup.code, backup.out).toBe(0);
    const { restored, restoredToken } = await restoreAndStart(archive, work);
    const { videos } = (await (await post(restored.url, '/api/video/list', { token: restoredToken })).json()) as { videos: Video[] };
    expect(videos.map((video) => video.id)).toEqual([pending, ready.id]);
    expect(videos[1]).toMatchObject({ title: 'Le lac', description: 'Au bord du lac', status: 'ready', duration: ready.duration, url: ready.url });
    expect(videos[1]!.comments.map((comment) => comment.text)).toEqual(['Quel beau lac !']);
    const after = await Promise.all(files.map((path) => served(restored.url, restoredToken, path)));
    expect(after).toEqual(before);
    expect(after.map((file) => file.status)).toEqual([200, 200, 200]);

    // Its job is taken up by the restored server, whatever lease the backup found.
    const prepared = await settled(restored.url, restoredToken, pending);
    expect(prepared.status).toBe('ready');
    expect((await served(restored.url, restoredToken, prepared.url!)).status).toBe(200);
    expect(await readdir(join(restored.dataDir, 'media', 'videos'))).not.toContain(`${pending}.source`);
  });

  it('keeps a video with every file it needs or not at all: one whose MP4 went during the backup is dropped and listed', () =>
    withVideoApp(async ({ t, clips, work }) => {
      const { token } = await createUser(t.app);
      const kept = await settledVideo(t.app, token!, (await uploadVideoOk(t.app, token!, clips.h264Mp4)).id);
      const gone = await settledVideo(t.app, token!, (await uploadVideoOk(t.app, token!, clips.vp9Webm)).id);
      const failed = await settledVideo(t.app, token!, (await uploadVideoOk(t.app, token!, clips.truncatedMov)).id);
      expect([kept.status, gone.status, failed.status]).toEqual(['ready', 'ready', 'failed']);
      // As a delete between the snapshot and the copy leaves it: the row, without its MP4.
      await rm(join(t.dataDir, 'media', 'videos', `${gone.id}.mp4`));

      const { manifest } = await createBackup(t.dataDir, join(work, 'videos.tar'));
      expect(manifest.dropped).toEqual([`video ${gone.id}`]);
      expect(manifest.files.map((file) => file.path).filter((path) => path.startsWith('media/videos/')).sort()).toEqual(
        [`${kept.id}.mp4`, `${kept.id}.poster.jpg`, `${kept.id}.thumb.jpg`].map((name) => `media/videos/${name}`).sort(),
      );
      // The failed one keeps its row and its message, with no file.
      expect(manifest.counts.videos).toBe(2);
    }));

  it("keeps a pending video's upload even when its job ends, removing it, while the tar is written", () =>
    withVideoApp(async ({ t, clips, work }) => {
      const { id: userId } = await createUser(t.app);
      const pending = randomUUID();
      const source = join(t.dataDir, 'media', 'videos', `${pending}.source`);
      await copyFile(clips.hevcRotatedMov, source);
      // A row no job of this app will take before the backup: its lease is another node's, live.
      await t.app.db
        .insertInto('videos')
        .values({ id: pending, title: 'En cours', description: '', uploader_id: userId, ts: Date.now(), status: 'processing', source_file: `${pending}.source`, lease_node: 'ailleurs', lease_until: Date.now() + 3_600_000 })
        .execute();

      // The job ends as the database goes into the tar: the upload's name is gone, its bytes not.
      const { manifest } = await createBackup(t.dataDir, join(work, 'pending.tar'), ({ done }) => {
        if (done === 1) unlinkSync(source);
      });
      expect(manifest.dropped).toEqual([]);
      const entry = manifest.files.find((file) => file.path === `media/videos/${pending}.source`);
      expect(entry?.sha256).toBe(sha256(await readFile(clips.hevcRotatedMov)));
    }));

  it("brings the chat's photos back with their message, and drops one whose files went during the backup", async () => {
    const t = await createTestApp();
    const work = await mkdtemp(join(tmpdir(), 'lapin-backup-chat-'));
    cleanup.push(work);
    try {
      const { token } = await createUser(t.app);
      const form = await multipartForm([['token', token!], ['images', { bytes: photo }], ['images', { bytes: photo }]]);
      const uploaded = await t.app.inject({ method: 'POST', url: '/api/chat/upload', payload: form.payload, headers: form.headers });
      const [sent, gone] = uploaded.json<{ images: UploadedChatPhoto[] }>().images;
      const client = chatClient(await listenOnFreePort(t.app), { token: token! });
      try {
        await connected(client);
        const ack = await client.socket.timeout(5000).emitWithAck('message', { message: 'Au jardin', ts: '0', token: '', images: [sent!.id] });
        expect(ack).toBe('confirmed');
      } finally {
        client.close();
      }
      // As a sweep between the snapshot and the copy leaves it: the row, without its files.
      await rm(join(t.dataDir, 'media', 'chat', `${gone!.id}.screen.jpg`));

      const { manifest } = await createBackup(t.dataDir, join(work, 'chat.tar'));
      expect(manifest.dropped).toEqual([`chat image ${gone!.id}`]);
      const restored = join(work, 'restored');
      await restoreBackup(join(work, 'chat.tar'), restored, false);
      for (const size of ['screen', 'thumb'] as const) {
        const name = `${sent!.id}.${size}.jpg`;
        expect(sha256(await readFile(join(restored, 'media', 'chat', name)))).toBe(sha256(await readFile(join(t.dataDir, 'media', 'chat', name))));
      }
      const db = new SQLite(join(restored, 'lapin.sqlite'), { readonly: true });
      try {
        const rows = db.prepare('select c.id, m.message from chat_images c join chat_messages m on m.ts = c.message_ts').all();
        expect(rows).toEqual([{ id: sent!.id, message: 'Au jardin' }]);
      } finally {
        db.close();
      }
    } finally {
      await t.close();
    }
  });

  describe('refusals', () => {
    let archive: string;
    let work: string;

    beforeAll(async () => {
      const dataDir = await makeDataDir();
      work = await mkdtemp(join(tmpdir(), 'lapin-backup-refusals-'));
      const server = await startServerProcess(dataDir);
      await publish(server.url, await login(server.url), 'Une seule');
      server.child.kill('SIGTERM');
      await server.exited;
      archive = join(work, 'ok.tar');
      expect((await cli('backup', [archive], { DATA_DIR: dataDir })).code).toBe(0);
      await rm(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('refuses a tampered archive, and writes nothing', async () => {
      const tampered = join(work, 'tampered.tar');
      await rewriteArchive(archive, tampered, (name, data) => {
        if (!name.endsWith('.screen.jpg')) return data;
        const copy = Buffer.from(data);
        copy[copy.length - 10] = (copy[copy.length - 10]! + 1) % 256;
        return copy;
      });
      const target = join(work, 'tampered-target');
      const result = await cli('restore', [tampered, '--data-dir', target]);
      expect(result.code).toBe(1);
      expect(result.out).toContain("l'empreinte SHA-256 ne correspond pas au manifeste");
      await expect(readdir(target)).rejects.toThrow();
      expect((await readdir(work)).filter((name) => name.includes('restoring'))).toEqual([]);
    });

    it('refuses a folder that is not empty unless --force is given', async () => {
      const target = join(work, 'occupied');
      await rm(target, { recursive: true, force: true });
      await mkdir(target, { recursive: true });
      await writeFile(join(target, 'notes.txt'), 'à garder');
      const refused = await cli('restore', [archive, '--data-dir', target]);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain(backupMessages.notEmpty(target));
      expect(await readFile(join(target, 'notes.txt'), 'utf8')).toBe('à garder');

      const forced = await cli('restore', [archive, '--data-dir', target, '--force']);
      expect(forced.code, forced.out).toBe(0);
      expect((await readdir(target)).sort()).toEqual(expect.arrayContaining(['lapin.sqlite', 'media']));
      expect(await readdir(target)).not.toContain('notes.txt');
    });

    it('refuses a backup from a newer schema, with a clear message', async () => {
      const future = join(work, 'future.tar');
      await rewriteArchive(archive, future, (name, data) => {
        if (name !== 'manifest.json') return data;
        const manifest = JSON.parse(data.toString('utf8')) as BackupManifest;
        return Buffer.from(JSON.stringify({ ...manifest, schemaVersion: '2099_01_01_0001_future' }));
      });
      const result = await cli('restore', [future, '--data-dir', join(work, 'future-target')]);
      expect(result.code).toBe(1);
      expect(result.out).toContain(backupMessages.newerSchema('2099_01_01_0001_future'));
    });

    it('refuses, backup and restore alike, when the database is PostgreSQL, and points to pg_dump', async () => {
      const postgres = { DATABASE_URL: 'postgres://lapin@127.0.0.1:1/lapin' };
      const backup = await cli('backup', [join(work, 'pg.tar')], postgres);
      expect(backup.code).toBe(1);
      expect(backup.out).toContain(backupMessages.postgres);
      const target = join(work, 'pg-target');
      const restore = await cli('restore', [archive, '--data-dir', target], postgres);
      expect(restore.code).toBe(1);
      expect(restore.out).toContain(backupMessages.restorePostgres);
      expect((await readdir(work)).filter((name) => name.startsWith('pg'))).toEqual([]);
    });
  });
});
