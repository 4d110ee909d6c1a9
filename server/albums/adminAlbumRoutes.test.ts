import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Album, AlbumItem } from '../../shared/albumTypes.ts';
import { albumLimits } from '../../shared/albumLimits.ts';
import { messages } from '../platform/messages.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { albumsRoot } from './albumsPlugin.ts';
import { albumMessages } from './albumMessages.ts';
import { albumFilesOnDisk, createAlbum, postUploadParts, uploadImages, uploadOk } from '../testing/albumRequests.ts';
import { multipartForm, type FormPart } from '../testing/multipartForm.ts';
import { makeGif, makeLandscapeJpeg, makePhonePortraitJpeg, makePng, makeSpoofedFiles } from '../testing/fixtures/makeImages.ts';
import { refuseWrites } from '../testing/failingTrigger.ts';
import { adminToken, createTestApp, createUser, postJson, testAdmin, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let admin: string;
let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await makeLandscapeJpeg({ width: 900, height: 600 });
});
beforeEach(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

/** A photo as getAlbums lists it: as the upload answered, with who added it (shared albums) and
 * its kind (videos in albums). */
const addedByAdmin = (item: AlbumItem | undefined) => ({ ...item, addedBy: testAdmin.pseudo, kind: 'image' });

async function albums(): Promise<Album[]> {
  return (await postJson(t.app, '/api/admin/getAlbums', { token: admin })).json<Album[]>();
}

async function folderOf(name: string): Promise<string> {
  const row = await t.app.db.selectFrom('albums').select('folder').where('name', '=', name).executeTakeFirstOrThrow();
  return row.folder;
}

/** Every file under media/albums, as `folder/file`. */
const filesOnDisk = () => albumFilesOnDisk(t.dataDir);

/**
 * The admin's upload form as a request body that stops a few bytes into file number `holdIn` and
 * sends the rest only on `release()`. A server that answers before the release has stopped reading
 * inside that file.
 */
async function heldUpload(images: readonly Buffer[], holdIn: number) {
  const parts: FormPart[] = [['token', admin], ['folder', 'Bretagne'], ...images.map((bytes): FormPart => ['images', { bytes }])];
  const { payload, headers } = await multipartForm(parts);
  const boundary = `--${headers['content-type'].split('boundary=')[1] ?? ''}`;
  let partStart = -1;
  for (let part = 0; part < 2 + holdIn; part++) partStart = payload.indexOf(boundary, partStart + 1);
  const cut = payload.indexOf('\r\n\r\n', partStart) + 4 + 16;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  async function* chunks() {
    yield payload.subarray(0, cut);
    await released;
    yield payload.subarray(cut);
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), headers, release };
}

