import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser.ts';
import { grantedRelative, type Relative } from './support/family.ts';
import { firstLoadBudgets, KiB, measureFirstLoads } from './support/firstLoadMeasure.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

const lucie: Relative = { firstName: 'Lucie Bernard', email: 'lucie@example.org', password: 'radis-roses-2025' };

describe('first load', () => {
  let server: RunningServer;
  let browser: Browser;

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
    const { root, app } = await measureFirstLoads(browser, server.url, lucie);
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
});
