import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SlideshowItem } from '../shared/albumTypes.ts';
import { product } from '../shared/product.ts';
import { createAlbum } from '../server/testing/albumRequests.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { makeVideoClips, type VideoClips } from '../server/testing/videoClips.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { adminSession, fillLogin, grantedRelative, phone, sidewaysOverflow, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';
import { chatLog, connectedChatBox } from './support/chat.ts';

// Issue 38: a relative shares photos and a video from the phone's gallery into the installed app.
// The gallery POSTs them to the manifest's share_target; the service worker keeps them and opens
// the share sheet; signed out, the relative signs in and comes back to them; « Ajouter à un
// album » hands the photos and the clip to the album queue (the clip through the resumable
// upload), and another relative sees them. Files left waiting leave the device with the relative.

const lea: Relative = { firstName: 'Léa Martin', email: 'lea@example.org', password: 'carottes-2025' };
const paul: Relative = { firstName: 'Paul Martin', email: 'paul@example.org', password: 'navets-2025' };
const album = 'Voyage dans les Alpes';

type SharedPart = { name: string; type: string; base64: string };

/** Sends the share form as the phone's gallery does: a POST navigation, multipart, to the
 * manifest's action, with the files in the manifest's field. */
async function shareFromGallery(page: Page, parts: SharedPart[]): Promise<void> {
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json() as Promise<{ share_target: { action: string; method: string; enctype: string; params: { files: { name: string }[] } } }>);
  const target = manifest.share_target;
  await page.evaluate(
    ({ target, parts }) => {
      const form = document.createElement('form');
      form.action = target.action;
      form.method = target.method;
      form.enctype = target.enctype;
      const input = document.createElement('input');
      input.type = 'file';
      input.name = target.params.files[0]!.name;
      input.multiple = true;
      const files = new DataTransfer();
      for (const part of parts) files.items.add(new File([Uint8Array.from(atob(part.base64), (char) => char.charCodeAt(0))], part.name, { type: part.type }));
      input.files = files.files;
      const title = Object.assign(document.createElement('input'), { name: 'title', value: 'Les Alpes' });
      form.append(input, title);
      document.body.append(form);
      form.submit();
    },
    { target, parts },
  );
  await page.waitForURL((url) => url.pathname === product.routes.share);
}

