import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { UserRow } from '../shared/accountTypes.ts';
import { makeLandscapeJpeg, makePhonePortraitJpeg, makePng } from '../server/testing/fixtures/makeImages.ts';
import { loginAs, postJson, register } from '../server/testing/testApp.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { signIn } from './support/family.ts';
import { e2eAdmin, startServer, type RunningServer } from './support/startServer.ts';

const relative = { firstName: 'Zoé Martin', email: 'zoe.martin@example.org', password: 'carottes-2025' };
const album = 'Vacances en Bretagne';
const comment = 'Zoé sur la digue,\nface au vent';

describe('albums journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let adminPage: Page;
  let relativePage: Page;
  let photoDir: string;
  let photos: string[];

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    // The relative's account is the accounts journey's business: here it is made through the API.
    await register(server.app, relative);
    const admin = await loginAs(server.app, e2eAdmin.email, e2eAdmin.password);
    const rows = (await postJson(server.app, '/api/admin/getUsers', { token: admin.userToken })).json<UserRow[]>();
    const id = rows.find((row) => row.firstName === relative.firstName)?.id;
    await postJson(server.app, '/api/admin/status', { token: admin.userToken, id, status: 1 });

    photoDir = await mkdtemp(join(tmpdir(), 'lapin-e2e-photos-'));
    const files: Array<[string, Buffer]> = [
      ['plage.jpg', await makeLandscapeJpeg({ width: 2000, height: 1500 })],
      // A phone portrait: landscape pixels with EXIF orientation 6.
      ['portrait-iphone.jpg', await makePhonePortraitJpeg()],
      ['carte.png', await makePng()],
    ];
    photos = [];
    for (const [name, bytes] of files) {
      const path = join(photoDir, name);
      await writeFile(path, bytes);
      photos.push(path);
    }

    browser = await launchChromium();
    adminPage = await (await browser.newContext({ baseURL: server.url, locale: 'fr-FR' })).newPage();
    relativePage = await (await browser.newContext({ baseURL: server.url, locale: 'fr-FR' })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (photoDir) await rm(photoDir, { recursive: true, force: true });
  });

  const mediaItem = (position: number): Locator =>
    adminPage.getByRole('list', { name: `Images du dossier ${album}` }).getByRole('listitem', { name: `Image ${position}`, exact: true });

  /** The slide on screen: the carousel hides the others from the accessibility tree. */
  const slide = (position: number, total: number): Locator => relativePage.getByRole('img', { name: `Image ${position} sur ${total}` });

  it('lets the admin create an album', async () => {
    await signIn(adminPage, e2eAdmin);
    await adminPage.getByRole('button', { name: 'Admin' }).click();
    await adminPage.getByLabel('Nom du dossier').fill(album);
    await adminPage.getByRole('button', { name: 'Créer' }).click();
    await adminPage.getByText('Album created !').waitFor();
    await adminPage.getByText('Aucune image dans ce dossier').waitFor();
    expect(await seriousAxeViolations(adminPage)).toEqual([]);

    // The same name again: the spec's alert, the server's reason under it, the album still chosen.
    await adminPage.getByRole('button', { name: 'Créer' }).click();
    await adminPage.getByText('Album creation has failed !').waitFor();
    await adminPage.getByText('Un album porte déjà ce nom').waitFor();
    await adminPage.getByText('Aucune image dans ce dossier').waitFor();

    // Created open to the family (the form's default); the admin can close it and open it again.
    const members = adminPage.getByRole('switch', { name: 'Les membres peuvent ajouter des photos' });
    await expect(members.isChecked()).resolves.toBe(true);
    for (const membersCanAdd of [false, true]) {
      const changed = adminPage.waitForResponse((response) => response.url().endsWith('/api/admin/albumSettings'));
      await members.click();
      expect((await changed).status()).toBe(200);
      await expect.poll(() => members.isChecked()).toBe(membersCanAdd);
    }
  });

  it('uploads three photos, a portrait phone photo among them, and comments one', async () => {
    await adminPage.getByLabel('Choisir des images').setInputFiles(photos);
    await adminPage.getByText('3 images choisies').waitFor();
    await adminPage.getByRole('button', { name: 'Envoyer' }).click();
    await adminPage.getByText('Images uploaded').waitFor();
    await expect.poll(() => adminPage.getByRole('list', { name: `Images du dossier ${album}` }).getByRole('listitem').count()).toBe(3);

    // The thumbnails show on the first paint, with nothing else redrawing the screen.
    await expect.poll(() => adminPage.getByRole('list', { name: `Images du dossier ${album}` }).getByRole('img').count()).toBe(3);

    // Enter saves the caption, Shift+Enter adds a line first; "Enregistré" confirms.
    const portrait = mediaItem(2);
    const field = portrait.getByLabel('Commentaire');
    await field.fill('');
    await field.pressSequentially('Zoé sur la digue,');
    await field.press('Shift+Enter');
    await field.pressSequentially('face au vent');
    const saved = adminPage.waitForResponse((response) => response.url().endsWith('/api/admin/changeComment'));
    await field.press('Enter');
    expect((await saved).status()).toBe(200);
    await portrait.getByText('Enregistré', { exact: true }).waitFor();
    await expect(field.inputValue()).resolves.toBe(comment);
    expect(await seriousAxeViolations(adminPage)).toEqual([]);
  });

  it('saves a caption when the admin leaves its field, and asks before a reload loses one', async () => {
    const png = mediaItem(3);
    const field = png.getByLabel('Commentaire');
    await field.fill('La carte du sentier');
    const saved = adminPage.waitForResponse((response) => response.url().endsWith('/api/admin/changeComment'));
    await adminPage.getByRole('heading', { name: `Images du dossier ${album}` }).click();
    expect((await saved).status()).toBe(200);
    await png.getByText('Enregistré', { exact: true }).waitFor();

    // Typed and not saved yet: a reload asks first, and staying keeps the text.
    await field.fill('');
    await field.pressSequentially('La carte, pas encore enregistrée');
    const asked = new Promise<string>((resolve) => adminPage.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }));
    void adminPage.reload().catch(() => undefined);
    await expect(asked).resolves.toBe('beforeunload');
    await expect(field.inputValue()).resolves.toBe('La carte, pas encore enregistrée');
    await field.press('Enter');
    await png.getByText('Enregistré', { exact: true }).waitFor();
  });

  it('shows the album to a relative, whose slideshow loops', async () => {
    await signIn(relativePage, relative);
    await relativePage.getByRole('button', { name: 'Lapingram' }).click();
    await relativePage.getByRole('heading', { level: 1, name: 'Albums' }).waitFor();
    expect(await seriousAxeViolations(relativePage)).toEqual([]);
    await relativePage.getByRole('button', { name: `Ouvrir l'album ${album}` }).click();
    await relativePage.waitForURL(`**/app/lapingramviewer/${encodeURIComponent(album)}`);

    // The album opens on its grid; a photo opens the slideshow there.
    await relativePage.getByRole('list', { name: `Photos de l'album ${album}` }).waitFor();
    expect(await seriousAxeViolations(relativePage)).toEqual([]);
    await relativePage.getByRole('button', { name: 'Ouvrir la photo 1 sur 3' }).click();
    await slide(1, 3).waitFor();
    const photoInAddress = () => new URL(relativePage.url()).searchParams.get('photo');
    const historyAtOpen = await relativePage.evaluate(() => history.length);
    const next = relativePage.getByRole('button', { name: 'Image suivante' });
    for (const position of [2, 3, 1]) {
      await next.click();
      await slide(position, 3).waitFor();
      await expect.poll(photoInAddress).toBe(String(position));
    }
    await relativePage.getByRole('button', { name: 'Image précédente' }).click();
    await slide(3, 3).waitFor();
    // The address follows the photo on screen, replaced rather than one history entry per photo.
    await expect.poll(photoInAddress).toBe('3');
    expect(await relativePage.evaluate(() => history.length)).toBe(historyAtOpen);
    expect(await seriousAxeViolations(relativePage)).toEqual([]);
  });

  it('shows the description under the photo, hidden and shown by a double-click, and the portrait upright', async () => {
    await relativePage.getByRole('button', { name: 'Image suivante' }).click();
    await relativePage.getByRole('button', { name: 'Image suivante' }).click();
    const portrait = slide(2, 3);
    await portrait.waitFor();
    const note = relativePage.getByRole('note');
    await expect(note.textContent()).resolves.toBe(comment);
    await relativePage.getByRole('button', { name: 'Masquer la description' }).waitFor();
    await portrait.dblclick();
    await relativePage.getByRole('button', { name: 'Afficher la description' }).waitFor();
    await portrait.dblclick();
    await relativePage.getByRole('button', { name: 'Masquer la description' }).waitFor();
    // Added by the admin, through the admin's form.
    await relativePage.getByText(`Ajoutée par ${e2eAdmin.pseudo}`).locator('visible=true').waitFor();

    const { naturalWidth, naturalHeight } = await portrait.evaluate((img: HTMLImageElement) => ({
      naturalWidth: img.naturalWidth,
      naturalHeight: img.naturalHeight,
    }));
    expect(naturalWidth).toBeGreaterThan(0);
    expect(naturalWidth).toBeLessThan(naturalHeight);

    // The landscape photo has no comment ('none'): a double-click shows nothing.
    await relativePage.getByRole('button', { name: 'Image précédente' }).click();
    await slide(1, 3).dblclick();
    await expect(relativePage.getByRole('note').count()).resolves.toBe(0);
  });

  it('removes a photo the admin deletes from what the relative sees', async () => {
    const png = mediaItem(3);
    const deleted = adminPage.waitForResponse((response) => response.url().endsWith('/api/admin/deleteMedia'));
    await png.getByRole('button', { name: 'Supprimer' }).click();
    // Deleting asks first; the dialog names the album.
    const dialog = adminPage.getByRole('alertdialog', { name: `Supprimer cette image de l'album ${album} ?` });
    expect(await seriousAxeViolations(adminPage)).toEqual([]);
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    expect((await deleted).status()).toBe(200);
    await expect.poll(() => adminPage.getByRole('list', { name: `Images du dossier ${album}` }).getByRole('listitem').count()).toBe(2);

    await relativePage.reload();
    // The viewer's address names the photo: a reload opens it again.
    await relativePage.getByRole('dialog').waitFor();
    await relativePage.getByRole('button', { name: 'Fermer' }).click();
    await relativePage.getByRole('button', { name: 'Ouvrir la photo 1 sur 2' }).click();
    await slide(1, 2).waitFor();
    await expect(relativePage.getByRole('img', { name: /sur 3$/ }).count()).resolves.toBe(0);
  });

  it("lets whoever added a photo change its caption from the viewer, and shows it to the family", async () => {
    // The relative added none of these photos: the viewer offers no change.
    await expect(relativePage.getByRole('button', { name: 'Modifier la description' }).count()).resolves.toBe(0);

    await adminPage.goto(`/app/lapingramviewer/${encodeURIComponent(album)}?photo=1`);
    const viewer = adminPage.getByRole('dialog', { name: album });
    await viewer.getByRole('img', { name: 'Image 1 sur 2' }).waitFor();
    await viewer.getByRole('button', { name: 'Modifier la description' }).locator('visible=true').click();
    const field = viewer.getByLabel('Description');
    await field.fill('La plage, à marée basse');
    const saved = adminPage.waitForResponse((response) => response.url().endsWith('/api/album/caption'));
    await field.press('Enter');
    expect((await saved).status()).toBe(200);
    await viewer.getByRole('note').locator('visible=true').filter({ hasText: 'La plage, à marée basse' }).waitFor();
    expect(await seriousAxeViolations(adminPage)).toEqual([]);

    await relativePage.reload();
    await relativePage.getByRole('dialog').getByRole('note').locator('visible=true').filter({ hasText: 'La plage, à marée basse' }).waitFor();
  });
});