async function imageRows(): Promise<number> {
  const { count } = await t.app.db
    .selectFrom('album_images')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

describe('POST /api/admin/createAlbum', () => {
  it('creates an empty album that getAlbums lists', async () => {
    const response = await createAlbum(t.app, admin, '  Vacances été 2025  ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ albumName: 'Vacances été 2025', media: [], membersCanAdd: true });
    expect(await albums()).toEqual([{ albumName: 'Vacances été 2025', media: [], membersCanAdd: true }]);
  });

  it.each(['', '   ', '\t'])('refuses the empty name %j with a 400', async (name) => {
    const response = await createAlbum(t.app, admin, name);
    expect(response.statusCode).toBe(400);
    expect(await albums()).toEqual([]);
  });

  it('says why a blank name is refused', async () => {
    expect((await createAlbum(t.app, admin, ' ')).json()).toEqual({ message: albumMessages.albumNameEmpty });
  });

  it('refuses a name already taken, whatever its case', async () => {
    expect((await createAlbum(t.app, admin, 'Été')).statusCode).toBe(201);
    const response = await createAlbum(t.app, admin, 'été');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: albumMessages.albumNameTaken });
    expect((await albums()).map((album) => album.albumName)).toEqual(['Été']);
  });

  it('refuses a relative who is not admin with a 403, and a bad token with a 401', async () => {
    const user = await createUser(t.app);
    expect((await createAlbum(t.app, user.token, 'Chez moi')).statusCode).toBe(403);
    expect((await createAlbum(t.app, 'pas-un-jeton', 'Chez moi')).statusCode).toBe(401);
    expect(await albums()).toEqual([]);
  });

  it('refuses extra fields', async () => {
    const response = await postJson(t.app, '/api/admin/createAlbum', { token: admin, folderName: 'A', path: '/etc' });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/admin/uploadImages', () => {
  beforeEach(async () => {
    await createAlbum(t.app, admin, 'Bretagne');
  });

  it('stores png, gif and jpeg with the comment none and answers the new media items', async () => {
    const items = await uploadOk(t.app, admin, 'Bretagne', [jpeg, await makePng(), await makeGif()]);
    expect(items).toHaveLength(3);
    for (const item of items) expect(item).toEqual({ image: expect.stringMatching(/^[0-9a-f-]{36}$/), comment: 'none' });
    expect(await albums()).toEqual([{ albumName: 'Bretagne', media: items.map(addedByAdmin), membersCanAdd: true }]);

    const folder = await folderOf('Bretagne');
    const files = await filesOnDisk();
    expect(files).toHaveLength(9);
    expect(files.every((file) => file.startsWith(`${folder}/`))).toBe(true);
    expect(files).toContain(`${folder}/${items[1]?.image}.orig.png`);
  });

  it('keeps the original and makes 1600 px and 400 px renditions once, at upload', async () => {
    const [item] = await uploadOk(t.app, admin, 'Bretagne', [await makeLandscapeJpeg({ width: 2400, height: 1800 })]);
    const directory = join(albumsRoot(t.dataDir), await folderOf('Bretagne'));
    const size = async (file: string) => {
      const { width, height } = await sharp(join(directory, file)).metadata();
      return [width, height];
    };
    expect(await size(`${item?.image}.orig.jpg`)).toEqual([2400, 1800]);
    expect(await size(`${item?.image}.screen.jpg`)).toEqual([1600, 1200]);
    expect(await size(`${item?.image}.thumb.jpg`)).toEqual([400, 300]);
  });

  it('turns an EXIF-rotated phone portrait upright and strips its metadata', async () => {
    const [item] = await uploadOk(t.app, admin, 'Bretagne', [await makePhonePortraitJpeg()]);
    const directory = join(albumsRoot(t.dataDir), await folderOf('Bretagne'));
    for (const rendition of ['orig', 'screen', 'thumb']) {
      const metadata = await sharp(join(directory, `${item?.image}.${rendition}.jpg`)).metadata();
      expect(metadata.width).toBeLessThan(metadata.height);
      expect(metadata.exif).toBeUndefined();
    }
  });

  it.each([0, 1, 2, 3, 4, 5])('refuses spoofed file #%i (not png, gif or jpeg by its bytes) with a 415', async (index) => {
    const spoofed = (await makeSpoofedFiles())[index];
    if (!spoofed) throw new Error('missing fixture');
    const response = await uploadImages(t.app, admin, 'Bretagne', [spoofed]);
    expect(response.statusCode).toBe(415);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('keeps nothing of an upload when one image is refused after others were written', async () => {
    const [spoofed] = await makeSpoofedFiles();
    if (!spoofed) throw new Error('missing fixture');
    const response = await uploadImages(t.app, admin, 'Bretagne', [jpeg, jpeg, spoofed]);
    expect(response.statusCode).toBe(415);
    // Neither a photo's bytes nor a video's (an album takes videos too).
    expect(response.json()).toEqual({ message: albumMessages.notPhotoNorVideo });
    expect(await filesOnDisk()).toEqual([]);
    expect(await imageRows()).toBe(0);
  });

  it('removes the written files when the database transaction fails', async () => {
    await uploadOk(t.app, admin, 'Bretagne', [jpeg]);
    const before = await filesOnDisk();
    await refuseWrites(t.app.db, 'album_images', 'insert');

    const response = await uploadImages(t.app, admin, 'Bretagne', [jpeg, jpeg]);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.internalError });
    expect(await filesOnDisk()).toEqual(before);
    expect(await imageRows()).toBe(1);
  });

  it(`stops reading at the ${albumLimits.maxPhotosPerUpload + 1}th file: the 413 comes before the rest of the body, and what the first ones wrote is gone`, async () => {
    const before = await imageRows();
    const upload = await heldUpload(Array.from({ length: albumLimits.maxPhotosPerUpload + 1 }, () => jpeg), albumLimits.maxPhotosPerUpload + 1);
    // Without the route's files limit the server would wait for the 6th file's bytes, which only
    // come after the answer: this request would never end.
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/uploadImages', payload: upload.stream, headers: upload.headers });
    upload.release();
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: albumMessages.tooManyPhotos });
    expect(await imageRows()).toBe(before);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('renders a photo as soon as its bytes are in, while the next one is still on its way', async () => {
    const upload = await heldUpload([jpeg, jpeg], 2);
    const answered = t.app.inject({ method: 'POST', url: '/api/admin/uploadImages', payload: upload.stream, headers: upload.headers });
    // The body stops inside the second photo: the first one's three renditions are written meanwhile.
    await expect.poll(filesOnDisk, { timeout: 10_000 }).toHaveLength(3);
    expect(await imageRows()).toBe(0);
    upload.release();
    const response = await answered;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(2);
    expect(await filesOnDisk()).toHaveLength(6);
  });

  it(`answers a whole ${albumLimits.maxPhotosPerUpload + 1}-file body from the route's limit, and keeps none of it`, async () => {
    const before = await imageRows();
    const response = await uploadImages(t.app, admin, 'Bretagne', Array.from({ length: albumLimits.maxPhotosPerUpload + 1 }, () => jpeg));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: albumMessages.tooManyPhotos });
    expect(await imageRows()).toBe(before);
    expect(await filesOnDisk()).toEqual([]);
  });

  it(`accepts exactly ${albumLimits.maxPhotosPerUpload} images`, async () => {
    const items = await uploadOk(t.app, admin, 'Bretagne', Array.from({ length: albumLimits.maxPhotosPerUpload }, () => jpeg));
    expect(items).toHaveLength(albumLimits.maxPhotosPerUpload);
    expect(await imageRows()).toBe(albumLimits.maxPhotosPerUpload);
  });

  it(`refuses a ${albumLimits.maxPhotosPerUpload + 1}th image with a 413 and keeps none`, async () => {
    const response = await uploadImages(t.app, admin, 'Bretagne', Array.from({ length: 6 }, () => jpeg));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: albumMessages.tooManyPhotos });
    expect(await filesOnDisk()).toEqual([]);
    expect(await imageRows()).toBe(0);
  });

  it('refuses a file over the size limit with a 413', async () => {
    const heavy = Buffer.concat([jpeg, Buffer.alloc(albumLimits.maxPhotoBytes)]);
    const response = await uploadImages(t.app, admin, 'Bretagne', [jpeg, heavy]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: albumMessages.photoTooHeavy });
    expect(await filesOnDisk()).toEqual([]);
  });

  it('refuses a form without images with a 400', async () => {
    const response = await uploadImages(t.app, admin, 'Bretagne', []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: albumMessages.noPhotos });
  });

  it('refuses a relative who is not admin with a 403, a bad or missing token with a 401', async () => {
    const user = await createUser(t.app);
    expect((await uploadImages(t.app, user.token, 'Bretagne', [jpeg])).statusCode).toBe(403);
    expect((await uploadImages(t.app, 'pas-un-jeton', 'Bretagne', [jpeg])).statusCode).toBe(401);
    expect((await uploadImages(t.app, null, 'Bretagne', [])).statusCode).toBe(401);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('refuses images sent before the token and folder, before reading them', async () => {
    const response = await postUploadParts(t.app, [['images', { bytes: jpeg }], ['token', admin], ['folder', 'Bretagne']]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: albumMessages.fieldsFirst });
  });

  it('refuses unexpected fields', async () => {
    const response = await postUploadParts(t.app, [['token', admin], ['folder', 'Bretagne'], ['path', '/tmp'], ['images', { bytes: jpeg }]]);
    expect(response.statusCode).toBe(400);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('refuses a JSON body with a 415', async () => {
    const response = await postJson(t.app, '/api/admin/uploadImages', { token: admin, folder: 'Bretagne' });
    expect(response.statusCode).toBe(415);
  });

  it('ignores the file name a client sends', async () => {
    const hostile = await uploadImages(t.app, admin, 'Bretagne', [{ bytes: jpeg, fileName: '../../evil.jpg' }]);
    expect(hostile.statusCode).toBe(200);
    const items = hostile.json<AlbumItem[]>();
    expect(items).toEqual([{ image: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/), comment: 'none' }]);
    const folder = await folderOf('Bretagne');
    const image = items[0]?.image;
    expect(await filesOnDisk()).toEqual([`${folder}/${image}.orig.jpg`, `${folder}/${image}.screen.jpg`, `${folder}/${image}.thumb.jpg`]);
    const everywhere = await readdir(t.dataDir, { recursive: true });
    expect(everywhere.filter((entry) => entry.includes('evil'))).toEqual([]);
  });
});

