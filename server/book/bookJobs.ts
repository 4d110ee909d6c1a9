import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { LiveEvents } from '../live/liveEvents.ts';
import type { ClusterBus } from '../platform/cluster/clusterBus.ts';
import type { DB } from '../platform/db/schema.ts';
import { JobQueue, type AbortReason, type JobEnd } from '../platform/jobs/JobQueue.ts';
import type { TripViews } from '../trips/tripViews.ts';
import { readBookPlan } from './bookContent.ts';
import { bookFile, planFile, removeBookFiles, sweepBookFiles, workFile, workRoot } from './bookFiles.ts';
import { bookMessages } from './bookMessages.ts';
import { booksRepository, type ClaimedBook } from './booksRepository.ts';
import { MakerStopped, runMaker, type MakerLimits } from './makerProcess.ts';

export interface BookJobsDeps {
  db: Kysely<DB>;
  nodeId: string;
  singleNode: boolean;
  root: string;
  mediaRoot: string;
  views: TripViews;
  events: LiveEvents;
  log: FastifyBaseLogger;
  bus?: ClusterBus;
  limits?: Partial<MakerLimits>;
  leaseMs?: number;
  pollMs?: number;
  /** Tests and the bench read the maker's peak resident size. */
  onPeak?: (mb: number) => void;
}

/** 30 days, 1,500 photos: a few minutes on two loaded cores. Past this, the book is stopped. */
const defaultLimits: MakerLimits = { heapMb: 256, rssMb: 450, timeoutMs: 25 * 60_000 };
const MAX_ATTEMPTS = 3;
// The row and the live line are written at most this often per book.
const PROGRESS_EVERY_MS = 1000;

/**
 * The books being made, on the job queue (platform/jobs/JobQueue.ts): one node holds a book's
 * lease and makes it, in a child process, one book at a time per node; the other nodes read its
 * progress from its row and hear the live events relayed. A node killed mid-way leaves its lease,
 * taken up at the next start (SQLite) or once it runs out (PostgreSQL): the book is made again
 * from the start, its dead attempt's work files replaced. The PDF is written to a work file and
 * renamed in whole, so `/media/books/<id>.pdf` is never half a book.
 */
export class BookJobs {
  private readonly deps: BookJobsDeps;
  private readonly repo;
  private readonly queue: JobQueue<string, ClaimedBook>;
  private readonly limits: MakerLimits;

  constructor(deps: BookJobsDeps) {
    this.deps = deps;
    this.repo = booksRepository(deps.db);
    this.limits = { ...defaultLimits, ...deps.limits };
    const leaseMs = deps.leaseMs ?? 60_000;
    this.queue = new JobQueue({
      name: 'books',
      nodeId: deps.nodeId,
      singleNode: deps.singleNode,
      leases: this.repo.jobs,
      claim: (nodeId, now, lease, limit) => this.repo.claim(nodeId, now, lease, limit),
      handler: { run: (job, signal) => this.run(job, signal), giveUp: (job) => this.giveUp(job) },
      concurrency: 1,
      deadlineMs: () => this.limits.timeoutMs + 60_000,
      leaseMs,
      pollMs: deps.pollMs ?? 5000,
      retryMs: 5000,
      maxAttempts: MAX_ATTEMPTS,
      ...(deps.bus ? { bus: deps.bus } : {}),
      log: deps.log,
    });
  }

  /** Sweeps the work files no book needs, then starts taking books. */
  async start(): Promise<void> {
    await mkdir(workRoot(this.deps.root), { recursive: true });
    // Reading the books is part of the sweep: a database that does not answer yet skips it, as a
    // sweep that fails does, and the queue starts all the same (it waits for the database itself).
    const sweep = async () => sweepBookFiles(this.deps.root, await this.repo.all());
    const removed = await sweep().catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'book files not swept');
      return 0;
    });
    if (removed > 0) this.deps.log.info({ removed }, 'book work files swept');
    this.queue.start();
  }

  queued(): void {
    this.queue.queued();
  }

  /** The book was replaced: if this node makes it, it stops now (another node finds its lease gone). */
  cancel(id: string): void {
    this.queue.cancel(id);
  }

  idle(): Promise<void> {
    return this.queue.idle();
  }

  stop(): Promise<void> {
    return this.queue.stop();
  }

  private async run(job: ClaimedBook, signal: AbortSignal): Promise<JobEnd> {
    const { root, nodeId, events, db, views, mediaRoot } = this.deps;
    const row = await this.repo.find(job.id);
    if (row === undefined || row.state === 'ready' || row.state === 'failed') return 'handled';
    if (!(await this.repo.setProgress(job.id, nodeId, 0))) return 'handled';
    events.emit('bookprogress', job.id, row.trip_id, 0);
    const plan = await readBookPlan(db, views, mediaRoot, row, Date.now());
    // A dead attempt's files are replaced, never appended to.
    await rm(workFile(root, job.id), { force: true });
    await writeFile(planFile(root, job.id), JSON.stringify(plan));
    let lastWrite = 0;
    let writing = Promise.resolve();
    const onProgress = (percent: number) => {
      const now = Date.now();
      if (now - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = now;
      writing = writing
        .then(async () => {
          if (await this.repo.setProgress(job.id, nodeId, percent)) events.emit('bookprogress', job.id, row.trip_id, percent);
        })
        .catch((error: unknown) => this.deps.log.warn({ err: error, book: job.id }, 'book progress not stored'));
    };
    try {
      const pages = await runMaker(planFile(root, job.id), workFile(root, job.id), this.limits, signal, onProgress, this.deps.onPeak);
      await writing;
      await rename(workFile(root, job.id), bookFile(root, job.id));
      const { size } = await stat(bookFile(root, job.id));
      if (!(await this.repo.finish(job.id, nodeId, pages, size, Date.now()))) {
        // Replaced or deleted meanwhile: its file goes with it.
        await removeBookFiles(root, job.id);
        return 'handled';
      }
      await rm(planFile(root, job.id), { force: true });
      events.emit('bookready', job.id, row.trip_id, pages, size);
      return 'handled';
    } catch (error) {
      await writing;
      const reason = signal.aborted ? (signal.reason as AbortReason) : undefined;
      if (reason === 'lost') {
        await removeBookFiles(root, job.id).catch(() => undefined);
        return 'handled';
      }
      await rm(workFile(root, job.id), { force: true });
      if (reason === 'stop') return 'retry';
      if (error instanceof MakerStopped && (error.reason === 'time' || error.reason === 'memory' || reason === 'overdue')) {
        await this.fail(job.id, row.trip_id, error.reason === 'memory' ? bookMessages.tooDemanding : bookMessages.tooSlow);
        return 'handled';
      }
      throw error;
    }
  }

  private async giveUp(job: ClaimedBook): Promise<'handled'> {
    this.deps.log.error({ book: job.id }, 'book given up');
    const row = await this.repo.find(job.id);
    if (row !== undefined) await this.fail(job.id, row.trip_id, bookMessages.failed);
    await rm(workFile(this.deps.root, job.id), { force: true });
    return 'handled';
  }

  /** The book's row says why, and every granted member hears it at once (on every node). */
  private async fail(id: string, trip: string, message: string): Promise<void> {
    await this.repo.fail(id, message, Date.now());
    this.deps.events.emit('bookfailed', id, trip, message);
  }
}
