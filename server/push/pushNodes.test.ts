import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { publishOk, text } from '../testing/articleRequests.ts';
import { startLocalPushService, type LocalPushService } from '../testing/localPushService.ts';
import { devicesWith, pushTestConfig } from '../testing/pushRequests.ts';
import { processAdmin, startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';
import { testsRunOnPostgres } from '../testing/testDatabase.ts';
import { adminToken, createTestStorage, createUser, postJson, type TestStorage } from '../testing/testApp.ts';
import { pushRepository } from './pushRepository.ts';

// Several nodes on one database: one key for all, each notification sent once, a dead node's
// sends taken up by another; and the real server process trusting the push service through
// NODE_EXTRA_CA_CERTS, as an operator would give it a private CA.

const onPostgres = testsRunOnPostgres();
let service: LocalPushService;
let storage: TestStorage;
beforeAll(async () => {
  service = await startLocalPushService();
  storage = await createTestStorage('lapin-push-nodes-');
});
afterAll(async () => {
  await storage.remove();
  await service.close();
});

describe('Web Push on several nodes', () => {
  it('keeps the first key of two made at once: insert if absent, then read', async () => {
    const node = await buildApp(storage.config(pushTestConfig(service)));
    try {
      await node.db.deleteFrom('push_vapid').execute();
      const repo = pushRepository(node.db);
      const made = [
        { publicKey: 'cle-a', privateKey: 'secret-a' },
        { publicKey: 'cle-b', privateKey: 'secret-b' },
      ];
      const [first, second] = await Promise.all(made.map((keys) => repo.vapidKeys(keys)));
      expect(second).toEqual(first);
      expect(await node.db.selectFrom('push_vapid').selectAll().execute()).toHaveLength(1);
      await node.db.deleteFrom('push_vapid').execute();
    } finally {
      await node.close();
    }
  });

  // Two processes on one SQLite file is not a deployment: several nodes need PostgreSQL.
  it.runIf(onPostgres)('ends with one VAPID key when two nodes start together, and sends each notification once', async () => {
    const nodes: FastifyInstance[] = await Promise.all([buildApp(storage.config(pushTestConfig(service))), buildApp(storage.config(pushTestConfig(service)))]);
    try {
      await Promise.all(nodes.map((node) => node.ready()));
      const [first, second] = nodes as [FastifyInstance, FastifyInstance];
      expect(await first.db.selectFrom('push_vapid').selectAll().execute()).toHaveLength(1);
      const keys = await Promise.all(nodes.map(async (node) => (await postJson(node, '/api/push/key', { token: await adminToken(node) })).json()));
      expect(keys[1]).toEqual(keys[0]);

      const writer = await createUser(first);
      const readers = await Promise.all([createUser(first), createUser(second), createUser(second)]);
      for (const [index, reader] of readers.entries()) {
        const node = index === 0 ? first : second;
        expect((await postJson(node, '/api/push/subscribe', { token: reader.token, subscription: service.subscribe(`lecteur-${index}`) })).statusCode).toBe(200);
      }
      await Promise.all(nodes.map((node) => node.push.settled()));
      const article = await publishOk(first, writer.token!, { title: 'Deux serveurs', structure: [text(1, 'Un seul envoi.')] });
      // The other node hears of the article too (the cluster relays it, whenever it arrives; here
      // also at once, so that the test does not end before), and both queues run.
      second.liveEvents.emit('articlepublished', article.id);
      await service.waitFor(3);
      await Promise.all(nodes.map((node) => node.push.settled()));
      expect(devicesWith(service, `article-${article.id}`)).toEqual(['lecteur-0', 'lecteur-1', 'lecteur-2']);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }
  });

  it("takes up a dead node's sends once its lease has run out, and not before", async () => {
    const node = await buildApp(storage.config(pushTestConfig(service)));
    try {
      await node.pushQueue.stop();
      const repo = pushRepository(node.db);
      const reader = await createUser(node);
      await postJson(node, '/api/push/subscribe', { token: reader.token, subscription: service.subscribe('survivant') });
      const [subscription] = await node.db.selectFrom('push_subscriptions').select('id').where('endpoint', 'like', '%/survivant').execute();
      await repo.enqueue([subscription!.id], JSON.stringify({ title: 't', body: 'b', url: '/app', tag: 'bail' }), Date.now());
      const now = Date.now();
      expect(await repo.claim('mort', now, 60_000, 10)).toHaveLength(1);
      expect(await repo.claim('vivant', now + 1000, 60_000, 10)).toEqual([]);
      expect(await repo.claim('vivant', now + 61_000, 60_000, 10)).toMatchObject([{ endpoint: expect.stringMatching(/survivant$/), attempts: 2 }]);
    } finally {
      await node.close();
    }
  });
});

// Once: the process does not depend on the database, and starting it takes seconds.
describe.runIf(!onPostgres)('the server process', () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
  });

  // A whole server process starts here: on a loaded machine that alone can pass 20 s.
  it('trusts the push service through NODE_EXTRA_CA_CERTS and tells the admin of a new account', { timeout: 90_000 }, async () => {
    const dataDir = `${storage.dataDir}/process`;
    server = await startServerProcess(dataDir, {
      NODE_EXTRA_CA_CERTS: service.certFile,
      PUSH_ALLOWED_HOSTS: new URL(service.origin).host,
    });
    const post = (path: string, body: unknown) =>
      fetch(`${server!.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const login = await post('/api/user/login', { email: encodeURIComponent(processAdmin.email), password: processAdmin.password });
    const { userToken } = (await login.json()) as { userToken: string };
    expect((await post('/api/push/subscribe', { token: userToken, subscription: service.subscribe('admin-processus') })).status).toBe(200);
    const before = service.received.length;
    expect((await post('/api/user/register', { firstName: 'Cousin', email: 'cousin@lapin.test', password: 'carottes-fraiches' })).status).toBe(201);
    const received = await service.waitFor(before + 1);
    expect(received.at(-1)).toMatchObject({ device: 'admin-processus', payload: { tag: 'comptes', body: 'Cousin attend que vous validiez son compte' } });
  });
});
