import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openJobTable, silentLog, type JobTable } from '../../testing/jobTable.ts';
import { createTestStorage, type TestStorage } from '../../testing/testApp.ts';
import { testsRunOnPostgres } from '../../testing/testDatabase.ts';
import { createPostgresBus } from '../cluster/postgresBus.ts';
import type { DB } from '../db/schema.ts';
import { JobQueue, type JobHandler, type JobQueueOptions } from './JobQueue.ts';
import type { ClaimedRow } from './leaseTable.ts';

// The queue that push and videos run on, over a table of its own, on SQLite and (server-pg)
// PostgreSQL; its kill -9 test kills a real process.

type Job = ClaimedRow<number>;

let storage: TestStorage;
let table: JobTable;
const queues: JobQueue<number, Job>[] = [];
beforeEach(async () => {
  storage = await createTestStorage('lapin-jobs-', { empty: true });
  table = await openJobTable(storage);
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  await table.db.destroy();
  await storage.remove();
});

function makeQueue(handler: JobHandler<Job>, options: Partial<JobQueueOptions<number, Job>> = {}): JobQueue<number, Job> {
  const queue = new JobQueue<number, Job>({
    name: 'test',
    nodeId: 'node',
    singleNode: false,
    leases: table.leases,
    claim: (nodeId, now, leaseMs, limit) => table.leases.claim(nodeId, now, leaseMs, limit),
    handler,
    concurrency: 3,
    leaseMs: 60_000,
    pollMs: 60_000,
    retryMs: 60_000,
    maxAttempts: 3,
    log: silentLog,
    ...options,
  });
  queues.push(queue);
  return queue;
}

