import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { product } from '../shared/product.ts';
import { chromiumArgs, chromiumPath } from './support/browser.ts';
import { startCaddy, type RunningCaddy } from './support/caddy.ts';
import { chatLog, connectedChatBox } from './support/chat.ts';
import { grantedRelative, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

const domain = 'lapin.test';
const margot: Relative = { firstName: 'Margot', email: 'margot@lapin.test', password: 'chou-fleur-2026' };
/** What a client may write in its own X-Forwarded-For: never the address Lapin counts. */
const forged = '203.0.113.9';

// Issue 26: deploy/Caddyfile in front of a real Lapin (TRUST_PROXY=1), driven in Chromium over
// HTTPS as a relative's phone would, with Caddy's local CA trusted for real.
describe('behind Caddy over HTTPS (deploy/Caddyfile)', () => {
  let server: RunningServer;
  let caddy: RunningCaddy;
  let browser: Browser;
  /** The X-Forwarded-For of each request Lapin received, by path. */
  const forwardedFor: { url: string; header: string | undefined; peer: string | undefined }[] = [];

  beforeAll(async () => {
    server = await startServer(inject('clientDir'), { env: { TRUST_PROXY: '1' } });
    server.app.server.on('request', (request: IncomingMessage) => {
      forwardedFor.push({ url: request.url ?? '', header: request.headers['x-forwarded-for'] as string | undefined, peer: request.socket.remoteAddress });
    });
    await grantedRelative(server.app, margot);
    caddy = await startCaddy(domain, new URL(server.url).host);
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [...chromiumArgs, `--host-resolver-rules=MAP ${domain} [::1]`, `--ignore-certificate-errors-spki-list=${caddy.trustedSpkis.join(',')}`],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await caddy?.close();
    await server?.close();
  });

  it('signs in with a Secure cookie, shows a photo, chats over a WebSocket, runs the service worker, and counts the address Caddy saw', async () => {
    const context = await browser.newContext({ baseURL: caddy.origin, locale: 'fr-FR', serviceWorkers: 'allow' });
    const page = await context.newPage();
    const home = await page.goto('/');
    // One HSTS header, the proxy's, over a certificate the browser trusts (no error page).
    expect(home?.ok()).toBe(true);
    expect((await home?.headerValues('strict-transport-security')) ?? []).toEqual(['max-age=31536000; includeSubDomains']);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);

    await signIn(page, margot);
    const session = (await context.cookies()).find((cookie) => cookie.name === product.sessionCookie);
    expect(session).toMatchObject({ domain, path: '/media', secure: true, httpOnly: true, sameSite: 'Strict' });

    // The production build registers its worker once the page has loaded; it takes the page at once.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${caddy.origin}/sw.js`);

    // The chat through Caddy: its socket upgraded to a WebSocket, a message with a photo sent and
    // confirmed back, the photo fetched under the Secure cookie.
    await page.goto(product.routes.chat);
    const box = await connectedChatBox(page);
    await expect.poll(() => [...server.app.chatIo.sockets.sockets.values()].map((socket) => socket.conn.transport.name)).toEqual(['websocket']);
    // The live connection (namespace /live on the same path) too. The page before the chat may
    // have left its own, still polling, until the server's ping gives up on it.
    await expect.poll(() => [...server.app.liveIo.sockets.values()].map((socket) => socket.conn.transport.name)).toContain('websocket');
    const [chatSocket] = server.app.chatIo.sockets.sockets.values();
    expect(chatSocket?.handshake.headers['x-forwarded-for']).toBe('::1');
    const jpeg = await makeLandscapeJpeg({ width: 640, height: 480, seed: 26 });
    await page.locator('input[type=file]').setInputFiles({ name: 'terrier.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByRole('list', { name: 'Photos à envoyer' }).getByRole('listitem').waitFor();
    await box.fill('Vu depuis le terrier, en HTTPS');
    await box.press('Enter');
    const photo = chatLog(page).getByRole('img', { name: 'Photo de Margot' });
    await photo.waitFor();
    await expect(photo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).resolves.toBeGreaterThan(0);
    await chatLog(page).getByText('Vu depuis le terrier, en HTTPS', { exact: true }).waitFor();

    await forgedAddressIsIgnored(page);
    await context.close();
  });

  /** A sign-in that fails with a forged X-Forwarded-For: Caddy replaces the header with the
   * address it saw, and the sign-in throttle counts that one. */
  async function forgedAddressIsIgnored(page: Page) {
    const status = await page.evaluate(
      async ({ email, forged }) =>
        (
          await fetch('/api/user/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
            body: JSON.stringify({ email: encodeURIComponent(email), password: 'pas-le-bon-mot' }),
          })
        ).status,
      { email: margot.email, forged },
    );
    expect(status).toBeGreaterThanOrEqual(400);
    const logins = forwardedFor.filter((entry) => entry.url === '/api/user/login');
    expect(logins.length).toBeGreaterThanOrEqual(2);
    // Lapin's TCP peer is Caddy (over IPv4); the browser reached Caddy over IPv6.
    for (const login of logins) expect(login).toMatchObject({ header: '::1', peer: '127.0.0.1' });
    const keys = (await server.app.db.selectFrom('throttle_entries').select('key').execute()).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith('password:address:'))).toEqual(['password:address:::1']);
  }
});
