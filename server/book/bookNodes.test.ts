import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPath, type BookStatus } from '../../shared/bookTypes.ts';
import { product } from '../../shared/product.ts';
import { buildApp } from '../app.ts';
import { eventually, listenOnFreePort } from '../testing/chatClient.ts';
import { smallBookTrip } from '../testing/bookTrip.ts';
import { liveClient, liveConnected, type LiveClient } from '../testing/liveClient.ts';
import { testsRunOnPostgres } from '../testing/testDatabase.ts';
import { adminToken, createTestStorage, createUser, postJson, type TestStorage } from '../testing/testApp.ts';

// Two nodes on one PostgreSQL database and one DATA_DIR, both taking books: one of them makes the
// book, once; a relative on the other asks for it and follows it there (status, live, download).

const onPostgres = testsRunOnPostgres();
let storage: TestStorage;
let nodes: FastifyInstance[] = [];
const watchers: LiveClient[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  storage = await createTestStorage('lapin-book-nodes-');
  nodes = [await buildApp(storage.config()), await buildApp(storage.config())];
}, 60_000);
afterAll(async () => {
  for (const watcher of watchers) watcher.close();
  for (const node of nodes) await node.close();
  if (onPostgres) await storage.remove();
});

describe.runIf(onPostgres)('the trip’s book on two nodes', () => {
  it('is made once, by one node, while a relative on the other node follows it there to the PDF', async () => {
    const [a, b] = nodes as [FastifyInstance, FastifyInstance];
    const trip = await smallBookTrip(a, await adminToken(a));
    const marie = await createUser(b, { firstName: 'Marie' });
    for (const node of nodes) {
      const watcher = liveClient(await listenOnFreePort(node), { token: marie.token! });
      await liveConnected(watcher);
      watchers.push(watcher);
    }

    // Asked for on the second node; whichever node takes it first makes it.
    const created = await postJson(b, '/api/book/create', { token: marie.token, trip: trip.id, format: 'A5' });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: string }>();
    const row = () => a.db.selectFrom('books').select(['state', 'lease_node', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
    let maker: string | null = null;
    const deadline = Date.now() + 120_000;
    while (maker === null && Date.now() < deadline) {
      const now = await row();
      expect(now.state, 'the book must be taken by a node before it is made').not.toBe('ready');
      maker = now.lease_node;
      if (maker === null) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect([a.nodeId, b.nodeId]).toContain(maker);
    const [making, other] = maker === a.nodeId ? [a, b] : [b, a];
    const otherWatcher = watchers[nodes.indexOf(other)]!;

    // The node that does not make it reads the progress from the book's row, and relays the live events.
    const status = async () => (await postJson(other, '/api/book/status', { token: marie.token, id })).json<BookStatus>();
    let last = await status();
    expect(['queued', 'making']).toContain(last.state);
    while (last.state !== 'ready' && last.state !== 'failed' && Date.now() < deadline) {
      await making.bookJobs.idle();
      last = await status();
    }
    expect(last).toMatchObject({ id, state: 'ready', progress: 100 });
    await eventually(() => otherWatcher.of('bookready').length > 0, 'bookready on the other node', 30_000);
    expect(otherWatcher.of('bookprogress')[0]).toEqual({ id, trip: trip.id, progress: 0 });
    expect(otherWatcher.of('bookready')).toEqual([{ id, trip: trip.id, pages: last.pages, bytes: last.bytes }]);

    // Made once: one claim, and no other start of it heard on either node.
    expect(await row()).toMatchObject({ state: 'ready', lease_node: null, attempts: 1 });
    for (const watcher of watchers) expect((watcher.of('bookprogress') as { progress: number }[]).filter((event) => event.progress === 0)).toHaveLength(1);
    const pdf = await other.inject({ method: 'GET', url: bookPath(id), headers: { cookie: `${product.sessionCookie}=${marie.token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.length).toBe(last.bytes);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 240_000);
});
