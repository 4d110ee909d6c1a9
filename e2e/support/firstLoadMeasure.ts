import type { Browser } from 'playwright-core';
import { product } from '../../shared/product.ts';
import { fillLogin, phone, type Relative } from './family.ts';
import { recordScripts, type ScriptLoad } from './scriptBytes.ts';
import { until } from './until.ts';

export const KiB = 1024;
/** Issue #13's budgets for a cold first load on a phone, JavaScript bytes on the wire as Chromium counts them. */
// Issue 39: / within 200 KiB. Every module the entry imports travels in one chunk (vite.config.ts),
// and what only a picked photo or an open screen needs (EXIF readers, the albums' and Lapintube's
// copy) waits for it: 206.7 KiB in 18 scripts became 199.0 KiB in 3.
export const firstLoadBudgets = { root: 200 * KiB, app: 300 * KiB };
/** Issue 36's fonts, counted apart from the scripts: what the page's text draws with, on the wire. */
export const firstLoadFontBudgets = { root: 70 * KiB, app: 120 * KiB };

export interface FirstLoad {
  scripts: ScriptLoad[];
  /** Encoded bytes on the wire, headers included. */
  wireBytes: number;
  /** The same scripts once decoded: what went over the wire before the build was compressed. */
  decodedBytes: number;
  /** The font files the page drew with, apart from the scripts. */
  fonts: { files: string[]; wireBytes: number };
}

/** A relative's cold first loads on a phone: `/` signed out, then `/app` with the session kept
 * in localStorage and the live connection open. The relative must be a granted account. */
export async function measureFirstLoads(browser: Browser, baseURL: string, relative: Relative): Promise<{ root: FirstLoad; app: FirstLoad }> {
  const signedOut = await browser.newContext({ ...phone, baseURL, serviceWorkers: 'allow' });
  const page = await signedOut.newPage();
  const rootScripts = await recordScripts(page);
  const rootFonts = await recordScripts(page, 'Font');
  await page.goto('/');
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await until(() => rootScripts.pending() + rootFonts.pending() === 0, 'the scripts and fonts of /');
  const root = { ...rootScripts.summary(), fonts: fontsOf(rootFonts.summary()) };

  await fillLogin(page, relative.email, relative.password);
  await page.waitForURL(`**${product.routes.home}`);
  const storageState = await signedOut.storageState();
  await signedOut.close();

  // The same relative comes back later: a cold cache, the session kept in localStorage.
  const signedIn = await browser.newContext({ ...phone, baseURL, storageState, serviceWorkers: 'allow' });
  const appPage = await signedIn.newPage();
  const appScripts = await recordScripts(appPage);
  const appFonts = await recordScripts(appPage, 'Font');
  const liveConnection = appPage.waitForRequest((request) => request.url().includes(product.socketPath));
  await appPage.goto(product.routes.home);
  await appPage.getByRole('heading', { level: 1 }).first().waitFor();
  // The live connection opens once the feed shows: its client code counts in this load too.
  await liveConnection;
  await appPage.evaluate(() => document.fonts.ready.then(() => undefined));
  await until(() => appScripts.pending() + appFonts.pending() === 0, 'the scripts and fonts of /app');
  const app = { ...appScripts.summary(), fonts: fontsOf(appFonts.summary()) };
  await signedIn.close();
  return { root, app };
}

function fontsOf(loads: { scripts: ScriptLoad[]; wireBytes: number }): FirstLoad['fonts'] {
  return { files: loads.scripts.map((load) => new URL(load.url).pathname.replace(/^.*\//, '')), wireBytes: loads.wireBytes };
}
