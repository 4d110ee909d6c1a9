import { rename } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { LiveEvents } from '../live/liveEvents.ts';
import type { VideoSettings } from '../platform/config.ts';
import type { DB } from '../platform/db/schema.ts';
import { writeFileAtomic } from '../photos/writeFileAtomic.ts';
import { coalescedRuns } from '../platform/coalescedRuns.ts';
import { makePoster } from './posterFrame.ts';
import { NotAVideoError, probeVideo } from './probeVideo.ts';
import { runFfmpeg, TranscodeFailedError } from './runTranscode.ts';
import { recordFfmpeg, stopStrayFfmpeg } from './strayFfmpeg.ts';
import { planTranscode, transcodeThreads } from './transcodePlan.ts';
import { readyFileNames, removeVideoFiles, videoFileNames, workFileNames } from './videoFiles.ts';
import { videoMessages } from './videoMessages.ts';
import { videosRepository, type ClaimedJob } from './videosRepository.ts';

export interface VideoJobsDeps {
  db: Kysely<DB>;
  nodeId: string;
  /** SQLite: this is the only node, so every lease found at start is a dead process's. */
  singleNode: boolean;
  settings: VideoSettings;
  root: string;
  events: LiveEvents;
  log: FastifyBaseLogger;
  /** How often a node looks for due jobs it did not hear of (another node's upload, a lease run out). */
  pollMs?: number;
}

/** A source that takes this many starts without an end (each killed mid-way) is given up. */
const MAX_ATTEMPTS = 3;
// The live progress and its row are written at most this often per video.
const PROGRESS_EVERY_MS = 1000;

class LeaseLost extends Error {}

/**
 * The transcode queue, with its state in the `videos` rows. Guarantee: every uploaded video ends
 * `ready` or `failed`, exactly once, whatever kills a node mid-way. A node holds a job by a lease
 * (its node id and a time), renewed while ffmpeg runs; a job whose node died is taken up again
 * when its lease runs out (at once at the next start on SQLite, where one node runs), from the
 * kept upload, after the dead attempt's temp files are removed. The row is made `ready` only by
 * the lease holder and only once the files are in place; a video deleted meanwhile loses the
 * lease, and its job removes what it made.
 */
