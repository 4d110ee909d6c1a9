import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { ClusterBus } from '../platform/cluster/clusterBus.ts';
import type { PushConfig } from '../platform/config.ts';
import { JobQueue, type JobEnd } from '../platform/jobs/JobQueue.ts';
import type { ClaimedPush, PushRepository } from './pushRepository.ts';

const CLAIM_BATCHES = 10;
const SEND_SPACING_MS = 1;
const VAPID_HOURS = 12;

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
  bus?: ClusterBus;
  /** Tests only: an agent that trusts the local push service's certificate. */
  agent?: Agent;
  now?: () => number;
}

/**
 * The send queue, with its state in `push_jobs`, run by the job queue (platform/jobs/JobQueue.ts,
 * whose comment says what a crash can lose or repeat). Here: a request only adds rows and never
 * waits for a push service; a row is removed once the push service accepted it, so a send
 * repeated after a crash shows once on the device, as both share a `tag`. Each send is bounded by
 * `timeoutMs`; a 404 or 410 means the subscription is gone: it is dropped with everything still
 * queued for it.
 */
export class PushQueue {
  private readonly deps: PushQueueDeps;
  private readonly queue: JobQueue<number, ClaimedPush>;
  private readonly vapidHeaders = new Map<string, { header: string; key: string; until: number }>();

  constructor(deps: PushQueueDeps) {
    this.deps = deps;
    const { repo, settings } = deps;
    this.queue = new JobQueue({
      name: 'push',
      nodeId: deps.nodeId,
      singleNode: deps.singleNode,
      leases: repo.jobs,
      claim: (nodeId, now, leaseMs, limit) => repo.claim(nodeId, now, leaseMs, limit),
      handler: { run: (job) => this.send(job), giveUp: async () => 'remove' },
      concurrency: settings.concurrency,
      leaseMs: settings.leaseMs,
      pollMs: settings.pollMs,
      retryMs: settings.retryMs,
      maxAttempts: settings.maxAttempts,
      // Claims go by batches of a few times what is sent at once: on SQLite each claim is a synced
      // commit that holds the event loop, and one per send would slow every request of the node.
      claimBatch: settings.concurrency * CLAIM_BATCHES,
      // Requests that arrive meanwhile are not kept waiting behind a batch of encryptions, and a
      // node sends at most 1000 / SEND_SPACING_MS a second.
      startSpacingMs: SEND_SPACING_MS,
      ...(deps.bus ? { bus: deps.bus } : {}),
      log: deps.log,
      ...(deps.now ? { now: deps.now } : {}),
    });
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  start(): void {
    this.queue.start();
  }

  /** New sends were queued: this node and the others send them now. */
  queued(): void {
    this.queue.queued();
  }

  /** Resolves once nothing is being claimed, sent or removed on this node (tests and the bench wait on it). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /** Sends in flight finish; what is claimed and not sent is let go for the next start or another node. */
  stop(): Promise<void> {
    return this.queue.stop();
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

  private async send(job: ClaimedPush): Promise<JobEnd> {
    const { repo, settings, log } = this.deps;
    const vapid = await this.deps.vapid();
    try {
      await webPush.sendNotification({ endpoint: job.endpoint, keys: { p256dh: job.p256dh, auth: job.auth } }, job.payload, {
        headers: { Authorization: this.authorization(job.endpoint, vapid) },
        TTL: 24 * 60 * 60,
        timeout: settings.timeoutMs,
        contentEncoding: 'aes128gcm',
        ...(this.deps.agent ? { agent: this.deps.agent } : {}),
      });
    } catch (error) {
      if (error instanceof webPush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        log.info({ subscription: job.subscriptionId, status: error.statusCode }, 'push subscription gone: dropped');
        await repo.removeSubscriptionById(job.subscriptionId);
        return 'handled';
      }
      if (job.attempts >= settings.maxAttempts) log.warn({ err: error, subscription: job.subscriptionId }, 'push given up');
      else log.info({ err: error, subscription: job.subscriptionId, attempt: job.attempts }, 'push not accepted; tried again later');
      return 'retry';
    }
    if (job.last !== 1) return 'remove';
    await repo.finishLast(job.id, job.subscriptionId);
    return 'handled';
  }
}