describe('sharing from the phone gallery', { timeout: 120_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let parts: SharedPart[];
  let clips: VideoClips;
  let sixPhotos: SharedPart[];

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    await grantedRelative(server.app, lea);
    await grantedRelative(server.app, paul);
    expect((await createAlbum(server.app, await adminSession(server.app), album)).statusCode).toBe(201);
    const photos = await Promise.all([1, 2].map((seed) => makeLandscapeJpeg({ width: 1600, height: 1200, seed })));
    clips = await makeVideoClips();
    const small = await Promise.all([11, 12, 13, 14, 15, 16].map((seed) => makeLandscapeJpeg({ width: 640, height: 480, seed })));
    sixPhotos = small.map((bytes, index) => ({ name: `IMG_01${index}.jpg`, type: 'image/jpeg', base64: bytes.toString('base64') }));
    parts = [
      { name: 'IMG_0001.jpg', type: 'image/jpeg', base64: photos[0]!.toString('base64') },
      { name: 'IMG_0002.jpg', type: 'image/jpeg', base64: photos[1]!.toString('base64') },
      { name: 'VID_0003.mp4', type: 'video/mp4', base64: (await readFile(clips.h264Mp4)).toString('base64') },
    ];
    browser = await launchChromium();
    // The worker is what takes the share: this journey asks for it (launchChromium blocks it).
    context = await browser.newContext({ ...phone, baseURL: server.url, serviceWorkers: 'allow' });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await clips?.remove();
  });

  const sharedInCache = () => page.evaluate(async () => (await (await caches.open('lapin-shared')).keys()).length);

  const albumItems = async (relative: Relative): Promise<SlideshowItem[]> => {
    const { userToken } = (
      await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: encodeURIComponent(relative.email), password: relative.password } })
    ).json<{ userToken: string }>();
    return (await server.app.inject({ method: 'POST', url: '/api/media/getalbumimages', payload: { token: userToken, album } })).json<SlideshowItem[]>();
  };

  it('without the app opened once, the POST reaches the server, which says in French to open the app', async () => {
    const fresh = await browser.newContext({ ...phone, baseURL: server.url, serviceWorkers: 'block' });
    const other = await fresh.newPage();
    await other.goto('/');
    await shareFromGallery(other, parts.slice(0, 1));
    // Signed out as well: the relative signs in first and lands on the sheet, which explains.
    await other.getByRole('link', { name: "S'authentifier" }).click();
    await fillLogin(other, lea.email, lea.password);
    await other.waitForURL((url) => url.pathname === product.routes.share);
    await other.getByText("Le partage n'a pas pu être reçu : ouvrez l'application Lapin une fois, puis partagez à nouveau depuis la galerie.").waitFor();
    await fresh.close();
  });

  it('keeps the shared files through sign-in, then adds a photo and a clip to an album that another relative sees', async () => {
    // The app was opened once (its worker installed), and the relative is signed out.
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Chrome reads the share target from the manifest without a complaint.
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    await cdp.detach();

    const photoAndClip = [parts[0]!, parts[2]!];
    await shareFromGallery(page, photoAndClip);
    await page.getByRole('link', { name: "S'authentifier" }).click();
    await fillLogin(page, lea.email, lea.password);
    await page.waitForURL((url) => url.pathname === product.routes.share);

    await page.getByText('1 photo et 1 vidéo').waitFor();
    // Kept on the device, not in the page: a reload finds them again.
    await page.reload();
    await page.getByText('1 photo et 1 vidéo').waitFor();
    const shown = page.getByRole('list', { name: 'Fichiers partagés' });
    await shown.getByRole('img', { name: 'IMG_0001.jpg' }).waitFor();
    await shown.getByRole('img', { name: 'Vidéo VID_0003.mp4' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ajouter à un album' }).click();
    await expect(page.getByRole('combobox', { name: 'Choisissez un album' }).textContent()).resolves.toBe(album);
    await page.getByRole('button', { name: `Ajouter à « ${album} »` }).click();
    // Both are the album queue's now: the share has nothing left, and the album opens.
    await page.waitForURL((url) => decodeURIComponent(url.pathname).endsWith(`/${album}`));
    await expect.poll(sharedInCache).toBe(0);
    await expect.poll(async () => (await albumItems(lea)).map((item) => item.kind).sort(), { timeout: 60_000 }).toEqual(['image', 'video']);

    const paulContext = await browser.newContext({ baseURL: server.url });
    const paulPage = await paulContext.newPage();
    await signIn(paulPage, paul);
    await paulPage.goto(`${product.routes.gramViewer}/${encodeURIComponent(album)}`);
    await paulPage.getByRole('button', { name: 'Ouvrir la photo 2 sur 2' }).waitFor();
    expect((await albumItems(paul)).map((item) => item.kind).sort()).toEqual(['image', 'video']);
    await paulContext.close();
  });

  it('gives a share up only once « Abandonner » is confirmed', async () => {
    await shareFromGallery(page, parts.slice(1, 2));
    await page.getByText('1 photo', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Abandonner ce partage' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Abandonner ce partage ?' });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await sharedInCache()).toBe(1);
    await page.getByRole('button', { name: 'Abandonner ce partage' }).click();
    await dialog.getByRole('button', { name: 'Abandonner', exact: true }).click();
    await page.getByText(/Aucun fichier partagé n'attend ici/).waitFor();
    expect(await sharedInCache()).toBe(0);
  });

  it('hands a shared photo to the chat, and lets it go only once its message is sent', async () => {
    await shareFromGallery(page, parts.slice(0, 1));
    await page.getByText('1 photo', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Envoyer dans le chat' }).click();
    await page.waitForURL((url) => url.pathname === product.routes.chat);
    const box = await connectedChatBox(page);
    await page.getByRole('list', { name: 'Photos à envoyer' }).getByRole('listitem').waitFor();
    // In the composer only: a reload now would still find it on the share sheet.
    expect(await sharedInCache()).toBe(1);
    await box.fill('Vue du col');
    await box.press('Enter');
    await chatLog(page).getByRole('img', { name: /^Photo de / }).waitFor();
    await expect.poll(sharedInCache).toBe(0);
  });

  it('after a message took the first five of six shared photos, the chat leads back to the sixth', async () => {
    await shareFromGallery(page, sixPhotos);
    await page.getByText('6 photos', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Envoyer dans le chat' }).click();
    await page.waitForURL((url) => url.pathname === product.routes.chat);
    const box = await connectedChatBox(page);
    await expect.poll(() => page.getByRole('list', { name: 'Photos à envoyer' }).getByRole('listitem').count()).toBe(5);
    // While the five wait in the composer, no line yet: the message is being written.
    expect(await page.getByText('1 photo partagée attend').count()).toBe(0);
    await box.fill('Le lac');
    await box.press('Enter');
    await page.getByText('1 photo partagée attend').waitFor({ timeout: 30_000 });
    await expect.poll(sharedInCache).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL((url) => url.pathname === product.routes.share);
    await page.getByText('1 photo', { exact: true }).waitFor();
    await page.getByRole('img', { name: 'IMG_015.jpg' }).waitFor();
    await page.getByRole('button', { name: 'Abandonner ce partage' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Abandonner', exact: true }).click();
    await page.getByText(/Aucun fichier partagé n'attend ici/).waitFor();
  });

  it('on a shared tablet, files still waiting leave with the relative who signs out, once she was told', async () => {
    await shareFromGallery(page, parts.slice(0, 2));
    await page.getByText('2 photos', { exact: true }).waitFor();
    const signOut = async () => {
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('button', { name: 'Se déconnecter' }).click();
    };
    await signOut();
    const dialog = page.getByRole('alertdialog', { name: 'Se déconnecter ?' });
    await dialog.getByText('2 fichiers partagés attendent encore : ils seront retirés de cet appareil.', { exact: false }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // « Annuler »: still signed in, the files still there to send.
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await sharedInCache()).toBe(2);
    await signOut();
    await dialog.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(sharedInCache).toBe(0);

    // Paul signs in on the same tablet: the share screen has nothing of Léa's.
    await page.goto(product.routes.share);
    await page.getByRole('link', { name: "S'authentifier" }).click();
    await fillLogin(page, paul.email, paul.password);
    await page.waitForURL((url) => url.pathname === product.routes.share);
    await page.getByText(/Aucun fichier partagé n'attend ici/).waitFor();
  });
});
