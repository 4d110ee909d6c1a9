import { JobQueue } from '../platform/jobs/JobQueue.ts';
import { openJobTable, silentLog } from './jobTable.ts';

// A node of the job queue's kill -9 test, in a process of its own: it takes every job of
// `test_jobs`, says so on stdout, and works on none until it is killed.

const table = await openJobTable({ dataDir: process.env.DATA_DIR!, databaseUrl: process.env.DATABASE_URL || null });
const queue = new JobQueue({
  name: 'test',
  nodeId: process.env.NODE_ID!,
  singleNode: false,
  leases: table.leases,
  claim: (nodeId, now, leaseMs, limit) => table.leases.claim(nodeId, now, leaseMs, limit),
  handler: {
    run: (job) => {
      process.stdout.write(`started ${job.id}\n`);
      return new Promise(() => undefined);
    },
    giveUp: async () => 'remove',
  },
  concurrency: 10,
  leaseMs: Number(process.env.LEASE_MS),
  pollMs: 50,
  retryMs: 1000,
  maxAttempts: 3,
  log: silentLog,
});
queue.start();
setInterval(() => undefined, 60_000);
