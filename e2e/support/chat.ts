import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { product } from '../../shared/product.ts';
import { grantedRelative, submitLogin, type Relative } from './family.ts';
import { startServer, type RunningServer } from './startServer.ts';

/**
 * The chat's message box once the connection is up. Until then the screen says
 * 'Connexion au chat...' and a sent message waits in the outbox, which a busy machine shows for a while.
 */
export async function connectedChatBox(page: Page): Promise<Locator> {
  const box = page.getByRole('textbox', { name: 'Votre message' });
  // The status line renders with the box, so once the box is there its absence means connected.
  await box.waitFor();
  await page.getByText('Connexion au chat...').waitFor({ state: 'hidden' });
  return box;
}

/** Signs in, opens the chat and waits for its connection: its message box. */
export async function openChat(page: Page, account: Relative): Promise<Locator> {
  await submitLogin(page, account);
  await page.waitForURL('**/app');
  await page.goto(product.routes.chat);
  return connectedChatBox(page);
}

export const camille: Relative = { firstName: 'Camille', email: 'camille@lapin.test', password: 'carottes-2025' };
export const zoe: Relative = { firstName: 'Zoé', email: 'zoe@lapin.test', password: 'luzerne-2025' };

export interface CamilleAndZoe {
  server: RunningServer;
  camilleContext: BrowserContext;
  zoeContext: BrowserContext;
  camillePage: Page;
  zoePage: Page;
  close(): Promise<void>;
}

/** Camille and Zoé, granted, each in her own browser (with `device`, a phone say) on a fresh server. */
export async function camilleAndZoe(clientDir: string, device: BrowserContextOptions = {}): Promise<CamilleAndZoe> {
  const server = await startServer(clientDir);
  await grantedRelative(server.app, camille);
  await grantedRelative(server.app, zoe);
  const browser = await launchChromium();
  const camilleContext = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', ...device });
  const zoeContext = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', ...device });
  return {
    server,
    camilleContext,
    zoeContext,
    camillePage: await camilleContext.newPage(),
    zoePage: await zoeContext.newPage(),
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** Offline emulation leaves an open WebSocket alone: the server drops the relative's, as a lost network would. */
export function dropChatConnections(server: RunningServer, pseudo: string): void {
  for (const socket of server.app.chatIo.sockets.sockets.values()) {
    if (socket.data.user.pseudo === pseudo) socket.conn.close();
  }
}

export const chatLog = (page: Page): Locator => page.getByRole('log', { name: 'Messages du chat' });