export class VideoJobs {
  private readonly repo;
  private readonly running = new Map<string, { pid?: number; lost?: boolean }>();
  // A job queued while this node was looking: it looks again once done, rather than at the next poll.
  private readonly claims = coalescedRuns(
    () => this.fill(),
    (error) => this.deps.log.error({ err: error }, 'video jobs not claimed'),
  );
  private stopped = false;
  /** On SQLite, the leases a killed server left, let go before the first claim. */
  private leasesToRelease = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: VideoJobsDeps) {
    this.repo = videosRepository(deps.db);
  }

  async start(): Promise<void> {
    if (this.stopped) return;
    // Done by the first claim rather than here: a database that does not answer at start-up must
    // not stop the server from starting (its /healthz says so); the next poll tries again.
    this.leasesToRelease = this.deps.singleNode;
    this.timer = setInterval(() => this.kick(), this.deps.pollMs ?? 5000);
    this.timer.unref();
    this.kick();
  }

  /** Takes due jobs while this node has room for them. */
  kick(): void {
    if (!this.stopped) this.claims.run();
  }

  private async fill(): Promise<void> {
    if (this.leasesToRelease) {
      await this.repo.releaseAllLeases();
      this.leasesToRelease = false;
    }
    while (!this.stopped && this.running.size < this.deps.settings.concurrency) {
      const job = await this.repo.claimNext(this.deps.nodeId, Date.now(), this.deps.settings.leaseMs);
      if (!job) return;
      this.running.set(job.id, {});
      const run = this.run(job).finally(() => {
        this.running.delete(job.id);
        this.pending.delete(run);
        this.kick();
      });
      this.pending.add(run);
    }
  }

  /** Jobs running on this node now. */
  busy(): number {
    return this.running.size;
  }

  /** The video was deleted: its ffmpeg on this node stops now. */
  cancel(id: string): void {
    const job = this.running.get(id);
    if (!job) return;
    job.lost = true;
    if (job.pid !== undefined) process.kill(job.pid, 'SIGKILL');
  }

  /** A clean stop: ffmpeg is stopped and the leases let go, so the next start takes the jobs up at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const job of this.running.values()) if (job.pid !== undefined) process.kill(job.pid, 'SIGKILL');
    await Promise.allSettled([...this.pending]);
    await this.repo.releaseLeases(this.deps.nodeId).catch((error: unknown) => this.deps.log.warn({ err: error }, 'video leases not released'));
  }

  private async run(job: ClaimedJob): Promise<void> {
    const { root, settings, nodeId, events, log } = this.deps;
    const state = this.running.get(job.id) ?? {};
    const names = videoFileNames(job.id);
    const at = (name: string) => join(root, name);
    const source = at(job.sourceFile);
    // What an earlier, killed attempt left: its ffmpeg, if the server died under it, and its files.
    if (await stopStrayFfmpeg(at(names.ffmpegPid))) log.warn({ video: job.id }, 'stopped the ffmpeg of a dead attempt');
    await removeVideoFiles(root, [...readyFileNames(job.id), ...workFileNames(job.id)]);

    const renewal = setInterval(() => {
      this.repo.renewLease(job.id, nodeId, Date.now() + settings.leaseMs).then(
        (held) => {
          if (!held) this.cancel(job.id);
        },
        (error: unknown) => log.warn({ err: error, video: job.id }, 'video lease not renewed'),
      );
    }, settings.leaseMs / 3);
    renewal.unref();

    let shown = 0;
    let shownAt = 0;
    const onProgress = (percent: number) => {
      const progress = Math.min(99, percent);
      if (progress <= shown || Date.now() - shownAt < PROGRESS_EVERY_MS) return;
      shown = progress;
      shownAt = Date.now();
      this.repo.setProgress(job.id, nodeId, progress).catch((error: unknown) => log.warn({ err: error }, 'video progress not stored'));
      events.emit('videoprogress', job.id, progress);
    };

    try {
      if (job.attempts > MAX_ATTEMPTS) throw new TranscodeFailedError(`given up after ${MAX_ATTEMPTS} attempts`);
      const probe = await probeVideo(settings.ffprobePath, source);
      const plan = planTranscode(probe, { targetHeight: settings.targetHeight, threads: transcodeThreads(availableParallelism()) });
      await runFfmpeg({
        ffmpegPath: settings.ffmpegPath,
        args: plan.args(source, at(names.part)),
        duration: probe.duration,
        onProgress,
        onStart: (pid) => {
          state.pid = pid;
          if (state.lost || this.stopped) process.kill(pid, 'SIGKILL');
          recordFfmpeg(at(names.ffmpegPid), pid).catch((error: unknown) => log.warn({ err: error }, 'ffmpeg pid not recorded'));
        },
      });
      await rename(at(names.part), at(names.mp4));
      const previews = await makePoster(settings.ffmpegPath, at(names.mp4), probe.duration, at(names.frame));
      await writeFileAtomic(at(names.poster), previews.screen);
      await writeFileAtomic(at(names.thumb), previews.thumb);
      if (state.lost) throw new LeaseLost();
      const ready = await this.repo.markReady(job.id, nodeId, { duration: probe.duration, width: plan.width, height: plan.height });
      if (!ready) throw new LeaseLost();
      await removeVideoFiles(root, [job.sourceFile, ...workFileNames(job.id)]);
      events.emit('videoready', job.id);
      log.info({ video: job.id, mode: plan.mode }, 'video ready');
    } catch (error) {
      if (this.stopped && !state.lost) {
        // Stopped with the server: the lease is let go, and the next start begins again.
        await removeVideoFiles(root, [...readyFileNames(job.id), ...workFileNames(job.id)]);
        return;
      }
      if (state.lost || error instanceof LeaseLost) {
        // Deleted meanwhile: nothing of this run stays. Or taken by another node after a stall:
        // the files under these names are that node's now, and are left to it.
        log.info({ video: job.id }, 'video job dropped: lease lost');
        if (!(await this.repo.findById(job.id))) await removeVideoFiles(root, [job.sourceFile, ...readyFileNames(job.id), ...workFileNames(job.id)]);
        return;
      }
      if (error instanceof NotAVideoError || error instanceof TranscodeFailedError) {
        log.warn({ err: error, video: job.id }, 'video could not be prepared');
        await removeVideoFiles(root, [job.sourceFile, ...readyFileNames(job.id), ...workFileNames(job.id)]);
        if (await this.repo.markFailed(job.id, videoMessages.unreadable)) events.emit('videofailed', job.id, videoMessages.unreadable);
        return;
      }
      // Anything else (the database away, a full disk): the lease runs out and a later attempt
      // tries again, up to MAX_ATTEMPTS.
      log.error({ err: error, video: job.id }, 'video job failed; it will be tried again');
      await removeVideoFiles(root, [...readyFileNames(job.id), ...workFileNames(job.id)]);
    } finally {
      clearInterval(renewal);
    }
  }
}
