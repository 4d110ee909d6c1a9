import { mkdir, readdir, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { image, publishOk, text } from '../testing/articleRequests.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { buildApp } from '../app.ts';
import { adminToken, createTestApp, createUser, type TestApp } from '../testing/testApp.ts';
import { multipartForm } from '../testing/multipartForm.ts';
import { sweepOrphans } from './orphanSweep.ts';

const HOUR_MS = 60 * 60_000;
const stray = 'deadbeef-0000-4000-8000-000000000000';

async function filesUnder(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (directory: string, prefix: string) => {
    for (const entry of await readdir(directory, { withFileTypes: true })) {
      if (entry.isDirectory()) await walk(join(directory, entry.name), `${prefix}${entry.name}/`);
      else found.push(`${prefix}${entry.name}`);
    }
  };
  await walk(root, '');
  return found.sort();
}

/** Backdates a file or folder, as if a crash had left it there two hours ago. */
const age = (path: string) => utimes(path, new Date(Date.now() - 2 * HOUR_MS), new Date(Date.now() - 2 * HOUR_MS));

describe('sweepOrphans', () => {
  let t: TestApp;
  let mediaRoot: string;
  let referenced: string[];

  beforeEach(async () => {
    t = await createTestApp();
    mediaRoot = join(t.dataDir, 'media');
    const admin = await adminToken(t.app);
    const photo = { fileName: 'lac.jpg', bytes: await makeLandscapeJpeg({ width: 400, height: 300 }) };
    await publishOk(t.app, admin, { structure: [text(1, 'Au lac'), image(2, 'lac.jpg')] }, [photo]);
    await createAlbum(t.app, admin, 'Bretagne');
    await uploadOk(t.app, admin, 'Bretagne', [await makeLandscapeJpeg({ width: 400, height: 300, seed: 2 })]);
    referenced = await filesUnder(mediaRoot);
  });

  afterEach(async () => {
    await t.close();
  });

  it("removes old files no row refers to, and a deleted album's folder, and keeps every referenced one", async () => {
    const albumFolder = referenced.find((path) => path.startsWith('albums/'))!.split('/').slice(0, 2).join('/');
    const orphans = [`articles/${stray}.orig.jpg`, `articles/${stray}.screen.jpg`, `${albumFolder}/${stray}.thumb.jpg`];
    for (const orphan of orphans) {
      await writeFile(join(mediaRoot, orphan), 'x'.repeat(100));
      await age(join(mediaRoot, orphan));
    }
    const goneAlbum = join(mediaRoot, 'albums', '0d0d0d0d-0000-4000-8000-000000000000');
    await mkdir(goneAlbum);
    await writeFile(join(goneAlbum, `${stray}.thumb.jpg`), 'x');
    await age(join(goneAlbum, `${stray}.thumb.jpg`));
    await age(goneAlbum);

    const result = await sweepOrphans({ db: t.app.db, mediaRoot, graceMs: HOUR_MS });
    expect(result).toEqual({ files: 4, bytes: 301, folders: 1 });
    expect(await filesUnder(mediaRoot)).toEqual(referenced);
  });

  it("keeps a chat photo's files while its row is there, and removes an old one no row names", async () => {
    const user = await createUser(t.app);
    const form = await multipartForm([['token', user.token!], ['images', { bytes: await makeLandscapeJpeg({ width: 64, height: 48 }) }]]);
    expect((await t.app.inject({ method: 'POST', url: '/api/chat/upload', payload: form.payload, headers: form.headers })).statusCode).toBe(200);
    const chatFiles = (await filesUnder(mediaRoot)).filter((path) => path.startsWith('chat/'));
    expect(chatFiles).toHaveLength(3);
    await writeFile(join(mediaRoot, 'chat', `${stray}.thumb.jpg`), 'x');
    for (const file of [...chatFiles, `chat/${stray}.thumb.jpg`]) await age(join(mediaRoot, file));

    expect((await sweepOrphans({ db: t.app.db, mediaRoot, graceMs: HOUR_MS })).files).toBe(1);
    expect(await filesUnder(mediaRoot)).toEqual([...referenced, ...chatFiles].sort());
  });

  it('keeps an unreferenced file younger than the grace period: a write in flight saves files before its row', async () => {
    await writeFile(join(mediaRoot, 'articles', `${stray}.orig.jpg`), 'x');
    expect((await sweepOrphans({ db: t.app.db, mediaRoot, graceMs: HOUR_MS })).files).toBe(0);
    expect(await filesUnder(mediaRoot)).toContain(`articles/${stray}.orig.jpg`);
    // With no grace (a start-up before any request), it goes.
    expect((await sweepOrphans({ db: t.app.db, mediaRoot, graceMs: 0 })).files).toBe(1);
    expect(await filesUnder(mediaRoot)).toEqual(referenced);
  });

  it('never follows a symbolic link out of the media folder', async () => {
    const outside = join(t.dataDir, 'precious');
    await mkdir(outside);
    await writeFile(join(outside, 'keep.txt'), 'family');
    await symlink(outside, join(mediaRoot, 'albums', 'link-out'));
    await symlink(join(outside, 'keep.txt'), join(mediaRoot, 'articles', `${stray}.orig.jpg`));
    await sweepOrphans({ db: t.app.db, mediaRoot, graceMs: 0 });
    expect(await readdir(outside)).toEqual(['keep.txt']);
  });

  it('runs at start-up with ORPHAN_GRACE_MINUTES=0, leaving exactly the files rows refer to', async () => {
    await writeFile(join(mediaRoot, 'articles', `${stray}.orig.jpg`), 'x');
    await t.app.close();
    const restarted = await buildApp({ ...t.config, orphanGraceMinutes: 0 });
    try {
      expect(await filesUnder(mediaRoot)).toEqual(referenced);
    } finally {
      await restarted.close();
    }
  });
});
