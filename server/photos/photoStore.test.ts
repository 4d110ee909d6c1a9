import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hostileNames } from '../testing/fixtures/hostileNames.ts';
import { makeGif, makeLandscapeJpeg, makePhonePortraitJpeg, makePng, makeSpoofedFiles } from '../testing/fixtures/makeImages.ts';
import { renderImageSet } from './photoRenditions.ts';
import { PhotoStore } from './photoStore.ts';
import { ImageNotFoundError, UnsafePathError, UnsupportedImageError } from './photoErrors.ts';

const uuid = /^[0-9a-f-]{36}$/;

describe('PhotoStore', () => {
  let sandbox: string;
  let root: string;
  let store: PhotoStore;
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await makeLandscapeJpeg({ width: 2000, height: 1500 });
  });
  beforeEach(async () => {
    sandbox = await mkdtemp(join(tmpdir(), 'lapin-store-'));
    root = join(sandbox, 'media');
    store = new PhotoStore(root);
  });
  afterEach(async () => {
    await rm(sandbox, { recursive: true, force: true });
  });

  it('saves original, screen and thumb under a server-generated name, with no temp file left', async () => {
    const saved = await store.saveImageSet('Vacances été', jpeg);
    expect(saved.name).toMatch(uuid);
    expect(saved).toMatchObject({ format: 'jpeg', width: 2000, height: 1500 });
    const files = (await readdir(join(root, 'Vacances été'))).sort();
    expect(files).toEqual([`${saved.name}.orig.jpg`, `${saved.name}.screen.jpg`, `${saved.name}.thumb.jpg`]);
    for (const [rendition, fileName] of [
      ['original', `${saved.name}.orig.jpg`],
      ['screen', `${saved.name}.screen.jpg`],
      ['thumb', `${saved.name}.thumb.jpg`],
    ] as const) {
      expect((await stat(join(root, 'Vacances été', fileName))).size).toBe(saved.sizes[rendition]);
    }
  });

  it('names the original after the detected format, whatever the upload was called', async () => {
    const png = await store.saveImageSet('album', await makePng({ width: 100, height: 80 }));
    const gif = await store.saveImageSet('album', await makeGif());
    const files = await readdir(join(root, 'album'));
    expect(files).toContain(`${png.name}.orig.png`);
    expect(files).toContain(`${gif.name}.orig.gif`);
  });

  it('reads back each rendition', async () => {
    const saved = await store.saveImageSet('album', jpeg);
    const sizes = await Promise.all(
      (['original', 'screen', 'thumb'] as const).map(async (rendition) => {
        const { width, height } = await sharp(await store.read('album', saved.name, rendition)).metadata();
        return [width, height];
      }),
    );
    expect(sizes).toEqual([
      [2000, 1500],
      [1600, 1200],
      [400, 300],
    ]);
  });

  it('stores the phone portrait upright and without GPS', async () => {
    const saved = await store.saveImageSet('album', await makePhonePortraitJpeg());
    for (const rendition of ['original', 'screen', 'thumb'] as const) {
      const metadata = await sharp(await store.read('album', saved.name, rendition)).metadata();
      expect(metadata.width).toBeLessThan(metadata.height);
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('reports a missing image or collection as ImageNotFoundError', async () => {
    const saved = await store.saveImageSet('album', jpeg);
    await expect(store.read('album', crypto.randomUUID(), 'thumb')).rejects.toBeInstanceOf(ImageNotFoundError);
    await expect(store.read('autre', saved.name, 'thumb')).rejects.toBeInstanceOf(ImageNotFoundError);
  });

  it('writes nothing for a spoofed file', async () => {
    for (const file of await makeSpoofedFiles()) {
      await expect(store.saveImageSet('album', file.bytes)).rejects.toBeInstanceOf(UnsupportedImageError);
    }
    await expect(readdir(root)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  describe('refuses hostile names before touching the disk', () => {
    it.each(hostileNames)('collection %j', async (name) => {
      await expect(store.saveImageSet(name, jpeg)).rejects.toBeInstanceOf(UnsafePathError);
      await expect(store.read(name, crypto.randomUUID(), 'thumb')).rejects.toBeInstanceOf(UnsafePathError);
      await expect(store.removeCollection(name)).rejects.toBeInstanceOf(UnsafePathError);
      await expect(store.listNames(name)).rejects.toBeInstanceOf(UnsafePathError);
      expect(await readdir(sandbox)).toEqual([]);
    });

    it.each([...hostileNames, 'photo.jpg', 'not-a-uuid'])('image %j', async (name) => {
      await expect(store.read('album', name, 'original')).rejects.toBeInstanceOf(UnsafePathError);
      await expect(store.remove('album', name)).rejects.toBeInstanceOf(UnsafePathError);
      await expect(store.discard('album', [name])).rejects.toBeInstanceOf(UnsafePathError);
    });
  });

  it('removes every rendition and ignores what is already gone', async () => {
    const kept = await store.saveImageSet('album', jpeg);
    const removed = await store.saveImageSet('album', jpeg);
    await store.remove('album', removed.name);
    expect((await readdir(join(root, 'album'))).every((file) => file.startsWith(kept.name))).toBe(true);
    await expect(store.remove('album', removed.name)).resolves.toBeUndefined();
    await expect(store.remove('nowhere', removed.name)).resolves.toBeUndefined();
  });

  it('discards a batch so a failed database write leaves no files behind', async () => {
    const before = await store.saveImageSet('album', jpeg);
    const batch = [await store.saveImageSet('album', jpeg), await store.saveImageSet('album', await makeGif())];
    await store.discard(
      'album',
      batch.map((saved) => saved.name),
    );
    expect(await store.listNames('album')).toEqual([before.name]);
  });

  it('rolls back the renditions already written when a later write fails', async () => {
    const failing = new PhotoStore(root, {
      render: async (bytes) => ({ ...(await renderImageSet(bytes)), thumb: 42 as unknown as Buffer }),
    });
    await expect(failing.saveImageSet('album', jpeg)).rejects.toThrow();
    expect(await readdir(join(root, 'album'))).toEqual([]);
  });

  it('removes a whole collection', async () => {
    await store.saveImageSet('album', jpeg);
    await store.saveImageSet('autre', jpeg);
    await store.removeCollection('album');
    expect(await readdir(root)).toEqual(['autre']);
    await expect(store.removeCollection('album')).resolves.toBeUndefined();
  });

  it('sweeps temp files left by a crash and nothing else', async () => {
    const saved = await store.saveImageSet('album', jpeg);
    await writeFile(join(root, 'album', '.tmp-crashed'), 'partial');
    await writeFile(join(root, '.tmp-crashed'), 'partial');
    await mkdir(join(root, 'vide'));
    expect(await store.sweepTemp()).toBe(2);
    expect(await store.listNames('album')).toEqual([saved.name]);
    expect((await readdir(root)).sort()).toEqual(['album', 'vide']);
    expect(await new PhotoStore(join(sandbox, 'absent')).sweepTemp()).toBe(0);
  });
});
