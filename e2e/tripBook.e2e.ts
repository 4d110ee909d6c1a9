import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Trip } from '../shared/tripTypes.ts';
import { launchChromium } from './support/browser.ts';
import { adminSession, grantedRelative, phone, sidewaysOverflow, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

const run = promisify(execFile);
const claire: Relative = { firstName: 'Claire Martin', email: 'claire@example.org', password: 'cerises-noires-2026' };

// Issue 42: on a phone, from « Le livre du voyage » on Voyage to the PDF on the device, over the
// real server (its maker in a child process) and the built client.
describe('the trip’s book on a phone', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    browser = await launchChromium();
    const token = await adminSession(server.app);
    const created = await server.app.inject({ method: 'POST', url: '/api/admin/trip', payload: { token, title: 'Islande été', start: '2026-08-03', end: '2026-08-05' } });
    expect(created.statusCode).toBe(200);
    expect(created.json<Trip>().title).toBe('Islande été');
    await grantedRelative(server.app, claire);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('asks for an A5 book of days 2 to 3, follows it, and downloads a PDF of the pages it said', async () => {
    const context = await browser.newContext({ ...phone, baseURL: server.url, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, claire);
    await page.goto('/app/voyage');
    await page.getByRole('button', { name: 'Le livre du voyage' }).click();

    const dialog = page.getByRole('dialog', { name: 'Le livre du voyage : Islande été' });
    await dialog.getByRole('radio', { name: 'Quelques jours' }).check();
    await dialog.getByRole('spinbutton', { name: 'Du jour' }).fill('2');
    await dialog.getByRole('spinbutton', { name: 'au jour' }).fill('3');
    await dialog.getByRole('checkbox', { name: 'Fonds perdus et traits de coupe, pour un imprimeur' }).check();
    expect(await sidewaysOverflow(page)).toBe(0);
    await dialog.getByRole('button', { name: 'Créer le livre' }).click();

    // The progress line, then the link: the maker runs niced on a loaded machine.
    const link = dialog.getByRole('link', { name: /^Télécharger le livre \(PDF, \d+ pages?, [\d,]+ [KM]o\)$/ });
    await link.waitFor({ timeout: 240_000 });
    const label = (await link.textContent()) ?? '';
    const pages = Number(/(\d+) pages?/.exec(label)?.[1]);
    expect(await link.getAttribute('download')).toBe('Islande été.pdf');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Islande été.pdf');
    const path = (await download.path())!;
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const info = (await run('pdfinfo', [path], { timeout: 30_000 })).stdout;
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBe(pages);
    // A5 with 3 mm of bleed on each side: 148 + 6 by 210 + 6 mm, in points.
    expect(info).toMatch(/Page size:\s+436\.5\d* x 612\.2\d* pts/);
    await context.close();
  }, 300_000);
});
