import type { Page } from 'playwright-core';

/** Bytes on the wire (encodedDataLength) of every response the page loads, as Chromium counts them. */
export async function recordBytes(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const finished = new Map<string, { url: string; bytes: number }>();
  const inFlight = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    inFlight.set(event.requestId, event.request.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    finished.set(event.requestId, { url: inFlight.get(event.requestId) ?? '', bytes: event.encodedDataLength });
    inFlight.delete(event.requestId);
  });
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId);
  });
  return {
    /** Starts a new count: what was loaded before is left out. */
    reset: () => finished.clear(),
    total: () => [...finished.values()].reduce((sum, entry) => sum + entry.bytes, 0),
    entries: () => [...finished.values()],
    pending: () => inFlight.size,
    detach: () => cdp.detach(),
  };
}
