import type { FastifyBaseLogger } from 'fastify';
import type { ClusterBus } from '../cluster/clusterBus.ts';
import { coalescedRuns } from '../coalescedRuns.ts';
import { batchedRemovals } from './batchedRemovals.ts';
import type { ClaimedRow, JobId, LeaseTable } from './leaseTable.ts';

/** What became of a job: its row removed by the queue, tried again later, or ended by the handler. */
export type JobEnd = 'remove' | 'retry' | 'handled';

/** Why a running job's signal aborts: the node stops, the job is no longer this node's, or it ran past its deadline. */
export type AbortReason = 'stop' | 'lost' | 'overdue';

export interface JobHandler<J> {
  /** Does the job. A throw counts as 'retry'. `signal` aborts with an `AbortReason`. */
  run(job: J, signal: AbortSignal): Promise<JobEnd>;
  /** The job failed on its last attempt, or its starts died that many times: its last word. */
  giveUp(job: J): Promise<'remove' | 'handled'>;
}

export interface JobQueueOptions<Id extends JobId, J extends ClaimedRow<Id>> {
  /** Names the queue in logs and in the wake-ups the nodes send each other. */
  name: string;
  nodeId: string;
  /** SQLite: this is the only node, so every lease found at start is a dead process's. */
  singleNode: boolean;
  leases: LeaseTable<Id>;
  /** `leases.claim`, with what the handler needs of each job (a row gone meanwhile is left out). */
  claim: (nodeId: string, now: number, leaseMs: number, limit: number) => Promise<J[]>;
  handler: JobHandler<J>;
  /** Jobs running at once on this node. */
  concurrency: number;
  /** How long a job may run, from its start; past it its signal aborts with 'overdue'. None by default. */
  deadlineMs?: (job: J) => number;
  /** A job whose node has not renewed its lease for this long is taken by another. */
  leaseMs: number;
  /** How often a node looks for due jobs it did not hear of (a wake-up lost, a retry come due). */
  pollMs: number;
  /** The wait before the second attempt; it doubles at each one after. */
  retryMs: number;
  maxAttempts: number;
  /** Jobs taken by one claim; by default as many as there is room for. */
  claimBatch?: number;
  /** Jobs start at least this far apart, so that requests arriving meanwhile are not kept waiting. */
  startSpacingMs?: number;
  /** Tells the other nodes of new jobs, so that an idle one takes them at once. */
  bus?: ClusterBus;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * A queue of jobs kept in a database table (leaseTable.ts), run by every node sharing it.
 *
 * Guarantees. A job is run by one node at a time, the one holding its lease: a claim takes a row
 * only when its lease is free or has run out, atomically, and the holder renews the leases of
 * what it holds every third of `leaseMs`; a node that finds a lease gone (taken after a stall,
 * the row deleted) aborts that job with 'lost' and stores nothing of it. A job is never lost: its
 * row stays until its end is stored, so a node killed with kill -9 leaves its jobs leased, and
 * they are taken up `leaseMs` after its last renewal by another node, or at once by the next
 * start on SQLite (one node only ever runs there). A job can be repeated: one killed after doing
 * its work and before its end was stored runs again, so a handler's work must bear a second run
 * (a push carries a tag the device shows once; a transcode starts from the kept upload). Every
 * start counts an attempt, a crash's too: a failure is tried again `retryMs` later, doubling, and
 * at `maxAttempts` the handler gives up, so a job that kills its node every time ends too. A
 * clean stop lets every lease go, and gives back their attempt to jobs claimed but not started.
 * At most `concurrency` jobs run at once on a node, and none keeps its slot past its
 * `deadlineMs`: its signal aborts with 'overdue', and the handler ends it.
 */
export class JobQueue<Id extends JobId, J extends ClaimedRow<Id>> {
  private readonly options: JobQueueOptions<Id, J>;
  private readonly claims;
  private readonly removals;
  /** Claimed (leased to this node) and not yet started. */
  private readonly waiting: J[] = [];
  private readonly running = new Map<Id, AbortController>();
  private readonly idleWaiters: (() => void)[] = [];
  /** Waiting for nothing to run or be claimed (a stop). */
  private readonly quietWaiters: (() => void)[] = [];
  private stopped = false;
  private leasesToRelease = false;
  private listening = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private renewTimer: NodeJS.Timeout | undefined;

