import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishOk, text } from '../testing/articleRequests.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp } from '../testing/testApp.ts';
import { messages } from '../messages.ts';

describe('the archive download', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('gives an admin a one-time link that streams the zip once', async () => {
    const admin = await adminToken(t.app);
    await publishOk(t.app, admin, { structure: [text(1, 'Au lac')] });
    const link = await postJson(t.app, '/api/admin/exportLink', { token: admin });
    expect(link.statusCode).toBe(200);
    const { url } = link.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/admin\/export\/[0-9a-f]{48}$/);

    const download = await t.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="lapin-archive-\d{4}-\d{2}-\d{2}\.zip"$/);
    // A zip: local file header signature, and the home page inside.
    expect(download.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(download.rawPayload.includes(Buffer.from('index.html'))).toBe(true);

    const again = await t.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: messages.exportLinkExpired });
  });

  it('refuses a relative, an unknown key and a malformed one', async () => {
    const relative = await createUser(t.app, { firstName: 'Paul' });
    expect((await postJson(t.app, '/api/admin/exportLink', { token: relative.token })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/export/${'a'.repeat(48)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/export/..%2F..%2Fetc' })).statusCode).toBe(400);
  });
});
