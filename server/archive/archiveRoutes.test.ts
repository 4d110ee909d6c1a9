import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishOk, text } from '../testing/articleRequests.ts';
import { adminToken, createTestApp, createUser, loginAs, postJson, testAdmin, type TestApp } from '../testing/testApp.ts';
import { archiveMessages } from './archiveMessages.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { makeLandscapeJpeg, makePng } from '../testing/fixtures/makeImages.ts';
import { zipEntries } from '../testing/zipEntries.ts';

/** The `name=value` of the cookie a response sets, as a browser would send it back. */
function cookieFrom(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  if (first === undefined) throw new Error('no cookie was set');
  return first.split(';')[0]!;
}

describe('the archive download', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  async function askLink(token: string, extra: { originals?: boolean } = {}) {
    const link = await postJson(t.app, '/api/admin/exportLink', { token, ...extra });
    expect(link.statusCode).toBe(200);
    return { url: link.json<{ url: string }>().url, cookie: cookieFrom(link), setCookie: String(link.headers['set-cookie']) };
  }
  const download = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });

  it('gives an admin a one-time link that streams the zip once, in the browser that asked', async () => {
    const admin = await adminToken(t.app);
    await publishOk(t.app, admin, { structure: [text(1, 'Au lac')] });
    const { url, cookie, setCookie } = await askLink(admin);
    expect(url).toMatch(/^\/api\/admin\/export\/[0-9a-f]{48}$/);
    // The session goes with the link the way a browser carries it: a short cookie for this path.
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api/admin/export');
    expect(setCookie).toContain('Max-Age=60');

    const first = await download(url, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/zip');
    expect(first.headers['content-disposition']).toMatch(/^attachment; filename="lapin-archive-\d{4}-\d{2}-\d{2}\.zip"$/);
    // A zip: local file header signature, and the home page inside.
    expect(first.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(first.rawPayload.includes(Buffer.from('index.html'))).toBe(true);

    const again = await download(url, cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: archiveMessages.exportLinkExpired });
  });

  it('refuses the link without the session that asked for it, and keeps it for that session', async () => {
    const { url, cookie } = await askLink(await adminToken(t.app));
    const anonymous = await download(url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: archiveMessages.exportNeedsSession });
    expect((await download(url, 'lapin_session=un-jeton-invente')).statusCode).toBe(401);

    // Another session of the same admin, and a relative's, are not the one that asked.
    const otherSession = (await loginAs(t.app, testAdmin.email, testAdmin.password)).userToken;
    expect((await download(url, cookie.replace(/=.*/, `=${otherSession}`))).statusCode).toBe(401);
    const relative = await createUser(t.app, { firstName: 'Paul' });
    expect((await download(url, cookie.replace(/=.*/, `=${relative.token}`))).statusCode).toBe(401);

    // None of those used the link up.
    expect((await download(url, cookie)).statusCode).toBe(200);
  });

  it('refuses the link once the session that asked for it has signed out', async () => {
    const token = (await loginAs(t.app, testAdmin.email, testAdmin.password)).userToken;
    const { url, cookie } = await askLink(token);
    expect((await postJson(t.app, '/api/user/logout', { token })).statusCode).toBe(200);
    const response = await download(url, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: archiveMessages.exportNeedsSession });
  });

  it("holds the photos' originals only when the admin asks for them", async () => {
    const admin = await adminToken(t.app);
    await createAlbum(t.app, admin, 'Noirmoutier');
    const [jpeg, png] = await uploadOk(t.app, admin, 'Noirmoutier', [await makeLandscapeJpeg({ width: 800, height: 600 }), await makePng()]);
    const { folder } = await t.app.db.selectFrom('albums').select('folder').executeTakeFirstOrThrow();
    const originalsIn = async (response: LightMyRequestResponse) =>
      (await zipEntries(response.rawPayload)).filter((entry) => entry.name.includes('.orig.'));

    const plain = await askLink(admin);
    const light = await download(plain.url, plain.cookie);
    expect(light.headers['content-disposition']).toMatch(/^attachment; filename="lapin-archive-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(await originalsIn(light)).toEqual([]);

    const full = await askLink(admin, { originals: true });
    const heavy = await download(full.url, full.cookie);
    expect(heavy.statusCode).toBe(200);
    expect(heavy.headers['content-disposition']).toMatch(/^attachment; filename="lapin-archive-originaux-\d{4}-\d{2}-\d{2}\.zip"$/);
    const originals = await originalsIn(heavy);
    expect(originals.map((entry) => entry.name.replace(/^media\/albums\/\d+\//, ''))).toEqual([`${jpeg!.image}.orig.jpg`, `${png!.image}.orig.png`]);
    for (const entry of originals) {
      const stored = await readFile(join(t.dataDir, 'media', 'albums', folder, entry.name.split('/').pop()!));
      expect(entry.bytes.equals(stored)).toBe(true);
    }
    const albumPage = (await zipEntries(heavy.rawPayload)).find((entry) => /^albums\/\d+\.html$/.test(entry.name))!;
    expect(albumPage.bytes.toString()).toContain(`href="../${originals[0]!.name}">Photo d’origine</a>`);
  });

  it('refuses an originals choice that is not a boolean', async () => {
    const response = await postJson(t.app, '/api/admin/exportLink', { token: await adminToken(t.app), originals: 'oui' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a relative, an unknown key and a malformed one', async () => {
    const relative = await createUser(t.app, { firstName: 'Paul' });
    expect((await postJson(t.app, '/api/admin/exportLink', { token: relative.token })).statusCode).toBe(403);
    const { cookie } = await askLink(await adminToken(t.app));
    expect((await download(`/api/admin/export/${'a'.repeat(48)}`, cookie)).statusCode).toBe(404);
    expect((await download('/api/admin/export/..%2F..%2Fetc', cookie)).statusCode).toBe(400);
  });
});