  constructor(options: JobQueueOptions<Id, J>) {
    this.options = options;
    const { log, name } = options;
    this.claims = coalescedRuns(
      () => this.fill(),
      (error) => log.error({ err: error, queue: name }, 'jobs not claimed'),
      () => this.settle(),
    );
    this.removals = batchedRemovals<Id>(
      (ids) => options.leases.remove(ids),
      (error) => log.warn({ err: error, queue: name }, 'finished jobs not removed; their lease runs out'),
      () => this.settle(),
    );
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  start(): void {
    if (this.stopped) return;
    const { bus, name, pollMs, leaseMs } = this.options;
    // Done by the first claim rather than here: a database that does not answer at start-up must
    // not stop the server from starting; the next poll tries again.
    this.leasesToRelease = this.options.singleNode;
    this.pollTimer = setInterval(() => this.kick(), pollMs);
    this.pollTimer.unref();
    this.renewTimer = setInterval(() => void this.renew(), leaseMs / 3);
    this.renewTimer.unref();
    if (bus?.clustered && !this.listening) {
      this.listening = true;
      bus.subscribe('jobs', (payload, fromThisNode) => {
        if (!fromThisNode && (payload as { queue?: unknown }).queue === name) this.kick();
      });
      bus.onResumed(() => this.kick());
    }
    this.kick();
  }

  /** Claims due jobs while this node has room for them. */
  kick(): void {
    if (!this.stopped) this.claims.run();
  }

  /** New jobs were committed: this node and the others look for them now rather than at their next poll. */
  queued(): void {
    this.kick();
    const { bus, name, log } = this.options;
    if (bus?.clustered) bus.publish('jobs', { queue: name }).catch((error: unknown) => log.warn({ err: error, queue: name }, 'other nodes not woken'));
  }

  /** Jobs running on this node now. */
  busy(): number {
    return this.running.size;
  }

  /** The job is no longer this node's (its row was deleted): its run aborts with 'lost'. */
  cancel(id: Id): void {
    this.running.get(id)?.abort('lost' satisfies AbortReason);
  }

  private async fill(): Promise<void> {
    const { leases, nodeId, concurrency, leaseMs, claimBatch } = this.options;
    if (this.leasesToRelease) {
      await leases.releaseAll();
      this.leasesToRelease = false;
    }
    while (!this.stopped && this.waiting.length < concurrency) {
      const limit = claimBatch ?? concurrency - this.running.size - this.waiting.length;
      if (limit <= 0) break;
      const jobs = await this.options.claim(nodeId, this.now(), leaseMs, limit);
      if (jobs.length === 0) break;
      this.waiting.push(...jobs);
    }
    while (!this.stopped && this.running.size < concurrency && this.waiting.length > 0) {
      this.begin(this.waiting.shift()!);
      if (this.options.startSpacingMs) await new Promise((resolve) => setTimeout(resolve, this.options.startSpacingMs));
    }
  }

  private begin(job: J): void {
    const controller = new AbortController();
    this.running.set(job.id, controller);
    const deadline = this.options.deadlineMs?.(job);
    const overdue = deadline === undefined ? undefined : setTimeout(() => controller.abort('overdue' satisfies AbortReason), deadline);
    void this.runOne(job, controller.signal)
      .catch((error: unknown) => this.options.log.warn({ err: error, queue: this.options.name, job: job.id }, 'job outcome not stored; its lease runs out'))
      .finally(() => {
        clearTimeout(overdue);
        this.running.delete(job.id);
        this.kick();
        this.settle();
      });
  }

  private async runOne(job: J, signal: AbortSignal): Promise<void> {
    const { handler, maxAttempts, log, name } = this.options;
    let end: JobEnd;
    try {
      end = job.attempts > maxAttempts ? await handler.giveUp(job) : await handler.run(job, signal);
    } catch (error) {
      log.warn({ err: error, queue: name, job: job.id, attempt: job.attempts }, 'job failed; it will be tried again');
      end = 'retry';
    }
    if (signal.aborted && signal.reason === 'lost') return;
    if (end === 'retry' && job.attempts >= maxAttempts) end = await handler.giveUp(job);
    if (end === 'remove') this.removals.add(job.id);
    if (end !== 'retry') return;
    const delay = this.options.retryMs * 2 ** (job.attempts - 1);
    // Looked at again when due rather than at the next poll (another node may take it first).
    if (await this.options.leases.retryLater(job.id, this.options.nodeId, this.now() + delay)) setTimeout(() => this.kick(), delay + 1).unref();
  }

  /** Renews what this node holds; a job whose lease is gone is dropped, or aborted if it runs. */
  private async renew(): Promise<void> {
    const { leases, nodeId, leaseMs, log, name } = this.options;
    const asked = [...this.waiting.map((job) => job.id), ...this.running.keys()];
    if (asked.length === 0) return;
    try {
      const held = new Set(await leases.renew(asked, nodeId, this.now() + leaseMs));
      for (const id of asked) {
        if (held.has(id)) continue;
        const index = this.waiting.findIndex((job) => job.id === id);
        if (index >= 0) this.waiting.splice(index, 1);
        this.running.get(id)?.abort('lost' satisfies AbortReason);
      }
    } catch (error) {
      log.warn({ err: error, queue: name }, 'job leases not renewed');
    }
  }

  /** Resolves once nothing is being claimed, run or removed on this node (tests and the bench wait on it). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return !this.claims.running && this.running.size === 0 && this.waiting.length === 0 && this.removals.empty;
  }

  private settle(): void {
    if (this.running.size === 0) this.removals.flush();
    if (this.running.size === 0 && !this.claims.running) for (const resolve of this.quietWaiters.splice(0)) resolve();
    if (!this.isIdle()) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  /** A clean stop: running jobs abort with 'stop', and every lease is let go for the next start or another node. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearInterval(this.renewTimer);
    const unstarted = this.waiting.splice(0).map((job) => job.id);
    for (const controller of this.running.values()) controller.abort('stop' satisfies AbortReason);
    await new Promise<void>((resolve) => {
      if (this.running.size === 0 && !this.claims.running) resolve();
      else this.quietWaiters.push(resolve);
    });
    // A claim that ended after the stop left its jobs here.
    unstarted.push(...this.waiting.splice(0).map((job) => job.id));
    await this.removals.settled();
    const { leases, nodeId, log, name } = this.options;
    await leases.release(nodeId, unstarted).catch((error: unknown) => log.warn({ err: error, queue: name }, 'job leases not released'));
    this.settle();
  }
}
