import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { publishOk, text } from '../server/testing/articleRequests.ts';
import { chatClient, connected, eventually } from '../server/testing/chatClient.ts';
import { writeFamilyArchive } from '../server/archive/writeFamilyArchive.ts';
import { launchChromium } from './support/browser.ts';
import { grantedRelative, phone, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';
import { unzip } from './support/unzip.ts';

// Issue 41: the grandfather finds the cheese shop of the second day, and a chat message, on his
// phone; then the family archive's search page finds the same from file://, with no network.
const papi: Relative = { firstName: 'Papi', email: 'papi@example.org', password: 'fromage-de-chevre' };
const camille: Relative = { firstName: 'Camille', email: 'camille@example.org', password: 'reblochon-2026' };

describe('search on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let storyId = 0;
  let work: string;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    await grantedRelative(server.app, papi);
    const writer = await grantedRelative(server.app, camille);
    for (const [day, body] of ['Le départ, la route, les bouchons.', 'Après le marché, une fromagerie de la vieille ville nous a fait goûter un reblochon.', 'Le lac, enfin.'].entries()) {
      const story = await publishOk(server.app, writer, { title: `Jour ${day + 1}`, structure: [text(1, body)] });
      if (day === 1) storyId = story.id;
    }
    const chat = chatClient(server.url, { token: writer });
    await connected(chat);
    await eventually(() => chat.snapshots.length > 0, 'the chat snapshot');
    for (const line of ['Bonjour à tous', 'On arrive à Chamonix ce soir', 'Gardez-nous du fromage']) await chat.send(line);
    chat.close();
    browser = await launchChromium();
    page = await (await browser.newContext({ ...phone, baseURL: server.url })).newPage();
    await signIn(page, papi);
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('types « fromagerie » and opens the second day’s story', async () => {
    await page.getByRole('button', { name: 'Rechercher' }).tap();
    const field = page.getByRole('combobox', { name: 'Rechercher dans Lapin' });
    await field.fill('fromagerie');
    const result = page.getByRole('option', { name: /Jour 2/ });
    await expect.poll(() => result.count(), { timeout: 15_000 }).toBe(1);
    await expect(result.locator('mark').first().textContent()).resolves.toBe('fromagerie');
    await result.tap();
    await page.waitForURL(`**/app/article/${storyId}`);
    await page.getByRole('heading', { level: 1, name: 'Jour 2' }).waitFor();
  });

  it('types « chamo » and opens the chat at that message', async () => {
    await page.getByRole('button', { name: 'Rechercher' }).tap();
    await page.getByRole('combobox', { name: 'Rechercher dans Lapin' }).fill('chamo');
    const result = page.getByRole('option', { name: /Chamonix/ });
    await expect.poll(() => result.count(), { timeout: 15_000 }).toBe(1);
    await result.tap();
    await page.waitForURL(/\/app\/lapinchat\?message=\d+$/);
    const line = page.locator('[data-message-ts]', { hasText: 'On arrive à Chamonix ce soir' });
    await expect.poll(() => line.isVisible(), { timeout: 15_000 }).toBe(true);
    // Its neighbours are there too.
    await expect(page.getByText('Bonjour à tous').isVisible()).resolves.toBe(true);
  });

  it('finds the same in the family archive, from file://, with no network', async () => {
    work = await mkdtemp(join(tmpdir(), 'lapin-search-archive-'));
    await writeFamilyArchive({ dataDir: server.dataDir, databaseUrl: null }, createWriteStream(join(work, 'famille.zip')));
    await unzip(join(work, 'famille.zip'), join(work, 'site'));
    const context = await browser.newContext({ ...phone, offline: true });
    const offline = await context.newPage();
    const outside: string[] = [];
    offline.on('request', (request) => {
      if (!request.url().startsWith('file://')) outside.push(request.url());
    });
    await offline.goto(pathToFileURL(join(work, 'site', 'search.html')).href);
    const field = offline.getByRole('searchbox', { name: 'Rechercher dans l’archive' });
    await field.fill('fromagerie');
    await offline.getByRole('link', { name: 'Jour 2' }).tap();
    await offline.waitForURL(`**/articles/${storyId}.html`);
    await offline.goBack();
    await field.fill('chamo');
    await offline.locator('#results').getByRole('link', { name: /Discussion/ }).tap();
    await offline.waitForURL(/\/chat\/\d{4}-\d{2}\.html#m\d+$/);
    await offline.getByText('On arrive à Chamonix ce soir').waitFor();
    expect(outside).toEqual([]);
    await context.close();
  });
});
