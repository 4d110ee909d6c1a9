import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser.ts';
import { grantedRelative, phone, type Relative } from './support/family.ts';
import { firstLoadBudgets, firstLoadFontBudgets, KiB, measureFirstLoads } from './support/firstLoadMeasure.ts';
import { startServer, type RunningServer } from './support/startServer.ts';
import { publicTexts } from '../src/texts/publicTexts.ts';

const lucie: Relative = { firstName: 'Lucie Bernard', email: 'lucie@example.org', password: 'radis-roses-2025' };

/** #root's markup, each submit button left out: it is the one thing hydration changes. */
const markupBesidesSubmit = (page: Page) =>
  page.locator('#root').evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement;
    for (const button of copy.querySelectorAll('button[type=submit]')) button.remove();
    return copy.innerHTML;
  });

/** Whether each submit button of the page is disabled. */
const submitStates = (page: Page) => page.locator('#root button[type=submit]').evaluateAll((buttons) => buttons.map((button) => (button as HTMLButtonElement).disabled));

describe('first load', () => {
  let server: RunningServer;
  let browser: Browser;
  // Measured once, for the scripts' budgets and the fonts' alike.
  let measured: ReturnType<typeof measureFirstLoads> | undefined;
  const firstLoads = () => (measured ??= measureFirstLoads(browser, server.url, lucie));

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    browser = await launchChromium();
    await grantedRelative(server.app, lucie);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('sends / within 200 KiB of brotli-compressed JavaScript, and /app within 300 KiB', async () => {
    const { root, app } = await firstLoads();
    console.info(`first load of /: ${root.scripts.length} scripts, ${(root.wireBytes / KiB).toFixed(1)} KiB on the wire`);
    console.info(`first load of /app: ${app.scripts.length} scripts, ${(app.wireBytes / KiB).toFixed(1)} KiB on the wire`);

    expect(root.scripts.length).toBeGreaterThan(0);
    for (const script of root.scripts) expect(script.encoding, script.url).toBe('br');
    expect(root.wireBytes).toBeLessThanOrEqual(firstLoadBudgets.root);
    // Compression is what keeps it there: the same scripts decoded weigh well over the budget.
    expect(root.decodedBytes).toBeGreaterThan(2 * root.wireBytes);
    // socket.io-client is fetched once a connection is wanted, never for the sign-in page.
    expect(root.scripts.some((script) => /socket/i.test(script.url))).toBe(false);

    for (const script of app.scripts) expect(script.encoding, script.url).toBe('br');
    expect(app.wireBytes).toBeLessThanOrEqual(firstLoadBudgets.app);
  });

  it('sends the fonts apart from the scripts: / within 70 KiB of them, /app within 120 KiB', async () => {
    const { root, app } = await firstLoads();
    console.info(`fonts of /: ${root.fonts.files.join(', ')}, ${(root.fonts.wireBytes / KiB).toFixed(1)} KiB on the wire`);
    console.info(`fonts of /app: ${app.fonts.files.join(', ')}, ${(app.fonts.wireBytes / KiB).toFixed(1)} KiB on the wire`);
    // The sign-in page draws with Roboto's latin 400, 500 and 700, and nothing else.
    expect(root.fonts.files.map((file) => file.replace(/-[\w]+\.woff2$/, '')).sort()).toEqual(['roboto-latin-400-normal', 'roboto-latin-500-normal', 'roboto-latin-700-normal']);
    expect(root.fonts.wireBytes).toBeLessThanOrEqual(firstLoadFontBudgets.root);
    expect(app.fonts.files.length).toBeGreaterThan(0);
    expect(app.fonts.wireBytes).toBeLessThanOrEqual(firstLoadFontBudgets.app);
    for (const load of [root, app]) expect(load.scripts.some((script) => script.url.endsWith('.woff2'))).toBe(false);
  });

  it('paints the public pages from their HTML, and hydrates them without changing a thing', async () => {
    for (const [path, heading] of [['/', publicTexts.login.title], ['/register', publicTexts.register.title], ['/about', publicTexts.about.title]] as const) {
      // Without scripts: what a phone paints before any has arrived.
      const withoutScripts = await browser.newContext({ ...phone, baseURL: server.url, javaScriptEnabled: false });
      const bare = await withoutScripts.newPage();
      await bare.goto(path);
      await bare.getByRole('heading', { level: 1, name: heading }).waitFor();
      const drawn = await markupBesidesSubmit(bare);
      // A drawn form cannot be sent before the page's code runs (the browser would put the
      // password in the address): its button waits disabled.
      expect(await submitStates(bare), path).toEqual(path === '/about' ? [] : [true]);
      await withoutScripts.close();

      const context = await browser.newContext({ ...phone, baseURL: server.url });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      // React marks what it hydrated: the screen's heading is, once its lazy chunk has arrived.
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
        .toBe(true);
      expect(await markupBesidesSubmit(page), path).toBe(drawn);
      await expect.poll(() => submitStates(page)).toEqual(path === '/about' ? [] : [false]);
      // React's hydration errors (#418 a text, #419 a boundary, #423 a recovery) name none of them.
      expect(errors.filter((message) => /react/i.test(message)), path).toEqual([]);
      await context.close();
    }
  });

  it('keeps what a relative typed before the app started, and signs them in with it', async () => {
    const context = await browser.newContext({ ...phone, baseURL: server.url });
    try {
      const page = await context.newPage();
      // The app's scripts are held back: the page is there, drawn, and the relative types.
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: string[] = [];
      await page.route('**/assets/**', async (route) => {
        held.push(route.request().url());
        await released;
        await route.continue();
      });
      // Not until the load event: the page's preloaded fonts are held back too, and so is it.
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.getByLabel('Email').fill(lucie.email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(lucie.password);
      // The page painted before asking for them: the app starts after its first frame.
      await expect.poll(() => held.length).toBeGreaterThan(0);
      release();
      const submit = page.getByRole('button', { name: 'Se connecter' });
      await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true);
      await submit.click();
      await page.waitForURL('**/app');
    } finally {
      await context.close();
    }
  });

  it('takes a relative still signed in on this device from / on to /app before the sign-in form shows', async () => {
    const context = await browser.newContext({ ...phone, baseURL: server.url });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByLabel('Email').fill(lucie.email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(lucie.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL('**/app');

      // With the app's own scripts held back, only the page's inline script can move on: the
      // sign-in page sends the relative on before any of them has run.
      const csp: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
      });
      await page.route('**/assets/**', (route) => route.abort());
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForURL('**/app');
      expect(csp).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
