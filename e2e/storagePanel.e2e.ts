import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readArchive } from '../server/backup/verifyArchive.ts';
import { createAlbum, uploadOk } from '../server/testing/albumRequests.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { adminSession, phone, sidewaysOverflow, signIn } from './support/family.ts';
import { e2eAdmin, startServer, type RunningServer } from './support/startServer.ts';

// Issue 38: the admin sees the family's storage and takes a backup from the admin screen.
describe('the storage panel', () => {
  let server: RunningServer;
  let browser: Browser;
  let backups: string;

  beforeAll(async () => {
    backups = await mkdtemp(join(tmpdir(), 'lapin-e2e-backups-'));
    server = await startServer(inject('clientDir'), { env: { BACKUP_DIR: backups } });
    const admin = await adminSession(server.app);
    expect((await createAlbum(server.app, admin, 'Alpes')).statusCode).toBe(201);
    await uploadOk(server.app, admin, 'Alpes', [await makeLandscapeJpeg({ width: 1600, height: 1200 })]);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await rm(backups, { recursive: true, force: true });
  });

  it('shows the sizes, then « Sauvegarder maintenant » writes a verified backup the panel reports', async () => {
    const page = await (await browser.newContext({ ...phone, baseURL: server.url })).newPage();
    await signIn(page, e2eAdmin);
    await page.goto('/app/admin');
    const panel = page.getByRole('region', { name: 'Stockage' });
    await panel.getByText('Aucune sauvegarde pour l’instant.').waitFor();
    const photos = (await panel.getByRole('listitem').filter({ hasText: 'Photos' }).textContent()) ?? '';
    expect(photos).toMatch(/^Photos\d+(,\d+)? (Ko|Mo)$/);
    expect(photos).not.toBe('Photos0 Ko');
    await expect(panel.getByRole('listitem').filter({ hasText: 'Base de données' }).textContent()).resolves.toMatch(/\d+(,\d+)? (Ko|Mo)$/);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Sauvegarder maintenant' }).tap();
    const finished = panel.getByText(/^Sauvegarde terminée et vérifiée \(\d+(,\d+)? (Ko|Mo)\)\.$/);
    await finished.waitFor({ timeout: 60_000 });
    await panel.getByText(/^Dernière sauvegarde : \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, \d+(,\d+)? (Ko|Mo) \(vérifiée\)$/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const archives = (await readdir(backups)).filter((name) => name.endsWith('.tar'));
    expect(archives).toHaveLength(1);
    const archive = await readArchive(join(backups, archives[0]!));
    expect(archive.problems).toEqual([]);
    expect(archive.manifest?.counts.albumImages).toBe(1);
  });
});
