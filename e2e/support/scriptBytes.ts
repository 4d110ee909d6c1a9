import type { Page } from 'playwright-core';

export interface ScriptLoad {
  url: string;
  /** Bytes on the wire as Chromium counts them (encodedDataLength: headers and encoded body). */
  bytes: number;
  /** Body bytes once decoded (Network.dataReceived's dataLength). */
  decoded: number;
  encoding: string | undefined;
  done: boolean;
}

/** Records every script (or, with 'Font', every font file) the page loads from now on, through
 * the DevTools protocol. */
export async function recordScripts(page: Page, resourceType: 'Script' | 'Font' = 'Script') {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, ScriptLoad>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === resourceType) scripts.set(event.requestId, { url: event.request.url, bytes: 0, decoded: 0, encoding: undefined, done: false });
  });
  cdp.on('Network.responseReceived', (event) => {
    const script = scripts.get(event.requestId);
    if (!script) return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    script.encoding = headers['content-encoding'];
  });
  cdp.on('Network.dataReceived', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (!script) return;
    script.bytes = event.encodedDataLength;
    script.done = true;
  });
  return {
    pending: () => [...scripts.values()].filter((script) => !script.done).length,
    summary: () => {
      const list = [...scripts.values()];
      return {
        scripts: list,
        wireBytes: list.reduce((sum, script) => sum + script.bytes, 0),
        decodedBytes: list.reduce((sum, script) => sum + script.decoded, 0),
      };
    },
    detach: () => cdp.detach(),
  };
}
