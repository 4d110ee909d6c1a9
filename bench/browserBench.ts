import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { product } from '../shared/product.ts';
import { launchChromium } from '../e2e/support/browser.ts';
import { buildProductionClient } from '../e2e/support/buildClient.ts';
import { adminSession, fillLogin, grantedRelative, phone, type Relative } from '../e2e/support/family.ts';
import { firstLoadBudgets, firstLoadFontBudgets, KiB, measureFirstLoads, type FirstLoad } from '../e2e/support/firstLoadMeasure.ts';
import { measureSlideshowVisits, seedAlbum, slideshowBudgets, type SlideshowVisit } from '../e2e/support/slideshowMeasure.ts';
import { startServer } from '../e2e/support/startServer.ts';

export interface BrowserBench {
  root: FirstLoad;
  app: FirstLoad;
  slideshow: { first: SlideshowVisit; second: SlideshowVisit };
  /** The album's 20 screen renditions together: what one JSON answer carried, as base64, before. */
  wholeAlbumBytes: number;
}

const album = 'Vingt photos de la côte';
const photoCount = 20;
const relative: Relative = { firstName: 'Odile Marchand', email: 'odile@example.org', password: 'potiron-2025' };

/** Sizes of every screen rendition under the media folder (the one album of this run). */
async function screenRenditionBytes(dataDir: string): Promise<number> {
  const albums = join(dataDir, 'media', 'albums');
  let total = 0;
  for (const folder of await readdir(albums)) {
    for (const name of await readdir(join(albums, folder))) {
      if (name.endsWith('.screen.jpg')) total += (await stat(join(albums, folder, name))).size;
    }
  }
  return total;
}

/** Issue #13's byte budgets read from Chromium's network log on a phone with the production
 * build, each next to what the same content costs without this work, measured in the same run. */
export async function benchBrowser(): Promise<BrowserBench> {
  const clientDir = await buildProductionClient();
  const server = await startServer(clientDir);
  const browser = await launchChromium();
  try {
    const admin = await adminSession(server.app);
    await seedAlbum(server.app, admin, album, photoCount);
    await grantedRelative(server.app, relative);

    const { root, app } = await measureFirstLoads(browser, server.url, relative);

    const context = await browser.newContext({ ...phone, baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/');
    await fillLogin(page, relative.email, relative.password);
    await page.waitForURL(`**${product.routes.home}`);
    const slideshow = await measureSlideshowVisits(page, album, photoCount);
    await context.close();

    const result = { root, app, slideshow, wholeAlbumBytes: await screenRenditionBytes(server.dataDir) };
    console.info(report(result));
    return result;
  } finally {
    await browser.close();
    await server.close();
    await rm(clientDir, { recursive: true, force: true });
  }
}

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

function report({ root, app, slideshow, wholeAlbumBytes }: BrowserBench): string {
  const firstLoad = (label: string, load: FirstLoad, budget: number, fontBudget: number) =>
    `  ${label.padEnd(5)} ${kib(load.wireBytes).padStart(10)} in ${load.scripts.length} scripts (goal ≤ ${kib(budget)}: ${verdict(load.wireBytes <= budget)}); ` +
    `the same scripts uncompressed ${kib(load.decodedBytes)}, ${(load.wireBytes / load.decodedBytes).toFixed(2)}×; ` +
    `fonts apart: ${kib(load.fonts.wireBytes)} in ${load.fonts.files.length} files (goal ≤ ${kib(fontBudget)}: ${verdict(load.fonts.wireBytes <= fontBudget)})`;
  const { first, second } = slideshow;
  const share = second.all / first.all;
  return [
    'first load on a phone, cold cache, JavaScript on the wire as Chromium counts it',
    firstLoad('/', root, firstLoadBudgets.root, firstLoadFontBudgets.root),
    firstLoad('/app', app, firstLoadBudgets.app, firstLoadFontBudgets.app),
    `slideshow of a ${photoCount}-photo album on a phone`,
    `  first slide after ${kib(first.atFirstSlide)} (goal ≤ ${kib(slideshowBudgets.firstSlideBytes)}: ${verdict(first.atFirstSlide <= slideshowBudgets.firstSlideBytes)}), ` +
      `${kib(first.all)} with the next photo prefetched, ${first.photos} photos fetched`,
    `  the whole album at screen size, as one answer downloaded before the first slide: ${kib(wholeAlbumBytes)}, ` +
      `${kib((wholeAlbumBytes * 4) / 3)} as base64 in JSON; first slide / whole album ${(first.atFirstSlide / wholeAlbumBytes).toFixed(2)}×`,
    `  second visit ${kib(second.all)}: ${(share * 100).toFixed(1)} % of the first (goal < ${slideshowBudgets.secondVisitShare * 100} %: ${verdict(share < slideshowBudgets.secondVisitShare)})`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchBrowser();
}
