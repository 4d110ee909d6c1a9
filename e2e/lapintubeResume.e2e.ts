import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { loadConfig } from '../server/platform/config.ts';
import { uploadChunkBytes } from '../src/api/resumableUpload.ts';
import { launchChromium } from './support/browser.ts';
import { grantedRelative, phone, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';
import { playThenSeek } from './support/videoPlayer.ts';

// A video from a phone on hotel Wi-Fi (issue 23): the upload goes through tus in chunks; the
// network drops half-way and comes back, and the upload goes on from the server's offset by itself;
// then the page is reloaded three quarters in, the same file is chosen again, and the upload is
// taken up where the server stopped, not from 0. Every request to /api/upload/ is recorded, so
// the test shows that no byte the server held was sent again. The video then gets ready, plays
// and seeks. Last, an upload is cancelled, and the server keeps nothing of it.

const marie: Relative = { firstName: 'Marie Dupont', email: 'marie@example.org', password: 'carottes-2025' };
const title = 'Le ferry pour Belle-Île';

interface Sent {
  method: string;
  url: string;
  offset: number | undefined;
}

/** Two seconds of noise at a high bitrate (about 20 MB): five chunks of 5 MB. H.264 + AAC in MP4
 * within the target size, so the server only remuxes it. */
async function makeHeavyClip(directory: string): Promise<string> {
  const path = join(directory, 'ferry.mp4');
  const { ffmpegPath } = loadConfig({}).videos;
  await promisify(execFile)(ffmpegPath, [
    '-hide_banner', '-loglevel', 'error', '-y', '-threads', '1',
    '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=60:duration=2',
    '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2',
    '-vf', 'noise=alls=100:allf=t', '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '1', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-shortest', '-movflags', '+faststart', path,
  ]);
  return path;
}

/** A promise and the function that settles it. */
function signal<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('a video upload survives a network cut and a reload', { timeout: 120_000 }, () => {
  let server: RunningServer;
  let directory: string;
  let clip: string;
  let size: number;
  let token: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const sent: Sent[] = [];
  /** What the route does with the next PATCH at or past an offset: set by each step. */
  let onPatch: ((route: Route, offset: number) => Promise<boolean>) | undefined;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'lapin-resume-'));
    [server, clip] = await Promise.all([startServer(inject('clientDir')), makeHeavyClip(directory)]);
    size = (await stat(clip)).size;
    expect(size).toBeGreaterThan(4 * uploadChunkBytes);
    token = await grantedRelative(server.app, marie);
    browser = await launchChromium();
    context = await browser.newContext({ ...phone, baseURL: server.url });
    page = await context.newPage();
    // Recorded as the browser sends them, before the route decides (the aborted ones included).
    await context.route('**/api/upload/**', async (route) => {
      const request = route.request();
      const offset = request.headers()['upload-offset'];
      sent.push({ method: request.method(), url: new URL(request.url()).pathname, offset: offset === undefined ? undefined : Number(offset) });
      if (request.method() === 'PATCH' && onPatch && (await onPatch(route, Number(offset)))) return;
      await route.continue();
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  /** The server's offset for an upload, asked as a tus client would. */
  async function serverOffset(uploadPath: string): Promise<number> {
    const head = await fetch(`${server.url}${uploadPath}`, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` } });
    expect(head.status).toBe(200);
    return Number(head.headers.get('upload-offset'));
  }

  let uploadPath: string;
  let cutAt: number;

  it('waits out a network cut half-way, then sends only what the server lacks', async () => {
    await signIn(page, marie);
    await page.goto('/app/lapintube');
    await page.getByRole('button', { name: 'Ajouter une vidéo' }).click();
    await page.getByRole('textbox', { name: 'Titre' }).fill(title);
    await page.getByLabel('Choisir la vidéo').setInputFiles(clip);

    // The network drops as the PATCH from about half the file leaves the phone.
    const cut = signal<number>();
    onPatch = async (route, offset) => {
      if (offset < 0.45 * size) return false;
      onPatch = undefined;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
      cut.resolve(offset);
      return true;
    };
    await page.getByRole('button', { name: 'Envoyer la vidéo' }).tap();
    cutAt = await cut.promise;
    await expect.poll(() => page.getByRole('alert').filter({ hasText: "Connexion perdue : l'envoi reprendra tout seul" }).isVisible()).toBe(true);

    const created = sent.filter((request) => request.method === 'POST');
    expect(created).toHaveLength(1);
    uploadPath = sent.find((request) => request.method === 'PATCH')!.url;
    expect(uploadPath).toMatch(/^\/api\/upload\/[0-9a-f]{32}$/);
    // The server holds every byte before the cut.
    expect(await serverOffset(uploadPath)).toBe(cutAt);

    // Back online: the upload asks the server where it stands and goes on from there.
    const reload = signal();
    onPatch = async (_route, offset) => {
      if (offset < 0.7 * size) return false;
      onPatch = undefined;
      // Held, never answered: the page is reloaded while this chunk waits.
      reload.resolve();
      return true;
    };
    const beforeReturn = sent.length;
    await context.setOffline(false);
    await reload.promise;
    const afterReturn = sent.slice(beforeReturn);
    expect(afterReturn[0]?.method).toBe('HEAD');
    expect(afterReturn.some((request) => request.method === 'POST')).toBe(false);
    expect(afterReturn.filter((request) => request.method === 'PATCH').map((request) => request.offset)).toEqual([cutAt, cutAt + uploadChunkBytes]);
    expect(await page.getByRole('alert').filter({ hasText: 'Connexion perdue' }).count()).toBe(0);
  });

  it('takes the upload up after a reload when the same file is chosen again, from the offset the server kept', async () => {
    const kept = await serverOffset(uploadPath);
    expect(kept).toBe(cutAt + uploadChunkBytes);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::')).length)).toBe(1);

    await page.reload();
    await page.getByRole('button', { name: 'Ajouter une vidéo' }).click();
    await page.getByRole('textbox', { name: 'Titre' }).fill(title);
    await page.getByLabel('Choisir la vidéo').setInputFiles(clip);
    const afterReload = sent.length;
    // The take-up's first chunk waits until the form has been read.
    const held = signal<Route>();
    onPatch = async (route) => {
      onPatch = undefined;
      held.resolve(route);
      return true;
    };
    await page.getByRole('button', { name: 'Envoyer la vidéo' }).tap();
    const route = await held.promise;
    const percent = Math.floor((kept / size) * 100);
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Envoi repris là où il s'était arrêté (${percent} % déjà reçus).` }).isVisible()).toBe(true);
    await route.continue();

    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Vidéo envoyée' }).isVisible(), { timeout: 20_000 }).toBe(true);
    // No new upload: a HEAD to the same one, then the rest of the file, each byte once.
    const resumed = sent.slice(afterReload);
    expect(resumed.map(({ method, url, offset }) => [method, url, offset])).toEqual([
      ['HEAD', uploadPath, undefined],
      ['PATCH', uploadPath, kept],
      ...(kept + uploadChunkBytes < size ? [['PATCH', uploadPath, kept + uploadChunkBytes]] : []),
    ]);
    // Each chunk once, but for the two that never reached the server: the one the cut stopped as it
    // left, and the one held across the reload.
    const chunks = Array.from({ length: Math.ceil(size / uploadChunkBytes) }, (_, index) => index * uploadChunkBytes);
    const patches = sent.filter((request) => request.method === 'PATCH').map((request) => request.offset);
    expect(patches).toEqual([...chunks.slice(0, chunks.indexOf(kept)), cutAt, kept, ...chunks.slice(chunks.indexOf(kept))].sort((a, b) => a - b));
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::')).length)).toBe(0);
  });

  it('gets ready live, plays and seeks, and is in the list once', async () => {
    const tile = page.getByRole('listitem').filter({ hasText: title });
    await expect.poll(() => tile.getByText('00:02').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('listitem').filter({ hasText: title }).count()).toBe(1);

    await tile.getByRole('button', { name: title }).tap();
    await page.waitForURL((url) => /^\/app\/lapintube\/[0-9a-f-]{36}$/.test(url.pathname));
    const video = page.locator('video');
    expect(await playThenSeek(video, 1.5)).toBeCloseTo(1.5, 0);
  });

  it("cancels an upload under way: the server drops what it kept, and the phone forgets it", async () => {
    await page.goto('/app/lapintube');
    await page.getByRole('button', { name: 'Ajouter une vidéo' }).click();
    await page.getByRole('textbox', { name: 'Titre' }).fill('Une vidéo de trop');
    await page.getByLabel('Choisir la vidéo').setInputFiles(clip);
    const started = sent.length;
    const held = signal<Route>();
    onPatch = async (route, offset) => {
      if (offset < uploadChunkBytes) return false;
      onPatch = undefined;
      held.resolve(route);
      return true;
    };
    await page.getByRole('button', { name: 'Envoyer la vidéo' }).tap();
    const route = await held.promise;
    const cancelled = sent[started + 1]!.url;
    expect(await serverOffset(cancelled)).toBe(uploadChunkBytes);

    await page.getByRole('button', { name: "Annuler l'envoi" }).tap();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Envoi annulé' }).isVisible()).toBe(true);
    await route.abort().catch(() => undefined);
    await expect.poll(() => sent.slice(started).some((request) => request.method === 'DELETE' && request.url === cancelled)).toBe(true);
    await expect
      .poll(async () => (await fetch(`${server.url}${cancelled}`, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` } })).status)
      .toBe(404);
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::')).length)).toBe(0);
    expect(await page.getByRole('button', { name: 'Une vidéo de trop' }).count()).toBe(0);
  });
});
