import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openJobTable, type JobTable } from '../../testing/jobTable.ts';
import { createTestStorage, type TestStorage } from '../../testing/testApp.ts';

// The queue's statements on a table of their own, on SQLite and (server-pg) PostgreSQL.

let storage: TestStorage;
let table: JobTable;
beforeEach(async () => {
  storage = await createTestStorage('lapin-leases-', { empty: true });
  table = await openJobTable(storage);
});
afterEach(async () => {
  await table.db.destroy();
  await storage.remove();
});

describe('the job table', () => {
  it("takes a due job for one node, leaves it to the others while the lease holds, and lets another take it once it ran out", async () => {
    const [id] = await table.add('a');
    const now = Date.now();
    expect(await table.leases.claim('first', now, 60_000, 10)).toEqual([{ id, attempts: 1 }]);
    expect(await table.leases.claim('second', now + 59_999, 60_000, 10)).toEqual([]);
    expect(await table.leases.claim('second', now + 60_001, 60_000, 10)).toEqual([{ id, attempts: 2 }]);
    expect(await table.rows()).toMatchObject([{ id, lease_node: 'second', lease_until: now + 120_001, attempts: 2 }]);
  });

  it('takes the oldest jobs first, no more than asked', async () => {
    const ids = await table.add('a', 'b', 'c');
    const claimed = await table.leases.claim('node', Date.now(), 60_000, 2);
    expect(claimed.map((job) => job.id).sort((a, b) => a - b)).toEqual(ids.slice(0, 2));
  });

  it('never gives one job to two nodes claiming at the same time', async () => {
    const ids = await table.add(...Array.from({ length: 40 }, (_, index) => `job-${index}`));
    const other = await openJobTable(storage);
    try {
      const drain = async (nodeId: string, of: JobTable) => {
        const taken: number[] = [];
        for (;;) {
          const jobs = await of.leases.claim(nodeId, Date.now(), 60_000, 3);
          if (jobs.length === 0 && (await of.leases.claim(nodeId, Date.now(), 60_000, 3)).length === 0) return taken;
          taken.push(...jobs.map((job) => job.id));
        }
      };
      const [first, second] = await Promise.all([drain('first', table), drain('second', other)]);
      expect(first.filter((id) => second.includes(id))).toEqual([]);
      expect([...first, ...second].sort((a, b) => a - b)).toEqual(ids);
      expect((await table.rows()).every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await other.db.destroy();
    }
  });

  it('renews only the leases the node still holds', async () => {
    const [mine, lost] = await table.add('a', 'b');
    const now = Date.now();
    await table.leases.claim('node', now, 1000, 10);
    await table.db.updateTable('test_jobs').set({ lease_node: 'other' }).where('id', '=', lost!).execute();
    expect(await table.leases.renew([mine!, lost!], 'node', now + 5000)).toEqual([mine]);
    expect((await table.rows()).map((row) => row.lease_until)).toEqual([now + 5000, now + 1000]);
  });

  it('keeps a job to retry from every node until its time, and lets only its holder set that time', async () => {
    const [id] = await table.add('a');
    const now = Date.now();
    await table.leases.claim('holder', now, 60_000, 10);
    expect(await table.leases.retryLater(id!, 'stranger', now + 1000)).toBe(false);
    expect(await table.leases.retryLater(id!, 'holder', now + 1000)).toBe(true);
    expect(await table.leases.claim('any', now + 999, 60_000, 10)).toEqual([]);
    expect(await table.leases.claim('any', now + 1001, 60_000, 10)).toEqual([{ id, attempts: 2 }]);
  });

  it("lets go of a stopping node's jobs and gives back the start of those it never began", async () => {
    const [begun, unstarted, elsewhere] = await table.add('a', 'b', 'c');
    await table.leases.claim('stopping', Date.now(), 60_000, 2);
    await table.leases.claim('other', Date.now(), 60_000, 1);
    await table.leases.release('stopping', [unstarted!]);
    expect(await table.rows()).toMatchObject([
      { id: begun, lease_node: null, lease_until: null, attempts: 1 },
      { id: unstarted, lease_node: null, lease_until: null, attempts: 0 },
      { id: elsewhere, lease_node: 'other', attempts: 1 },
    ]);
  });

  it('frees every lease left in the file at a single node start, and keeps the wait of a retry', async () => {
    const [held, waiting] = await table.add('a', 'b');
    const now = Date.now();
    await table.leases.claim('dead', now, 60_000, 10);
    await table.leases.retryLater(waiting!, 'dead', now + 60_000);
    await table.leases.releaseAll();
    expect(await table.leases.claim('next', now, 60_000, 10)).toEqual([{ id: held, attempts: 2 }]);
  });

  it('removes finished jobs', async () => {
    const [done, kept] = await table.add('a', 'b');
    await table.leases.remove([done!]);
    expect((await table.rows()).map((row) => row.id)).toEqual([kept]);
  });
});
