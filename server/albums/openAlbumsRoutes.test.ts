import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenAlbumsReply } from '../../shared/albumTypes.ts';
import { createAlbum } from '../testing/albumRequests.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let admin: string;

beforeEach(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  for (const name of ['Bretagne', 'Noël', 'Archives de mamie']) expect((await createAlbum(t.app, admin, name)).statusCode).toBe(201);
  await postJson(t.app, '/api/admin/albumSettings', { token: admin, album: 'Archives de mamie', membersCanAdd: false });
});
afterEach(async () => {
  await t.close();
});

const openAlbums = (token: string | null) => postJson(t.app, '/api/album/open', { token });

describe('POST /api/album/open', () => {
  it('names the albums open to members, newest first, photos or not', async () => {
    const marie = await createUser(t.app, { firstName: 'Marie' });
    const response = await openAlbums(marie.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<OpenAlbumsReply>()).toEqual({ albums: ['Noël', 'Bretagne'] });
  });

  it('names every album for the admin, who adds anywhere', async () => {
    expect((await openAlbums(admin)).json<OpenAlbumsReply>()).toEqual({ albums: ['Archives de mamie', 'Noël', 'Bretagne'] });
  });

  it('refuses a caller without a valid session', async () => {
    const refused = await openAlbums('pas-un-jeton');
    expect(refused.statusCode).toBe(401);
    expect(refused.json<{ message: string }>().message).toMatch(/\S/);
    expect((await openAlbums(null)).statusCode).toBe(400);
  });
});
