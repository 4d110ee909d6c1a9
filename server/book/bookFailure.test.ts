import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookStatus } from '../../shared/bookTypes.ts';
import { smallBookTrip } from '../testing/bookTrip.ts';
import { eventually, listenOnFreePort } from '../testing/chatClient.ts';
import { liveClient, liveConnected, type LiveClient } from '../testing/liveClient.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp } from '../testing/testApp.ts';
import { booksRoot } from './bookFiles.ts';
import { BookJobs } from './bookJobs.ts';
import { bookMessages } from './bookMessages.ts';

// A book the maker cannot finish: the relatives following it hear why at once, live, rather than
// at the dialog's next read. Its maker here gets no time at all (the server's own jobs are stopped).

let t: TestApp;
let watcher: LiveClient | undefined;
let slowJobs: BookJobs | undefined;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.bookJobs.stop();
}, 60_000);
afterAll(async () => {
  watcher?.close();
  await slowJobs?.stop();
  await t.close();
});

describe('a book that cannot be made', () => {
  it('is told live as failed, with its reason in French, and its status says the same', async () => {
    const trip = await smallBookTrip(t.app, await adminToken(t.app), 1);
    const marie = await createUser(t.app, { firstName: 'Marie' });
    const live = liveClient(await listenOnFreePort(t.app), { token: marie.token! });
    watcher = live;
    await liveConnected(live);
    const { id } = (await postJson(t.app, '/api/book/create', { token: marie.token, trip: trip.id, format: 'A5' })).json<{ id: string }>();

    slowJobs = new BookJobs({
      db: t.app.db,
      nodeId: 'slow-node',
      singleNode: t.config.databaseUrl === null,
      root: booksRoot(t.dataDir),
      mediaRoot: join(t.dataDir, 'media'),
      views: t.app.trips.views,
      events: t.app.liveEvents,
      log: t.app.log,
      limits: { timeoutMs: 1 },
      pollMs: 50,
    });
    await slowJobs.start();
    await eventually(() => live.of('bookfailed').length > 0, 'bookfailed', 60_000);
    expect(live.of('bookfailed')).toEqual([{ id, trip: trip.id, message: bookMessages.tooSlow }]);
    expect(live.of('bookready')).toEqual([]);
    const status = (await postJson(t.app, '/api/book/status', { token: marie.token, id })).json<BookStatus>();
    expect(status).toMatchObject({ id, state: 'failed', message: bookMessages.tooSlow });
  }, 120_000);
});
