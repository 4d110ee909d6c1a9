import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { product } from '../shared/product.ts';
import { startEmbeddedPostgres, type RunningPostgres } from '../server/testing/embeddedPostgres.ts';
import { launchChromium } from './support/browser.ts';
import { camille, chatLog, connectedChatBox, zoe } from './support/chat.ts';
import { grantedRelative, phone, submitLogin, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';
import { startSwitchingProxy, type SwitchingProxy } from './support/switchingProxy.ts';

// Issue 24's outbox across two nodes on one PostgreSQL, behind a balancer: node A stores
// Camille's message, her network goes before the acknowledgement reaches her phone, and she
// comes back through node B. B knows the message by its clientId: it answers with the first ts
// and sends it to nobody again. Zoé, on B, sees it once; Camille sees it once; it is stored once.

describe('chat outbox on two nodes', () => {
  let postgres: RunningPostgres;
  let dataDir: string;
  let nodeA: RunningServer;
  let nodeB: RunningServer;
  let balancer: SwitchingProxy;
  let browser: Browser;
  let camillePage: Page;
  let zoePage: Page;

  beforeAll(async () => {
    postgres = await startEmbeddedPostgres();
    await postgres.createDatabase('lapin');
    dataDir = await mkdtemp(join(tmpdir(), 'lapin-e2e-nodes-'));
    const node = { dataDir, env: { DATABASE_URL: postgres.urlOf('lapin') } };
    nodeA = await startServer(inject('clientDir'), node);
    nodeB = await startServer(inject('clientDir'), node);
    await grantedRelative(nodeA.app, camille);
    await grantedRelative(nodeB.app, zoe);
    balancer = await startSwitchingProxy(nodeA.url);
    browser = await launchChromium();
    camillePage = await (await browser.newContext({ ...phone, baseURL: balancer.url })).newPage();
    zoePage = await (await browser.newContext({ ...phone, baseURL: nodeB.url })).newPage();
    await openChat(camillePage, camille);
    await openChat(zoePage, zoe);
  });

  afterAll(async () => {
    await browser?.close();
    await balancer?.close();
    await nodeA?.close();
    await nodeB?.close();
    await postgres?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function openChat(page: Page, account: Relative) {
    await submitLogin(page, account);
    await page.waitForURL('**/app');
    await page.goto(product.routes.chat);
    await connectedChatBox(page);
  }

  it('shows once, on both phones, a message node A stored whose acknowledgement was lost, sent again through node B', async () => {
    const text = 'Arrivés au refuge, le réseau part et revient ailleurs';
    // The network goes as the message reaches A: whatever A answers from then on, its
    // acknowledgement first, never reaches the phone. Once A has stored it, the phone's
    // connections drop, and its return goes to B.
    for (const socket of nodeA.app.chatIo.sockets.sockets.values()) {
      socket.prependAny((event: string, payload: { message?: string }) => {
        if (event === 'message' && payload.message === encodeURIComponent(text)) balancer.holdReplies();
      });
    }
    const cutOnceStored = (message: { message: string }) => {
      if (message.message !== text) return;
      nodeA.app.liveEvents.off('chatmessage', cutOnceStored);
      balancer.switchTo(nodeB.url);
      balancer.cutAll();
    };
    nodeA.app.liveEvents.on('chatmessage', cutOnceStored);
    let resentToB = 0;
    nodeB.app.chatIo.on('connection', (socket) =>
      socket.onAny((event: string, payload: { message?: string }) => {
        if (event === 'message' && payload.message === encodeURIComponent(text)) resentToB += 1;
      }),
    );

    const box = await connectedChatBox(camillePage);
    await box.fill(text);
    await box.press('Enter');

    await camillePage.getByRole('list', { name: 'Messages en attente' }).waitFor({ state: 'detached', timeout: 15_000 });
    for (const page of [camillePage, zoePage]) {
      await chatLog(page).getByText(text, { exact: true }).waitFor();
      await expect(chatLog(page).getByText(text, { exact: true }).count()).resolves.toBe(1);
    }
    expect(resentToB).toBe(1);
    const stored = await nodeA.app.db.selectFrom('chat_messages').select('ts').where('message', '=', text).execute();
    expect(stored).toHaveLength(1);
    // The spec's alerts go by themselves once the connection is back.
    await camillePage.getByRole('alert').waitFor({ state: 'detached' });
    // One more message from Camille, now on B, reaches Zoé once: the connection is whole again.
    await (await connectedChatBox(camillePage)).fill('Et celui-ci part de B');
    await camillePage.getByRole('textbox', { name: 'Votre message' }).press('Enter');
    await chatLog(zoePage).getByText('Et celui-ci part de B', { exact: true }).waitFor();
    await expect(chatLog(camillePage).getByText(text, { exact: true }).count()).resolves.toBe(1);
  });
});
