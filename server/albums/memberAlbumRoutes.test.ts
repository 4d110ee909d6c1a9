import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Album, AlbumTile, AlbumItem, MemberUploadReply, SlideshowItem } from '../../shared/albumTypes.ts';
import { albumLimits } from '../../shared/albumLimits.ts';
import { albumsRoot } from './albumsPlugin.ts';
import { albumMessages } from './albumMessages.ts';
import { createAlbum, memberUpload, uploadOk, type MemberPhoto } from '../testing/albumRequests.ts';
import { makeLandscapeJpeg, makePng } from '../testing/fixtures/makeImages.ts';
import { multipartForm } from '../testing/multipartForm.ts';
import { adminToken, createTestApp, createUser, postJson, testAdmin, type TestApp, type TestUser } from '../testing/testApp.ts';

// Shared albums: every granted member adds to an album open to them, and changes or deletes the
// photos they added; the admin does anything. Every right is checked on the server.

let t: TestApp;
let admin: string;
let marie: TestUser;
let paul: TestUser;
let shots: Buffer[];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const photo = (bytes: Buffer): MemberPhoto => ({ bytes, sha256: sha256(bytes) });
const tokenOf = (user: TestUser) => user.token ?? '';

beforeAll(async () => {
  shots = await Promise.all([1, 2, 3, 4, 5, 6].map((seed) => makeLandscapeJpeg({ width: 640, height: 480, seed })));
});
beforeEach(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  marie = await createUser(t.app, { firstName: 'Marie' });
  paul = await createUser(t.app, { firstName: 'Paul' });
  expect((await createAlbum(t.app, admin, 'Bretagne')).statusCode).toBe(201);
});
afterEach(async () => {
  await t.close();
});

