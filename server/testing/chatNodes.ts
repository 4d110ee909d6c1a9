import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../platform/config.ts';
import { chatClient, connected, eventually, listenOnFreePort, type ChatClient } from './chatClient.ts';
import { createTestStorage, type TestStorage, type TestUser } from './testApp.ts';

export interface ChatNodes {
  /** The running apps, in start order, each listening on its own port (`urls`). */
  readonly nodes: FastifyInstance[];
  readonly urls: string[];
  /** Starts `count` apps over this test's storage: several share it on PostgreSQL only. */
  start(count: number): Promise<void>;
  /** A chat client of the user, once its first snapshot has come; closed after the test. */
  openReady(user: TestUser, url?: string): Promise<ChatClient>;
}

/** One or more real chat nodes per test, over a fresh storage, closed with their clients after it. */
export function chatNodesPerTest(prefix: string, overrides: Partial<Config> = {}): ChatNodes {
  let storage: TestStorage | undefined;
  const nodes: FastifyInstance[] = [];
  const urls: string[] = [];
  const clients: ChatClient[] = [];

  beforeEach(async () => {
    storage = await createTestStorage(prefix);
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    for (const node of nodes.splice(0)) await node.close();
    urls.splice(0);
    await storage?.remove();
  });

  return {
    nodes,
    urls,
    async start(count) {
      for (let index = 0; index < count; index++) {
        const node = await buildApp(storage!.config(overrides));
        nodes.push(node);
        urls.push(await listenOnFreePort(node));
      }
    },
    async openReady(user, url = urls[0]!) {
      const client = chatClient(url, { token: user.token ?? undefined });
      clients.push(client);
      await connected(client);
      await eventually(() => client.snapshots.length > 0, 'the first snapshot');
      return client;
    },
  };
}