/** Polls `check` every 20 ms until it holds. */
async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the job queue', () => {
  it('runs each job once, at most `concurrency` at a time, and removes its row', async () => {
    await table.add(...Array.from({ length: 10 }, (_, index) => `job-${index}`));
    const ran: number[] = [];
    let active = 0;
    let most = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const queue = makeQueue({
      async run(job) {
        ran.push(job.id);
        active += 1;
        most = Math.max(most, active);
        await gate;
        active -= 1;
        return 'remove';
      },
      giveUp: async () => 'remove',
    });
    queue.start();
    await eventually(() => ran.length === 3, 'three jobs to start');
    expect(queue.busy()).toBe(3);
    open();
    await queue.idle();
    expect(most).toBe(3);
    expect(ran).toHaveLength(10);
    expect(new Set(ran).size).toBe(10);
    expect(await table.rows()).toEqual([]);
  });

  it('aborts a job past its deadline, so that one stuck job does not hold the only slot', async () => {
    const [stuck, next] = await table.add('stuck', 'next');
    const reasons: unknown[] = [];
    const ran: number[] = [];
    const queue = makeQueue(
      {
        async run(job, signal) {
          ran.push(job.id);
          if (job.id !== stuck) return 'remove';
          // Never ends by itself: only its signal lets it go.
          await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
          reasons.push(signal.reason);
          return 'remove';
        },
        giveUp: async () => 'remove',
      },
      { concurrency: 1, deadlineMs: (job) => (job.id === stuck ? 200 : 60_000) },
    );
    queue.start();
    await queue.idle();
    expect(ran).toEqual([stuck, next]);
    expect(reasons).toEqual(['overdue']);
    expect(await table.rows()).toEqual([]);
  });

  it('tries a failed job again after a doubling wait, and gives up at the last attempt', async () => {
    const [id] = await table.add('fails');
    let clock = 1_000_000;
    const attempts: number[] = [];
    const givenUp: number[] = [];
    const queue = makeQueue(
      {
        async run(job) {
          attempts.push(job.attempts);
          throw new Error('service away');
        },
        giveUp: async (job) => {
          givenUp.push(job.attempts);
          return 'remove';
        },
      },
      { now: () => clock },
    );
    queue.start();
    await queue.idle();
    expect(await table.rows()).toMatchObject([{ id, lease_node: null, lease_until: clock + 60_000 }]);
    clock += 59_999;
    queue.kick();
    await queue.idle();
    expect(attempts).toEqual([1]);
    clock += 2;
    queue.kick();
    await queue.idle();
    expect(attempts).toEqual([1, 2]);
    expect(await table.rows()).toMatchObject([{ id, lease_until: clock + 120_000 }]);
    clock += 120_001;
    queue.kick();
    await queue.idle();
    expect(attempts).toEqual([1, 2, 3]);
    expect(givenUp).toEqual([3]);
    expect(await table.rows()).toEqual([]);
  });

  it('gives up without running a job whose starts all died', async () => {
    const [id] = await table.add('kills its node');
    await table.db.updateTable('test_jobs').set({ attempts: 3 }).where('id', '=', id!).execute();
    const ran: number[] = [];
    const givenUp: number[] = [];
    const queue = makeQueue({
      run: async (job) => {
        ran.push(job.id);
        return 'remove';
      },
      giveUp: async (job) => {
        givenUp.push(job.attempts);
        return 'handled';
      },
    });
    queue.start();
    await queue.idle();
    expect(ran).toEqual([]);
    expect(givenUp).toEqual([4]);
  });

  it('renews the lease of a long job, so that no other node takes it', async () => {
    const [id] = await table.add('long');
    let finish!: () => void;
    const queue = makeQueue({ run: () => new Promise((resolve) => (finish = () => resolve('remove'))), giveUp: async () => 'remove' }, { leaseMs: 600 });
    queue.start();
    await eventually(() => queue.busy() === 1, 'the job to start');
    const first = (await table.rows())[0]?.lease_until ?? Infinity;
    await eventually(async () => ((await table.rows())[0]?.lease_until ?? 0) > first + 150, 'a renewal');
    await eventually(async () => ((await table.rows())[0]?.lease_until ?? 0) > first + 600, 'another renewal');
    expect(await table.leases.claim('other', first + 1, 600, 10)).toEqual([]);
    finish();
    await queue.idle();
    expect((await table.rows()).map((row) => row.id)).not.toContain(id);
  });

  it('aborts a job whose lease another node took, and stores nothing of it', async () => {
    const [id] = await table.add('stolen');
    let reason: unknown;
    const queue = makeQueue(
      {
        run: (_job, signal) =>
          new Promise((resolve) =>
            signal.addEventListener('abort', () => {
              reason = signal.reason;
              resolve('remove');
            }),
          ),
        giveUp: async () => 'remove',
      },
      { leaseMs: 300 },
    );
    queue.start();
    await eventually(() => queue.busy() === 1, 'the job to start');
    await table.db.updateTable('test_jobs').set({ lease_node: 'other' }).where('id', '=', id!).execute();
    await queue.idle();
    expect(reason).toBe('lost');
    expect(await table.rows()).toMatchObject([{ id, lease_node: 'other' }]);
  });

  it('on a clean stop, lets go of every lease and gives their attempt back to jobs not begun', async () => {
    const [begun, unstarted] = await table.add('a', 'b');
    let reason: unknown;
    const queue = makeQueue(
      {
        run: (_job, signal) =>
          new Promise((resolve) =>
            signal.addEventListener('abort', () => {
              reason = signal.reason;
              resolve('handled');
            }),
          ),
        giveUp: async () => 'remove',
      },
      { concurrency: 1, claimBatch: 5 },
    );
    queue.start();
    await eventually(() => queue.busy() === 1, 'the first job to start');
    await queue.stop();
    expect(reason).toBe('stop');
    expect(await table.rows()).toMatchObject([
      { id: begun, lease_node: null, lease_until: null, attempts: 1 },
      { id: unstarted, lease_node: null, lease_until: null, attempts: 0 },
    ]);
  });

  it("takes up, at a single node's start, the jobs a killed process left leased", async () => {
    const [id] = await table.add('left');
    await table.leases.claim('dead', Date.now(), 3_600_000, 10);
    const ran: Job[] = [];
    const queue = makeQueue(
      {
        run: async (job) => {
          ran.push(job);
          return 'remove';
        },
        giveUp: async () => 'remove',
      },
      { singleNode: true },
    );
    queue.start();
    await eventually(() => ran.length === 1, 'the job to run');
    expect(ran).toEqual([{ id, attempts: 2 }]);
  });

  it('takes up the jobs of a worker killed with kill -9 once its lease runs out, and not before', async () => {
    const [id] = await table.add('orphan');
    const leaseMs = 1500;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/jobWorker.ts'], {
      env: { ...process.env, DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl ?? '', NODE_ID: 'doomed', LEASE_MS: String(leaseMs) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      for await (const line of createInterface({ input: child.stdout })) if (line === `started ${id}`) break;
    } finally {
      child.kill('SIGKILL');
    }
    await exited;
    const [row] = await table.rows();
    expect(row).toMatchObject({ id, lease_node: 'doomed', attempts: 1 });

    const ran: Job[] = [];
    const queue = makeQueue(
      {
        run: async (job) => {
          ran.push(job);
          return 'remove';
        },
        giveUp: async () => 'remove',
      },
      { nodeId: 'survivor', pollMs: 50 },
    );
    queue.start();
    await eventually(() => ran.length === 1, "the dead worker's job to run");
    const takenAt = Date.now();
    expect(takenAt).toBeGreaterThanOrEqual(row!.lease_until!);
    expect(ran).toEqual([{ id, attempts: 2 }]);
    await queue.idle();
    expect(await table.rows()).toEqual([]);
  }, 60_000);

  // Several nodes need PostgreSQL: its LISTEN/NOTIFY carries the wake-up.
  it.runIf(testsRunOnPostgres())('wakes an idle node when another queues a job, long before its next poll', async () => {
    const buses = await Promise.all(['quiet', 'busy'].map((nodeId) => createPostgresBus(table.db as unknown as Kysely<DB>, storage.databaseUrl!, nodeId, silentLog)));
    try {
      const ran: Job[] = [];
      const handler: JobHandler<Job> = {
        run: async (job) => {
          ran.push(job);
          return 'remove';
        },
        giveUp: async () => 'remove',
      };
      const quiet = makeQueue(handler, { nodeId: 'quiet', pollMs: 3_600_000, bus: buses[0]! });
      quiet.start();
      await quiet.idle();
      const [id] = await table.add('new');
      // The other node only tells: it has no room to run anything itself.
      makeQueue(handler, { nodeId: 'busy', concurrency: 0, bus: buses[1]! }).queued();
      await eventually(() => ran.length === 1, 'the quiet node to run the job');
      expect(ran).toEqual([{ id, attempts: 1 }]);
    } finally {
      await Promise.all(queues.splice(0).map((queue) => queue.stop()));
      await Promise.all(buses.map((bus) => bus.close()));
    }
  });
});