async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(albumsRoot(t.dataDir), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const slideshow = async (token = tokenOf(paul)) =>
  (await postJson(t.app, '/api/media/getalbumimages', { token, album: 'Bretagne' })).json<SlideshowItem[]>();

async function uploadAs(user: TestUser, photos: MemberPhoto[]): Promise<AlbumItem[]> {
  const response = await memberUpload(t.app, tokenOf(user), 'Bretagne', photos);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberUploadReply>().media;
}

const settings = (token: string, membersCanAdd: boolean, album = 'Bretagne') =>
  postJson(t.app, '/api/admin/albumSettings', { token, album, membersCanAdd });

describe('POST /api/album/upload', () => {
  it('lets a member add photos to an open album, recorded as theirs and shown to everyone', async () => {
    const media = await uploadAs(marie, [photo(shots[0]!), photo(await makePng())]);
    expect(media).toEqual([
      { image: expect.stringMatching(/^[0-9a-f-]{36}$/), comment: 'none', addedBy: 'Marie', kind: 'image' },
      { image: expect.stringMatching(/^[0-9a-f-]{36}$/), comment: 'none', addedBy: 'Marie', kind: 'image' },
    ]);
    const items = await slideshow();
    expect(items.map((item) => [item.name, item.addedBy])).toEqual(media.map((item) => [item.image, 'Marie']));
    expect(await filesOnDisk()).toHaveLength(6);
  });

  it('refuses a member in an album the admin closed with a 403, and keeps nothing', async () => {
    expect((await settings(admin, false)).json()).toEqual({ albumName: 'Bretagne', membersCanAdd: false });
    const response = await memberUpload(t.app, tokenOf(marie), 'Bretagne', [photo(shots[0]!)]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: albumMessages.closedToMembers });
    expect(await filesOnDisk()).toEqual([]);
    // The admin still adds to it, through the same call.
    const byAdmin = await memberUpload(t.app, admin, 'Bretagne', [photo(shots[1]!)]);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<MemberUploadReply>().media[0]?.addedBy).toBe(testAdmin.pseudo);
  });

  it('refuses a photo the album holds already with a 409 naming its hash', async () => {
    await uploadAs(marie, [photo(shots[0]!)]);
    const again = await memberUpload(t.app, tokenOf(paul), 'Bretagne', [photo(shots[1]!), photo(shots[0]!)]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: albumMessages.photoAlreadyInAlbum, sha256: sha256(shots[0]!) });
    expect(await filesOnDisk()).toHaveLength(3);
    // The other photo of the refused call goes through on its own.
    await uploadAs(paul, [photo(shots[1]!)]);
    expect(await slideshow()).toHaveLength(2);
  });

  it('refuses the same photo twice in one call', async () => {
    const response = await memberUpload(t.app, tokenOf(marie), 'Bretagne', [photo(shots[2]!), photo(shots[2]!)]);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ sha256: string }>().sha256).toBe(sha256(shots[2]!));
    expect(await filesOnDisk()).toEqual([]);
  });

  it(`refuses a ${albumLimits.maxPhotosPerUpload + 1}th photo with a 413 and keeps none`, async () => {
    const response = await memberUpload(t.app, tokenOf(marie), 'Bretagne', shots.map(photo));
    expect(response.statusCode).toBe(413);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('refuses a malformed hash, a hash with no photo after it, a missing album and a bad token', async () => {
    const bad = await memberUpload(t.app, tokenOf(marie), 'Bretagne', [{ bytes: shots[0]!, sha256: 'pas-une-empreinte' }]);
    expect(bad.json()).toEqual({ message: albumMessages.badPhotoHash });
    expect(bad.statusCode).toBe(400);
    const { payload, headers } = await multipartForm([
      ['token', tokenOf(marie)],
      ['album', 'Bretagne'],
      ['sha256', sha256(shots[0]!)],
    ]);
    const dangling = await t.app.inject({ method: 'POST', url: '/api/album/upload', payload, headers });
    expect(dangling.json()).toEqual({ message: albumMessages.hashWithoutPhoto });
    expect((await postJson(t.app, '/api/album/upload', {})).statusCode).toBe(415);
    expect((await memberUpload(t.app, tokenOf(marie), 'Inconnu', [photo(shots[0]!)])).statusCode).toBe(404);
    expect((await memberUpload(t.app, 'pas-un-jeton', 'Bretagne', [photo(shots[0]!)])).statusCode).toBe(401);
    expect((await memberUpload(t.app, null, 'Bretagne', [photo(shots[0]!)])).statusCode).toBe(400);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('refuses a waiting or banned account', async () => {
    const waiting = await createUser(t.app, { access: 0 });
    expect(waiting.token).toBeNull();
    const banned = await createUser(t.app);
    await postJson(t.app, '/api/admin/status', { token: admin, id: banned.id, status: 2 });
    expect((await memberUpload(t.app, tokenOf(banned), 'Bretagne', [photo(shots[0]!)])).statusCode).toBe(401);
    expect(await filesOnDisk()).toEqual([]);
  });
});

describe('captions and deletion by members', () => {
  let mine: string;
  let theirs: string;
  beforeEach(async () => {
    mine = (await uploadAs(marie, [photo(shots[0]!)]))[0]?.image ?? '';
    theirs = (await uploadAs(paul, [photo(shots[1]!)]))[0]?.image ?? '';
  });

  const caption = (user: string, image: string, comment: string) =>
    postJson(t.app, '/api/album/caption', { token: user, album: 'Bretagne', image, comment });
  const remove = (user: string, image: string) => postJson(t.app, '/api/album/delete', { token: user, album: 'Bretagne', image });

  it('lets a member change the caption of their own photo', async () => {
    const response = await caption(tokenOf(marie), mine, '  Le phare  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ image: mine, comment: 'Le phare' });
    expect((await slideshow()).find((item) => item.name === mine)?.description).toBe('Le phare');
  });

  it('refuses a caption with a control character or a bidi override in French, and keeps the one it had', async () => {
    for (const comment of ['Le phare\u0000', 'Ding\u0007', 'gnp.\u202eexe']) {
      const response = await caption(tokenOf(marie), mine, comment);
      expect(response.statusCode, JSON.stringify(comment)).toBe(400);
      expect(response.json()).toEqual({ message: albumMessages.captionControl });
    }
    expect((await slideshow()).find((item) => item.name === mine)?.description).toBe('none');
    expect((await caption(tokenOf(marie), mine, 'Le phare\r\nau loin')).json()).toEqual({ image: mine, comment: 'Le phare\nau loin' });
  });

  it("refuses another member's photo with a 403 and changes nothing", async () => {
    const response = await caption(tokenOf(marie), theirs, 'piraté');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: albumMessages.notYourPhoto });
    expect((await remove(tokenOf(marie), theirs)).statusCode).toBe(403);
    expect((await slideshow()).map((item) => [item.name, item.description])).toEqual([
      [mine, 'none'],
      [theirs, 'none'],
    ]);
    expect(await filesOnDisk()).toHaveLength(6);
  });

  it('lets a member delete their own photo and its files', async () => {
    expect((await remove(tokenOf(marie), mine)).json()).toEqual({ status: 'success' });
    expect((await slideshow()).map((item) => item.name)).toEqual([theirs]);
    expect((await filesOnDisk()).filter((file) => file.includes(mine))).toEqual([]);
    expect(await filesOnDisk()).toHaveLength(3);
  });

  it("lets the admin change and delete any member's photo", async () => {
    expect((await caption(admin, theirs, 'Vu par Grand Lapin')).statusCode).toBe(200);
    expect((await remove(admin, mine)).statusCode).toBe(200);
    expect((await slideshow()).map((item) => [item.name, item.description])).toEqual([[theirs, 'Vu par Grand Lapin']]);
  });

  it('keeps a member their own photos after the admin closes the album', async () => {
    await settings(admin, false);
    expect((await caption(tokenOf(marie), mine, 'Encore à moi')).statusCode).toBe(200);
    expect((await remove(tokenOf(marie), mine)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown album or photo, and 400 for a name that is no photo name', async () => {
    expect((await postJson(t.app, '/api/album/caption', { token: tokenOf(marie), album: 'Inconnu', image: mine, comment: 'x' })).statusCode).toBe(404);
    expect((await caption(tokenOf(marie), crypto.randomUUID(), 'x')).statusCode).toBe(404);
    expect((await caption(tokenOf(marie), '../../etc/passwd', 'x')).statusCode).toBe(400);
    expect((await remove(tokenOf(marie), 'album.zip')).statusCode).toBe(400);
    expect(await filesOnDisk()).toHaveLength(6);
  });
});

describe('POST /api/admin/albumSettings', () => {
  it('is the admin’s alone, and shows in the tiles and the admin’s list', async () => {
    const refused = await settings(tokenOf(marie), false);
    expect(refused.statusCode).toBe(403);
    await uploadOk(t.app, admin, 'Bretagne', [shots[0]!]);
    const tile = async () =>
      (await postJson(t.app, '/api/media/loadmediatiles', { token: tokenOf(paul), count: 0 })).json<{ tiles: AlbumTile[] }>().tiles[0];
    expect((await tile())?.membersCanAdd).toBe(true);
    expect((await settings(admin, false)).statusCode).toBe(200);
    expect((await tile())?.membersCanAdd).toBe(false);
    const listed = (await postJson(t.app, '/api/admin/getAlbums', { token: admin })).json<Album[]>();
    expect(listed[0]?.membersCanAdd).toBe(false);
    expect((await settings(admin, true, 'Inconnu')).statusCode).toBe(404);
    expect((await postJson(t.app, '/api/admin/albumSettings', { token: admin, album: 'Bretagne', membersCanAdd: 'oui' })).statusCode).toBe(400);
  });

  it('creates an album closed to members when the admin asks', async () => {
    const created = await postJson(t.app, '/api/admin/createAlbum', { token: admin, folderName: 'Privé', membersCanAdd: false });
    expect(created.json()).toEqual({ albumName: 'Privé', media: [], membersCanAdd: false });
    expect((await memberUpload(t.app, tokenOf(marie), 'Privé', [photo(shots[0]!)])).statusCode).toBe(403);
  });
});
