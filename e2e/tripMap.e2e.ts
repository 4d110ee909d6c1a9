import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Worker } from 'playwright-core';
import { build } from 'vite';
import { launchChromium } from './support/browser.ts';
import { grantedRelative, phone, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';
import { seaJpeg } from '../stories/support/sampleImages.ts';

const claire: Relative = { firstName: 'Claire Martin', email: 'claire@example.org', password: 'cerises-noires-2026' };

/**
 * The built client with the map engine beside it, built by Vite as the app's own chunks are (its
 * worker, its CSS and the Roboto files as hashed assets), under /assets/harness/.
 */
async function clientWithMapHarness(): Promise<string> {
  const clientDir = await mkdtemp(join(tmpdir(), 'lapin-e2e-map-client-'));
  await cp(inject('clientDir'), clientDir, { recursive: true });
  const callerEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      base: '/assets/harness/',
      build: {
        outDir: join(clientDir, 'assets', 'harness'),
        emptyOutDir: true,
        rollupOptions: { input: 'e2e/support/mapHarness.ts', preserveEntrySignatures: 'exports-only', output: { entryFileNames: 'harness.js' } },
      },
    });
  } finally {
    if (callerEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerEnv;
  }
  return clientDir;
}

describe('the trip map', () => {
  let clientDir: string;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    clientDir = await clientWithMapHarness();
    server = await startServer(clientDir);
    browser = await launchChromium({ webgl: true });
    await grantedRelative(server.app, claire);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (clientDir) await rm(clientDir, { recursive: true, force: true });
  });

  it('draws the world and the trip from Lapin alone, under its own CSP: 0 requests to any other origin', async () => {
    const context = await browser.newContext({ ...phone, baseURL: server.url });
    const page = await context.newPage();
    const requests: string[] = [];
    const statuses = new Map<string, number>();
    context.on('request', (request) => requests.push(request.url()));
    context.on('response', (response) => statuses.set(response.url(), response.status()));
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    // MapLibre fetches its tiles from its workers, whose requests the page's network events never
    // show: each worker's own Resource Timing lists them.
    const workers: Worker[] = [];
    page.on('worker', (worker) => workers.push(worker));
    await signIn(page, claire);

    const steps = page.getByRole('button', { name: /éléments/ });
    // As text: Vitest would rewrite an import() written in this file's own code.
    await page.evaluate("import('/assets/harness/harness.js').then((harness) => harness.mountTripMap())");
    await expect.poll(() => steps.count()).toBe(4);
    expect(await page.getByRole('button', { name: 'Tokyo : 41 éléments' }).isVisible()).toBe(true);
    await expect(page.locator('.maplibregl-canvas').boundingBox()).resolves.toMatchObject({ width: phone.viewport!.width });

    expect(workers.length).toBeGreaterThan(0);
    for (const worker of workers) {
      const fetched = await worker.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => [entry.name, entry.responseStatus] as const),
      );
      for (const [url, status] of fetched) {
        requests.push(url);
        statuses.set(url, status);
      }
    }
    const origin = new URL(server.url).origin;
    const elsewhere = requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin);
    expect(elsewhere).toEqual([]);
    // The tiles came from Lapin, with the session cookie, fetched by MapLibre's worker, itself one
    // of the build's assets: under the worker script's own CSP (platform/security.ts).
    const tiles = requests.filter((url) => url.includes('/media/map/tiles/'));
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) expect(statuses.get(tile), tile).toBe(200);
    expect(requests.some((url) => /\/assets\/harness\/.*maplibre-gl-worker.*\.mjs/.test(url))).toBe(true);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('asks again for a step thumbnail lost in a network cut once the network is back', async () => {
    const context = await browser.newContext({ ...phone, baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, claire);
    const thumbnail = `${server.url}/media/albums/e2e/cut-step.thumb.jpg`;
    let cut = true;
    const asked: ('cut' | 'served')[] = [];
    await page.route(thumbnail, async (route) => {
      asked.push(cut ? 'cut' : 'served');
      if (cut) await route.abort('internetdisconnected');
      else await route.fulfill({ contentType: 'image/jpeg', body: Buffer.from(seaJpeg, 'base64') });
    });
    await page.evaluate(`import('/assets/harness/harness.js').then((harness) => harness.mountTripMap(${JSON.stringify(thumbnail)}))`);
    await expect.poll(() => page.getByRole('button', { name: /éléments/ }).count()).toBe(4);
    // Every step shares the one address: asked once, while the network was cut.
    expect(asked).toEqual(['cut']);

    cut = false;
    // The network goes and comes back; again until the page had taken the failure in.
    await expect
      .poll(async () => {
        await context.setOffline(true);
        await context.setOffline(false);
        return asked.length;
      })
      .toBe(2);
    expect(asked).toEqual(['cut', 'served']);
    await context.close();
  });
});