describe('comments, image reads and deletion', () => {
  let items: AlbumItem[];
  beforeEach(async () => {
    await createAlbum(t.app, admin, 'Bretagne');
    await createAlbum(t.app, admin, 'Alsace');
    items = await uploadOk(t.app, admin, 'Bretagne', [jpeg, await makePng()]);
  });

  const ref = (image: string, folder = 'Bretagne') => ({ token: admin, folder, image });

  it('changes a comment, and an empty comment goes back to none', async () => {
    const image = items[0]?.image ?? '';
    const changed = await postJson(t.app, '/api/admin/changeComment', { ...ref(image), comment: ' Le phare au couchant ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ image, comment: 'Le phare au couchant' });
    expect((await albums())[0]?.media[0]).toEqual(addedByAdmin({ image, comment: 'Le phare au couchant' }));

    await postJson(t.app, '/api/admin/changeComment', { ...ref(image), comment: '   ' });
    expect((await albums())[0]?.media[0]).toEqual(addedByAdmin({ image, comment: 'none' }));
  });

  it('answers the thumbnail as base64', async () => {
    const response = await postJson(t.app, '/api/admin/getImage', ref(items[0]?.image ?? ''));
    expect(response.statusCode).toBe(200);
    const { width } = await sharp(Buffer.from(response.json<{ image: string }>().image, 'base64')).metadata();
    expect(width).toBe(400);
  });

  it('deletes an image and its files, and leaves the others', async () => {
    const [gone, kept] = items.map((item) => item.image);
    const response = await postJson(t.app, '/api/admin/deleteMedia', ref(gone ?? ''));
    expect(response.statusCode).toBe(200);
    expect((await albums()).find((album) => album.albumName === 'Bretagne')?.media).toEqual([addedByAdmin(items[1])]);
    const files = await filesOnDisk();
    expect(files.some((file) => file.includes(gone ?? '-'))).toBe(false);
    expect(files.filter((file) => file.includes(kept ?? '-'))).toHaveLength(3);
    expect((await postJson(t.app, '/api/admin/deleteMedia', ref(gone ?? ''))).statusCode).toBe(404);
  });

  it('does not reach an image through another album', async () => {
    const image = items[0]?.image ?? '';
    expect((await postJson(t.app, '/api/admin/getImage', ref(image, 'Alsace'))).statusCode).toBe(404);
    expect((await postJson(t.app, '/api/admin/deleteMedia', ref(image, 'Alsace'))).statusCode).toBe(404);
    expect(await filesOnDisk()).toHaveLength(6);
  });

  it('refuses every admin album call from a relative with a 403', async () => {
    const user = await createUser(t.app);
    const token = user.token;
    const image = items[0]?.image ?? '';
    const calls: Array<[string, object]> = [
      ['/api/admin/getAlbums', { token }],
      ['/api/admin/getImage', { token, folder: 'Bretagne', image }],
      ['/api/admin/changeComment', { token, folder: 'Bretagne', image, comment: 'piraté' }],
      ['/api/admin/deleteMedia', { token, folder: 'Bretagne', image }],
    ];
    for (const [url, body] of calls) {
      const response = await postJson(t.app, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: accountMessages.adminOnly });
    }
    expect((await albums())[0]?.media).toEqual(items.map(addedByAdmin));
  });
});
