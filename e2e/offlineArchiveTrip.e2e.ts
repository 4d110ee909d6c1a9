import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Trip } from '../shared/tripTypes.ts';
import { writeFamilyArchive } from '../server/archive/writeFamilyArchive.ts';
import { publishOk, text, image } from '../server/testing/articleRequests.ts';
import { createAlbum, uploadOk } from '../server/testing/albumRequests.ts';
import { jpegWithExif, testPlaces } from '../server/testing/exifPhotos.ts';
import { postJson } from '../server/testing/testApp.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { unzip } from './support/unzip.ts';
import { adminSession, grantedRelative, phone, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

// Issue 39: the trip in the family archive opens from file:// on a USB stick, the network off:
// its days, its map drawn as a picture with the route, and a day's story, with no request to
// anything but the folder.
const louise: Relative = { firstName: 'Louise', email: 'louise@example.org', password: 'myrtilles-2026' };
const HOUR = 3600 * 1000;

/** EXIF for a photo taken at `at`, written in UTC as a phone set to UTC would. */
function takenAt(at: number) {
  const iso = new Date(at).toISOString();
  return { dateTimeOriginal: `${iso.slice(0, 10).replaceAll('-', ':')} ${iso.slice(11, 19)}`, offsetTimeOriginal: '+00:00' };
}

function takenAgo(hoursAgo: number) {
  return takenAt(Date.now() - hoursAgo * HOUR);
}

/**
 * Up to an hour ago, but on the date Chamonix's clocks show now: the story published now falls on
 * that date, and so must its photo, even when the test runs just after midnight in Paris.
 */
function takenEarlierTodayInChamonix(): ReturnType<typeof takenAt> {
  const now = Date.now();
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(clock.find((piece) => piece.type === type)?.value);
  const sinceMidnight = ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000;
  return takenAt(now - Math.min(HOUR, Math.floor(sinceMidnight / 2)));
}

describe('the trip in the offline archive', () => {
  let server: RunningServer;
  let browser: Browser;
  let work: string;
  let page: Page;
  let trip: Trip;
  const story = 'Montée au Brévent';
  /** Every request the pages make that is not a file of the folder. */
  const elsewhere: string[] = [];
  const failed: string[] = [];

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    const token = await grantedRelative(server.app, louise);
    const admin = await adminSession(server.app);
    // Under way since three days ago: the story published now falls in it, on its last day.
    const start = new Date(Date.now() - 72 * HOUR).toISOString().slice(0, 10);
    const created = await postJson(server.app, '/api/admin/trip', { token: admin, title: 'Alpes en famille', start, end: '' });
    expect(created.statusCode, created.body).toBe(200);
    trip = created.json<Trip>();
    expect((await createAlbum(server.app, admin, 'Alpes')).statusCode).toBe(201);
    for (const photo of [
      await jpegWithExif({ ...testPlaces.annecy, ...takenAgo(40) }, { width: 640, height: 480 }),
      await jpegWithExif({ ...testPlaces.chamonix, ...takenAgo(34) }, { width: 640, height: 480 }),
    ])
      await uploadOk(server.app, admin, 'Alpes', [photo]);
    const photo = { fileName: 'brevent.jpg', bytes: await jpegWithExif({ ...testPlaces.chamonix, ...takenEarlierTodayInChamonix() }, { width: 640, height: 480 }) };
    await publishOk(server.app, token, { title: story, structure: [text(1, 'Le Mont-Blanc en face.'), image(2, 'brevent.jpg')] }, [photo]);

    work = await mkdtemp(join(tmpdir(), 'lapin-archive-trip-'));
    const zipFile = join(work, 'famille.zip');
    await writeFamilyArchive({ dataDir: server.dataDir, databaseUrl: null }, createWriteStream(zipFile));
    await unzip(zipFile, join(work, 'site'));

    browser = await launchChromium();
    // No server behind this context, and the network off.
    const context = await browser.newContext({ ...phone, offline: true });
    page = await context.newPage();
    page.on('request', (request) => {
      if (!request.url().startsWith('file://')) elsewhere.push(request.url());
    });
    // The stylesheet of a file:// page is reported failed when the next navigation starts (it is
    // cached and applied all the same, offlineArchive.e2e.ts): pictures are what is checked here.
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'image') failed.push(`${request.url()} ${request.failure()?.errorText}`);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const open = (path: string) => page.goto(pathToFileURL(join(work, 'site', path)).href);
  const imagesLoaded = () => page.locator('main img').evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth));

  it('reaches the trip from the archive, its map drawn with the route and a marker per town, and its days', async () => {
    await open('index.html');
    await page.getByRole('link', { name: 'Voyages' }).first().tap();
    await page.waitForURL('**/trips/index.html');
    await page.getByRole('link', { name: 'Alpes en famille' }).tap();
    await page.waitForURL(`**/trips/${trip.id}.html`);
    await page.getByRole('heading', { level: 1, name: 'Alpes en famille' }).waitFor();

    const map = page.getByRole('img', { name: 'Carte du voyage Alpes en famille : son trajet et ses étapes' });
    await map.waitFor();
    const box = await map.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    // Annecy then Chamonix by road: one line drawn, with a length on screen, and a step per town.
    const routes = map.locator('path.route');
    await expect(routes.count()).resolves.toBe(1);
    expect(await routes.first().evaluate((path) => (path as SVGPathElement).getTotalLength())).toBeGreaterThan(20);
    await expect(map.locator('g.step text').allTextContents()).resolves.toEqual(expect.arrayContaining(['Annecy', 'Chamonix-Mont-Blanc']));
    // France and its neighbours, from Natural Earth in the page itself.
    expect(await page.locator('svg.tripmap path[fill="#efe9dc"]').count()).toBeGreaterThanOrEqual(2);

    const days = page.getByRole('heading', { level: 2, name: 'Jour après jour' }).locator('xpath=following-sibling::ol[1]').getByRole('listitem');
    expect(await days.count()).toBeGreaterThanOrEqual(3);
    // « Jour 1 · jeudi 26 novembre », then the days with a town name their towns in order.
    await expect(days.first().getByRole('link').textContent()).resolves.toMatch(/^Jour 1 · \S+ \d{1,2} \S+/);
    await expect(days.filter({ hasText: /Annecy/ }).count()).resolves.toBeGreaterThanOrEqual(1);
    await expect(days.filter({ hasText: /Chamonix-Mont-Blanc/ }).count()).resolves.toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('opens the day of the story, its photos, then the story itself; the days lead from one to the next', async () => {
    await open(`trips/${trip.id}.html`);
    const storyDay = page.locator('ol.days li').filter({ hasText: '1 article' });
    await expect(storyDay.count()).resolves.toBe(1);
    await storyDay.getByRole('link').tap();
    await page.waitForURL(new RegExp(`/trips/${trip.id}/jour-\\d+\\.html$`));
    await page.getByRole('heading', { level: 1, name: /^Jour \d+ · .*Chamonix-Mont-Blanc/ }).waitFor();
    // The story's photo is the day's too: a thumbnail of the folder.
    await expect.poll(imagesLoaded).toEqual([expect.any(Number)]);
    expect((await imagesLoaded())[0]).toBeGreaterThan(0);
    await page.getByRole('link', { name: /^← Jour \d+$|^Jour \d+ →$/ }).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: story }).tap();
    await page.waitForURL(/\/articles\/\d+\.html$/);
    await page.getByRole('heading', { level: 1, name: story }).waitFor();
    await page.getByText('Le Mont-Blanc en face.').waitFor();
    await expect.poll(imagesLoaded).toEqual([640]);

    // Back to the trip's first located day, whose photos are the album's.
    await open(`trips/${trip.id}.html`);
    await page.locator('ol.days li').filter({ hasText: 'Annecy' }).first().getByRole('link').tap();
    await page.waitForURL(new RegExp(`/trips/${trip.id}/jour-\\d+\\.html$`));
    await expect.poll(async () => (await imagesLoaded()).length).toBeGreaterThanOrEqual(1);
    for (const width of await imagesLoaded()) expect(width).toBeGreaterThan(0);
  });

  it('made no request to anything but the folder, on any page', () => {
    expect(elsewhere).toEqual([]);
    expect(failed).toEqual([]);
  });
});
