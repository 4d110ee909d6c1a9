import { chromium, type Browser } from 'playwright-core';
import { watchBrowser } from './openPagesReport.ts';

// Debian's Chromium, never a downloaded one; the flags keep it off this machine's closed network.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Contexts start without the service worker unless they ask for it (`serviceWorkers: 'allow'`):
 * the journeys hold back or count photos with page.route and the DevTools network log, which
 * never see what a worker fetches. e2e/offlineReading.e2e.ts tests the worker itself, and
 * firstLoadMeasure.ts measures the loads with it, as a family gets them.
 */
export async function launchChromium({ webgl = false, gpuProcess = false } = {}): Promise<Browser> {
  // WebGL (the trip's map) has no GPU here: Chromium draws it with SwiftShader only when told to.
  // `gpuProcess`: SwiftShader in a GPU process, which composites the page as a phone's GPU does;
  // with --disable-gpu the page thread itself copies each WebGL frame back for a software
  // compositor, work no phone does (bench/tripFirstMapBench.ts measures both).
  const args = gpuProcess
    ? [...chromiumArgs.filter((arg) => arg !== '--disable-gpu'), '--enable-unsafe-swiftshader', '--use-angle=swiftshader', '--ignore-gpu-blocklist']
    : webgl
      ? [...chromiumArgs, '--enable-unsafe-swiftshader']
      : chromiumArgs;
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  watchBrowser(browser);
  return browser;
}
