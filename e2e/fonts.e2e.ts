import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { routeTable } from '../src/app/routeTable.ts';
import { product } from '../shared/product.ts';
import { publishOk, text } from '../server/testing/articleRequests.ts';
import { launchChromium } from './support/browser.ts';
import { drawnFonts, foreignFonts } from './support/drawnFonts.ts';
import { grantedRelative, phone, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

// Issue 36: the app draws with the fonts it ships (src/theme/fonts.css), never with what the
// machine has. The machine that runs this may have many more (DejaVu, Liberation, Noto, URW):
// a family the CSS named that the app did not ship would be drawn from one of them, and show here.

const gaspard: Relative = { firstName: 'Gaspard Morel', email: 'gaspard@example.org', password: 'navets-dores-2025' };
const publicPages = routeTable.filter((entry) => entry.shell === 'public' && entry.pattern === entry.path).map((entry) => entry.path);
/** Roboto as its files name themselves, in the weights the theme uses. */
const roboto = /^Roboto(?: Medium| Bold)?$/;
const eggs = { title: 'Des œufs pour Łucja', bandeau: "Pâques à L'HAŸ-LES-ROSES", paragraph: '« Un œuf, deux œufs », dit Œdipe.' };

/** The font files the page fetched, by their name in the build. */
function recordFonts(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

/** The CSS text of every @font-face rule the document has. */
const fontFaceRules = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).map((rule) => rule.cssText)),
  );

describe('fonts', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    browser = await launchChromium();
    const token = await grantedRelative(server.app, gaspard);
    await publishOk(server.app, token, { title: eggs.title, bandeau: eggs.bandeau, structure: [text(1, eggs.paragraph)] });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('draws every public page in the shipped Roboto alone, fetching just the faces it preloads', async () => {
    expect(publicPages.length).toBeGreaterThanOrEqual(4);
    for (const path of publicPages) {
      const context = await browser.newContext({ ...phone, baseURL: server.url });
      const page = await context.newPage();
      const fetched = recordFonts(page);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();

      const drawn = await drawnFonts(page);
      expect(drawn.size, path).toBeGreaterThan(5);
      expect(foreignFonts(drawn, roboto), path).toEqual([]);

      // The preloads are the faces the first paint draws with: none missing, none wasted.
      const preloaded = await page.locator('link[rel=preload][as=font]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(preloaded.length, path).toBeGreaterThanOrEqual(3);
      expect([...new Set(fetched)].sort(), path).toEqual([...preloaded].sort());
      // The faces are in the page itself, no stylesheet to wait for; each swaps in once it arrives.
      expect(await page.locator('link[rel=stylesheet]').count(), path).toBe(0);
      const rules = await fontFaceRules(page);
      expect(rules.length, path).toBe(12);
      for (const rule of rules) expect(rule, path).toMatch(/font-display: swap;[\s\S]*src: url\("?\/assets\/[\w-]+\.woff2"?\) format\("woff2"\)/);
      await context.close();
    }
  });

  it('draws the app in Roboto, « œ » and « Ł » included, from a stylesheet whose every face swaps', async () => {
    const context = await browser.newContext({ ...phone, baseURL: server.url });
    const page = await context.newPage();
    const fetched = recordFonts(page);
    await signIn(page, gaspard);
    await page.waitForURL(`**${product.routes.home}`);
    await page.getByText(eggs.title).first().waitFor();

    const drawn = await drawnFonts(page);
    expect(foreignFonts(drawn, roboto), 'the feed').toEqual([]);
    const eggsDrawn = [...drawn].filter(([element]) => element.includes('œufs pour'));
    expect(eggsDrawn.length).toBeGreaterThan(0);
    for (const [element, fonts] of eggsDrawn) expect(foreignFonts(new Map([[element, fonts]]), roboto)).toEqual([]);
    // « œ » comes with the latin face; « Ł » and « Ÿ » with the latin-ext one, fetched for them.
    expect(fetched.some((file) => /\/roboto-latin-ext-\d00-normal-/.test(file))).toBe(true);

    const rules = await fontFaceRules(page);
    expect(rules.length).toBe(12);
    for (const rule of rules) expect(rule).toMatch(/font-display: swap;/);
    await context.close();
  });
});
