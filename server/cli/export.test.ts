import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { image, publishOk, text } from '../testing/articleRequests.ts';
import { makeGif, makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { runCli } from '../testing/runCli.ts';
import { adminToken, createTestApp, dataEnv, type TestApp } from '../testing/testApp.ts';
import { zipEntries } from '../testing/zipEntries.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  const admin = await adminToken(t.app);
  await publishOk(t.app, admin, { structure: [text(1, 'Au port'), image(2, 'port.jpg')] }, [{ fileName: 'port.jpg', bytes: await makeLandscapeJpeg({ width: 900, height: 600 }) }]);
  await createAlbum(t.app, admin, 'Noirmoutier');
  await uploadOk(t.app, admin, 'Noirmoutier', [await makeGif()]);
});
afterEach(async () => {
  await t.close();
});

const originalsIn = async (file: string) => (await zipEntries(await readFile(file))).filter((entry) => entry.name.includes('.orig.'));

describe('npm run export', () => {
  it('leaves the originals out by default', async () => {
    const file = join(t.dataDir, 'archive.zip');
    const { code, out } = await runCli('export', [file], dataEnv(t));
    expect(code, out).toBe(0);
    expect(out).toContain('1 articles, 1 albums, 1 photos, 0 messages');
    expect(await originalsIn(file)).toEqual([]);
  });

  it("adds every photo's original with --originals, as stored", async () => {
    const file = join(t.dataDir, 'archive-originaux.zip');
    const { code, out } = await runCli('export', ['--originals', file], dataEnv(t));
    expect(code, out).toBe(0);
    expect(out).toContain('1 photos avec leurs originaux');
    const originals = await originalsIn(file);
    expect(originals.map((entry) => entry.name.replace(/[0-9a-f-]{36}/, 'UUID').replace(/albums\/\d+\//, 'albums/N/'))).toEqual([
      'media/articles/UUID.orig.jpg',
      'media/albums/N/UUID.orig.gif',
    ]);
    const { folder } = await t.app.db.selectFrom('albums').select('folder').executeTakeFirstOrThrow();
    const stored = await readFile(join(t.dataDir, 'media', 'albums', folder, originals[1]!.name.split('/').pop()!));
    expect(originals[1]!.bytes.equals(stored)).toBe(true);
  });

  it('explains its usage when the file is missing or an option is unknown', async () => {
    for (const args of [[], ['--originals'], ['--originaux', 'x.zip'], ['a.zip', 'b.zip']]) {
      const { code, out } = await runCli('export', args, dataEnv(t));
      expect(code, args.join(' ')).toBe(2);
      expect(out).toContain('Usage : npm run export -- [--originals] <fichier.zip>');
    }
  });
});
