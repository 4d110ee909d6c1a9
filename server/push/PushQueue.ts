import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import { coalescedRuns } from '../platform/coalescedRuns.ts';
import type { PushConfig } from '../platform/config.ts';
import type { ClaimedPush, PushRepository } from './pushRepository.ts';

const CLAIM_BATCHES = 10;
const SEND_SPACING_MS = 1;
const VAPID_HOURS = 12;
const FINISH_BATCH = 500;
const FINISH_EVERY_MS = 1000;

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
  /** Removals of sent rows under way. */
  private readonly pending = new Set<Promise<void>>();
  private readonly idleWaiters: (() => void)[] = [];
  /** Claimed (leased to this node) and not yet sent. */
  private readonly claimed: ClaimedPush[] = [];
  private readonly vapidHeaders = new Map<string, { header: string; key: string; until: number }>();
  private readonly done: number[] = [];
  private flushTimer: NodeJS.Timeout | undefined;

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
    // Claims go by batches of a few times what is sent at once: on SQLite each claim is a synced
    // commit that holds the event loop, and one per send would slow every request of the node.
    while (!this.stopped && this.claimed.length < settings.concurrency) {
      const jobs = await repo.claim(nodeId, this.now(), settings.leaseMs, settings.concurrency * CLAIM_BATCHES);
      if (jobs.length === 0) break;
      this.claimed.push(...jobs);
    }
    await this.startSends();
  }

  /** Sends begin a few milliseconds apart: requests that arrive meanwhile are not kept waiting
   * behind a batch of encryptions, and a node sends at most 1000 / SEND_SPACING_MS a second. */
  private async startSends(): Promise<void> {
    while (!this.stopped && this.inFlight < this.deps.settings.concurrency && this.claimed.length > 0) {
      const job = this.claimed.shift()!;
      const vapid = await this.deps.vapid();
      this.inFlight += 1;
      void this.send(job, vapid)
        .catch((error: unknown) => this.deps.log.warn({ err: error }, 'push outcome not stored; its lease runs out'))
        .finally(() => {
          this.inFlight -= 1;
          this.kick();
          this.settleIdle();
        });
      await new Promise((resolve) => setTimeout(resolve, SEND_SPACING_MS));
    }
  }

  /** A signed VAPID header per push service, kept 11 of its 12 hours: signing one per push costs more than the encryption. */
  private authorization(endpoint: string, vapid: VapidDetails): string {
    const audience = new URL(endpoint).origin;
    const now = this.now();
    const cached = this.vapidHeaders.get(audience);
    if (cached && cached.until > now && cached.key === vapid.publicKey) return cached.header;
    const expiration = Math.floor(now / 1000) + VAPID_HOURS * 3600;
    const { Authorization } = webPush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', expiration);
    this.vapidHeaders.set(audience, { header: Authorization, key: vapid.publicKey, until: now + (VAPID_HOURS - 1) * 3_600_000 });
    return Authorization;
  }

  private async send(job: ClaimedPush, vapid: VapidDetails): Promise<void> {
    const { repo, settings, log } = this.deps;
    try {
      await webPush.sendNotification({ endpoint: job.endpoint, keys: { p256dh: job.p256dh, auth: job.auth } }, job.payload, {
        headers: { Authorization: this.authorization(job.endpoint, vapid) },
        TTL: 24 * 60 * 60,
        timeout: settings.timeoutMs,
        contentEncoding: 'aes128gcm',
        ...(this.deps.agent ? { agent: this.deps.agent } : {}),
      });
      if (job.last === 1) await repo.finishLast(job.jobId, job.id);
      else this.finished(job.jobId);
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

  /** Sent rows are removed together, a few at a time, for the same reason as claims are batched. */
  private finished(jobId: number): void {
    this.done.push(jobId);
    if (this.done.length >= FINISH_BATCH) this.flush();
    else this.flushTimer ??= setTimeout(() => this.flush(), FINISH_EVERY_MS);
  }

  private flush(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const ids = this.done.splice(0);
    if (ids.length === 0) return;
    const removal = this.deps.repo
      .finishAll(ids)
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'sent pushes not removed; their lease runs out'))
      .finally(() => {
        this.pending.delete(removal);
        this.settleIdle();
      });
    this.pending.add(removal);
  }

  /** Resolves once nothing is being claimed, sent or removed on this node (tests and the bench wait on it). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return !this.claims.running && this.inFlight === 0 && this.claimed.length === 0 && this.pending.size === 0 && this.done.length === 0;
  }

  private settleIdle(): void {
    if (this.inFlight === 0) this.flush();
    if (!this.isIdle()) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    // Their leases are let go below: the next start, or another node, sends them.
    this.claimed.length = 0;
    await new Promise<void>((resolve) => {
      if (this.inFlight === 0) resolve();
      else this.idleWaiters.push(resolve);
    });
    this.flush();
    await Promise.allSettled([...this.pending]);
    await this.deps.repo.releaseLeases(this.deps.nodeId).catch((error: unknown) => this.deps.log.warn({ err: error }, 'push leases not released'));
    this.settleIdle();
  }
}
