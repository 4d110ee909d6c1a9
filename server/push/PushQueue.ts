import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import { coalescedRuns } from '../platform/coalescedRuns.ts';
import type { PushConfig } from '../platform/config.ts';
import type { ClaimedPush, PushRepository } from './pushRepository.ts';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface PushQueueDeps {
  repo: PushRepository;
  nodeId: string;
  /** SQLite: this is the only node, so every lease found at start is a dead process's. */
  singleNode: boolean;
  settings: PushConfig;
  vapid: () => Promise<VapidDetails>;
  log: FastifyBaseLogger;
  /** Tests only: an agent that trusts the local push service's certificate. */
  agent?: Agent;
  now?: () => number;
}

/**
 * The send queue, with its state in `push_jobs`. Guarantees: a request only adds rows and never
 * waits for a push service; each row is sent by one node at a time, the one holding its lease,
 * and removed once the push service accepted it, so across nodes a notification goes out once
 * (a node killed between the service's answer and the removal may send that one again when its
 * lease runs out: a device shows it once, as both share a `tag`). At most `concurrency` sends are
 * in flight per node, each bounded by `timeoutMs`; a failed one is tried again later with a
 * doubling wait, `maxAttempts` times at most. A 404 or 410 means the subscription is gone: it is
 * dropped with everything still queued for it.
 */
export class PushQueue {
  private inFlight = 0;
  private readonly claims = coalescedRuns(
    () => this.fill(),
    (error) => this.deps.log.error({ err: error }, 'push sends not claimed'),
    () => this.settleIdle(),
  );
  private stopped = false;
  private leasesToRelease = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly pending = new Set<Promise<void>>();
  private readonly idleWaiters: (() => void)[] = [];

  constructor(private readonly deps: PushQueueDeps) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  start(): void {
    if (this.stopped) return;
    this.leasesToRelease = this.deps.singleNode;
    this.timer = setInterval(() => this.kick(), this.deps.settings.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Claims due sends while this node has room for them. */
  kick(): void {
    if (!this.stopped) this.claims.run();
  }

  private async fill(): Promise<void> {
    const { repo, settings, nodeId } = this.deps;
    if (this.leasesToRelease) {
      await repo.releaseAllLeases();
      this.leasesToRelease = false;
    }
    while (!this.stopped && this.inFlight < settings.concurrency) {
      const jobs = await repo.claim(nodeId, this.now(), settings.leaseMs, settings.concurrency - this.inFlight);
      if (jobs.length === 0) return;
      const vapid = await this.deps.vapid();
      for (const job of jobs) {
        this.inFlight += 1;
        const run = this.send(job, vapid).finally(() => {
          this.inFlight -= 1;
          this.pending.delete(run);
          this.kick();
        });
        this.pending.add(run);
      }
    }
  }

  private async send(job: ClaimedPush, vapid: VapidDetails): Promise<void> {
    const { repo, settings, log } = this.deps;
    try {
      await webPush.sendNotification({ endpoint: job.endpoint, keys: { p256dh: job.p256dh, auth: job.auth } }, job.payload, {
        vapidDetails: vapid,
        TTL: 24 * 60 * 60,
        timeout: settings.timeoutMs,
        contentEncoding: 'aes128gcm',
        ...(this.deps.agent ? { agent: this.deps.agent } : {}),
      });
      if (job.last === 1) await repo.removeSubscriptionById(job.id);
      else await repo.finish(job.jobId);
    } catch (error) {
      if (error instanceof webPush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        log.info({ subscription: job.id, status: error.statusCode }, 'push subscription gone: dropped');
        await repo.removeSubscriptionById(job.id);
        return;
      }
      if (job.attempts >= settings.maxAttempts) {
        log.warn({ err: error, subscription: job.id }, 'push given up');
        await repo.finish(job.jobId);
        return;
      }
      log.info({ err: error, subscription: job.id, attempt: job.attempts }, 'push not accepted; tried again later');
      const delay = settings.retryMs * 2 ** (job.attempts - 1);
      await repo.retryLater(job.jobId, this.now() + delay);
      // Looked at again when due rather than at the next poll (another node may take it first).
      setTimeout(() => this.kick(), delay + 1).unref();
    }
  }

  /** Resolves once nothing is being claimed or sent on this node (tests and the bench wait on it). */
  idle(): Promise<void> {
    if (!this.claims.running && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private settleIdle(): void {
    if (this.claims.running || this.inFlight > 0) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.allSettled([...this.pending]);
    await this.deps.repo.releaseLeases(this.deps.nodeId).catch((error: unknown) => this.deps.log.warn({ err: error }, 'push leases not released'));
    this.settleIdle();
  }
}
