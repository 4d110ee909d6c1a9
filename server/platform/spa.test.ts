import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function writeClient() {
  await mkdir(join(t.config.clientDir, 'assets'), { recursive: true });
  await writeFile(join(t.config.clientDir, 'index.html'), indexHtml);
  await writeFile(join(t.config.clientDir, 'assets', 'main-abc123.js'), 'console.log("lapin")');
}

describe('the web client', () => {
  it('serves index.html for a client route such as /app/lapinchat', async () => {
    await writeClient();

    const response = await t.app.inject({ method: 'GET', url: '/app/lapinchat' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe(indexHtml);
  });

  it('serves / and built files, hashed assets with a long cache', async () => {
    await writeClient();

    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toBe(indexHtml);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // A script is never a page: no document headers, the ones that count for it.
    expect(asset.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['x-frame-options']).toBeUndefined();
  });

  it("lets the map's worker script fetch from Lapin alone, and run nothing", async () => {
    await writeClient();
    await writeFile(join(t.config.clientDir, 'assets', 'maplibre-gl-worker-abc123.mjs'), 'self.onmessage = () => {};');

    const worker = await t.app.inject({ method: 'GET', url: '/assets/maplibre-gl-worker-abc123.mjs' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // A worker obeys its own script's CSP: without connect-src 'self' it could fetch no tile.
    expect(worker.headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'; frame-ancestors 'none'");
    expect(worker.headers['x-content-type-options']).toBe('nosniff');
    // Every other asset keeps the policy that allows nothing.
    const script = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js?v=mjs' });
    expect(script.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('serves the public pages the build drew, and index.html for the others', async () => {
    await writeClient();
    await mkdir(join(t.config.clientDir, 'pages'), { recursive: true });
    const drawn = (page: string) => `<!doctype html><html><body><div id="root"><h1>${page}</h1></div></body></html>`;
    await writeFile(join(t.config.clientDir, 'pages', 'index.html'), drawn('Connexion'));
    await writeFile(join(t.config.clientDir, 'pages', 'register.html'), drawn('Inscription'));

    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toBe(drawn('Connexion'));
    const register = await t.app.inject({ method: 'GET', url: '/register?x=1' });
    expect(register.body).toBe(drawn('Inscription'));
    expect(register.headers['cache-control']).toBe('no-cache');
    // Not drawn by this build, or not a public page: the empty shell.
    expect((await t.app.inject({ method: 'GET', url: '/about' })).body).toBe(indexHtml);
    expect((await t.app.inject({ method: 'GET', url: '/app' })).body).toBe(indexHtml);
    expect((await t.app.inject({ method: 'GET', url: '/app/lapinchat' })).body).toBe(indexHtml);
  });

  it('answers 404 for a missing asset rather than index.html', async () => {
    await writeClient();
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
  });

  it('answers 503 with the build command when the client is not built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it('sends a content security policy that lets data images, websockets and inline styles through', async () => {
    await writeClient();
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('unknown addresses', () => {
  it.each(['GET', 'POST'] as const)('answers a JSON 404 for an unknown %s /api route', async (method) => {
    await writeClient();
    const response = await t.app.inject({ method, url: '/api/nowhere', payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.unknownApi });
  });

  it('serves the service worker uncached and the web manifest with its type, and a missing one as 404', async () => {
    await writeClient();
    expect((await t.app.inject({ method: 'GET', url: '/sw.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).statusCode).toBe(404);

    await writeFile(join(t.config.clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(t.config.clientDir, 'manifest.webmanifest'), '{"name":"Le terrier de Lapin"}');
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // The browser checks for a new version on every visit: an old worker must never be kept.
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ name: 'Le terrier de Lapin' });
  });
});

describe("the share target without a service worker (issue 38)", () => {
  it('answers a shared photo with a 303 to the share screen, which says to open the app, and keeps nothing', async () => {
    await writeClient();
    const boundary = '----lapin-partage';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="media"; filename="plage.jpg"',
      'Content-Type: image/jpeg',
      '',
      'pas vraiment une photo',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/app/partage',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/app/partage?sans-application');
    const page = await t.app.inject({ method: 'GET', url: response.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(indexHtml);
  });
});
