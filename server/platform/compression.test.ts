import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishOk, text } from '../testing/articleRequests.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp } from '../testing/testApp.ts';

const script = `console.log(${JSON.stringify('Le terrier de Lapin '.repeat(200))});`;
const indexHtml = `<!doctype html><html><head><title>Le terrier de Lapin</title></head><body><div id="root"></div>${'<!-- lapin -->'.repeat(100)}</body></html>`;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  // A build as scripts/precompressPlugin.ts leaves it: each text file with its .br and .gz.
  const assets = join(t.config.clientDir, 'assets');
  await mkdir(assets, { recursive: true });
  for (const [file, text] of [
    [join(assets, 'index-abc123.js'), script],
    [join(t.config.clientDir, 'index.html'), indexHtml],
  ] as const) {
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
});
afterEach(async () => {
  await t.close();
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

/** A JSON call from a browser, which always accepts brotli and gzip. */
const postAccepting = (url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
    payload: JSON.stringify(body),
  });

describe('compression negotiation', () => {
  it('sends the build brotli-compressed to a browser that accepts br, with Vary', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses index.html on a deep link too', async () => {
    const response = await get('/app/lapintube', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
  });

  it('compresses JSON answers above 1 KB for clients that ask, and leaves small ones alone', async () => {
    const token = await adminToken(t.app);
    const cousins = ['Marie', 'Paul', 'Jeanne', 'Louis', 'Camille', 'Hugo', 'Chloé', 'Arthur', 'Manon', 'Jules', 'Léa', 'Gabriel'];
    for (const firstName of cousins) await createUser(t.app, { firstName });
    const large = await postAccepting('/api/admin/getUsers', { token });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const users = JSON.parse(brotliDecompressSync(large.rawPayload).toString()) as unknown[];
    expect(users.length).toBeGreaterThan(12);

    const small = await postAccepting('/api/user/token', { token });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();

    const refused = await postJson(t.app, '/api/admin/getUsers', { token });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});

describe('the feed, shared by every relative', () => {
  it('is compressed once per change and sent in the coding each client asks for, with Vary', async () => {
    const token = await adminToken(t.app);
    for (let n = 1; n <= 12; n += 1) {
      await publishOk(t.app, token, { title: `Jour ${n} à Saint-Malo`, bandeau: 'Les remparts', structure: [text(1, 'Le vent, les crêpes, la marée. '.repeat(8))] });
    }
    const plain = await postJson(t.app, '/api/article/load', { token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await postAccepting('/api/article/load', { token });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzipped = await t.app.inject({
      method: 'POST',
      url: '/api/article/load',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br;q=0, gzip' },
      payload: JSON.stringify({ token }),
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);

    // A new article is a new page: never the compressed bytes of the old one.
    await publishOk(t.app, token, { title: 'Dernier jour', bandeau: 'Retour', structure: [text(1, 'Au revoir la mer.')] });
    const after = await postAccepting('/api/article/load', { token });
    expect(brotliDecompressSync(after.rawPayload).toString()).toContain('Dernier jour');
  });

  it('leaves an empty feed as it is', async () => {
    const token = await adminToken(t.app);
    const empty = await postAccepting('/api/article/load', { token });
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(empty.body) as { articles: unknown[] }).articles).toEqual([]);
  });
});
