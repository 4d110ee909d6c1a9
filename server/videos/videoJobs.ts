import { rename } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { LiveEvents } from '../live/liveEvents.ts';
import type { VideoSettings } from '../platform/config.ts';
import type { DB } from '../platform/db/schema.ts';
import { writeFileAtomic } from '../photos/writeFileAtomic.ts';
import type { ClusterBus } from '../platform/cluster/clusterBus.ts';
import { JobQueue, type AbortReason, type JobEnd } from '../platform/jobs/JobQueue.ts';
import { makePoster } from './posterFrame.ts';
import { ChildLimitError } from './limitedChild.ts';
import { NotAVideoError, probeLimits, probeVideo } from './probeVideo.ts';
import { LongerThanDeclaredError, runFfmpeg, TranscodeFailedError } from './runTranscode.ts';
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
  /** How often a node looks for due jobs it did not hear of (a wake-up lost, a lease run out). */
  pollMs?: number;
  /** Tells the other nodes of an upload, so that an idle one takes it at once. */
  bus?: ClusterBus;
}

/** A source that takes this many starts without an end (each killed mid-way) is given up. */
const MAX_ATTEMPTS = 3;
// The live progress and its row are written at most this often per video.
const PROGRESS_EVERY_MS = 1000;

class LeaseLost extends Error {}

/**
 * The time a transcode may take: two minutes, and ten times the duration its source declares
 * (a 30-minute video gets 5 h; a phone's is prepared at about its own length on one core). A file
 * that lies about its length is stopped sooner, once its output runs past what it declared.
 */
export const transcodeBudgetMs = (seconds: number) => 2 * 60_000 + 10 * seconds * 1000;
/** The output may run this far past the declared duration (a last frame, an audio tail). */
const stopPastSeconds = (seconds: number) => seconds * 1.1 + 5;
// The job's whole time: its transcode's, with the probes and the poster.
const JOB_MARGIN_MS = 60_000;
const POSTER_MS = 60_000;

class TooManyPixels extends Error {}

/** A failure that is the file's, with the French message its uploader sees. */
function fileFault(error: unknown, maxPixels: number): string | undefined {
  if (error instanceof TooManyPixels) return videoMessages.tooManyPixels(maxPixels);
  if (error instanceof NotAVideoError || error instanceof TranscodeFailedError) return videoMessages.unreadable;
  if (error instanceof LongerThanDeclaredError) return videoMessages.longerThanDeclared;
  if (error instanceof ChildLimitError) return error.limit === 'time' ? videoMessages.tooSlow : videoMessages.tooDemanding;
  return undefined;
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * The transcode queue, with its state in the `videos` rows, run by the job queue
 * (platform/jobs/JobQueue.ts, whose comment says what a crash can lose or repeat). Guarantee:
 * every uploaded video ends `ready` or `failed`, exactly once, whatever kills a node mid-way. A
 * job taken up again starts from the kept upload, after the dead attempt's ffmpeg is stopped and
 * its temp files removed. The row is made `ready` only by the lease holder and only once the files
 * are in place; a video deleted meanwhile loses the lease, and its job removes what it made.
 */
export class VideoJobs {
  private readonly deps: VideoJobsDeps;
  private readonly repo;
  private readonly queue: JobQueue<string, ClaimedJob>;

  constructor(deps: VideoJobsDeps) {
    this.deps = deps;
    const repo = videosRepository(deps.db);
    this.repo = repo;
    this.queue = new JobQueue({
      name: 'videos',
      nodeId: deps.nodeId,
      singleNode: deps.singleNode,
      leases: repo.jobs,
      claim: (nodeId, now, leaseMs, limit) => repo.claim(nodeId, now, leaseMs, limit),
      handler: { run: (job, signal) => this.run(job, signal), giveUp: (job) => this.giveUp(job) },
      concurrency: deps.settings.concurrency,
      // One stuck job does not hold a slot, and with VIDEO_CONCURRENCY=1 everyone's videos, for long.
      deadlineMs: (job) => transcodeBudgetMs(job.duration) + JOB_MARGIN_MS,
      leaseMs: deps.settings.leaseMs,
      pollMs: deps.pollMs ?? 5000,
      // A failure that is not the video's (the database away, a full disk) waits as long as a dead
      // node's lease would have.
      retryMs: deps.settings.leaseMs,
      maxAttempts: MAX_ATTEMPTS,
      ...(deps.bus ? { bus: deps.bus } : {}),
      log: deps.log,
    });
  }

  start(): void {
    this.queue.start();
  }

  /** New jobs were committed: this node and the others look for them now. */
  queued(): void {
    this.queue.queued();
  }

  /** Jobs running on this node now. */
  busy(): number {
    return this.queue.busy();
  }

  /** The video was deleted: its ffmpeg on this node stops now. */
  cancel(id: string): void {
    this.queue.cancel(id);
  }

  /** A clean stop: ffmpeg is stopped and the leases let go, so the next start takes the jobs up at once. */
  stop(): Promise<void> {
    return this.queue.stop();
  }

  private async giveUp(job: ClaimedJob): Promise<'handled'> {
    const { root, events, log } = this.deps;
    log.warn({ video: job.id, attempts: job.attempts }, 'video given up');
    await stopStrayFfmpeg(join(root, videoFileNames(job.id).ffmpegPid));
    await removeVideoFiles(root, [job.sourceFile, ...readyFileNames(job.id), ...workFileNames(job.id)]);
    if (await this.repo.markFailed(job.id, videoMessages.unreadable)) events.emit('videofailed', job.id, videoMessages.unreadable);
    return 'handled';
  }

  private async run(job: ClaimedJob, signal: AbortSignal): Promise<JobEnd> {
    const { root, settings, nodeId, events, log } = this.deps;
    const names = videoFileNames(job.id);
    const at = (name: string) => join(root, name);
    const source = at(job.sourceFile);
    let pid: number | undefined;
    const stopFfmpeg = () => {
      if (pid !== undefined) killQuietly(pid);
    };
    signal.addEventListener('abort', stopFfmpeg);
    const lost = () => signal.aborted && signal.reason === ('lost' satisfies AbortReason);

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
      // What an earlier, killed attempt left: its ffmpeg, if the server died under it, and its files.
      if (await stopStrayFfmpeg(at(names.ffmpegPid))) log.warn({ video: job.id }, 'stopped the ffmpeg of a dead attempt');
      await removeVideoFiles(root, [...readyFileNames(job.id), ...workFileNames(job.id)]);
      const probeWithin = probeLimits(settings.maxMemoryMb);
      const probe = await probeVideo(settings.ffprobePath, source, probeWithin);
      // Admitted before the cap, or restored from a backup: still never transcoded past it.
      if (probe.largestPicture > settings.maxPixels) throw new TooManyPixels();
      const maxSeconds = settings.maxMinutes * 60;
      const plan = planTranscode(probe, { targetHeight: settings.targetHeight, threads: transcodeThreads(availableParallelism()), maxSeconds });
      await runFfmpeg({
        ffmpegPath: settings.ffmpegPath,
        args: plan.args(source, at(names.part)),
        limits: { memoryMb: settings.maxMemoryMb, timeoutMs: transcodeBudgetMs(probe.duration) },
        stopPastSeconds: stopPastSeconds(probe.duration),
        duration: probe.duration,
        onProgress,
        onStart: (started) => {
          pid = started;
          if (signal.aborted) stopFfmpeg();
          recordFfmpeg(at(names.ffmpegPid), started).catch((error: unknown) => log.warn({ err: error }, 'ffmpeg pid not recorded'));
        },
      });
      await rename(at(names.part), at(names.mp4));
      // The source's header may say more than its data holds (a file cut short): the output tells.
      const { duration } = await probeVideo(settings.ffprobePath, at(names.mp4), probeWithin);
      const previews = await makePoster(settings.ffmpegPath, at(names.mp4), duration, at(names.frame), { memoryMb: settings.maxMemoryMb, timeoutMs: POSTER_MS });
      await writeFileAtomic(at(names.poster), previews.screen);
      await writeFileAtomic(at(names.thumb), previews.thumb);
      if (lost()) throw new LeaseLost();
      const ready = await this.repo.markReady(job.id, nodeId, { duration, width: plan.width, height: plan.height });
      if (!ready) throw new LeaseLost();
      await removeVideoFiles(root, [job.sourceFile, ...workFileNames(job.id)]);
      events.emit('videoready', job.id);
      log.info({ video: job.id, mode: plan.mode }, 'video ready');
      return 'handled';
    } catch (error) {
      const overdue = signal.aborted && signal.reason === ('overdue' satisfies AbortReason);
      const fault = overdue ? videoMessages.tooSlow : fileFault(error, settings.maxPixels);
      if (signal.aborted && !lost() && !overdue) {
        // Stopped with the server: the lease is let go, and the next start begins again.
        await removeVideoFiles(root, [...readyFileNames(job.id), ...workFileNames(job.id)]);
        return 'handled';
      }
      if (lost() || error instanceof LeaseLost) {
        // Deleted meanwhile: nothing of this run stays. Or taken by another node after a stall:
        // the files under these names are that node's now, and are left to it.
        log.info({ video: job.id }, 'video job dropped: lease lost');
        if (!(await this.repo.findById(job.id))) await removeVideoFiles(root, [job.sourceFile, ...readyFileNames(job.id), ...workFileNames(job.id)]);
        return 'handled';
      }
      if (fault !== undefined) {
        log.warn({ err: error, video: job.id, overdue }, 'video could not be prepared');
        await removeVideoFiles(root, [job.sourceFile, ...readyFileNames(job.id), ...workFileNames(job.id)]);
        if (await this.repo.markFailed(job.id, fault)) events.emit('videofailed', job.id, fault);
        return 'handled';
      }
      // Anything else (the database away, a full disk): tried again later, up to MAX_ATTEMPTS.
      log.error({ err: error, video: job.id }, 'video job failed; it will be tried again');
      await removeVideoFiles(root, [...readyFileNames(job.id), ...workFileNames(job.id)]);
      return 'retry';
    } finally {
      signal.removeEventListener('abort', stopFfmpeg);
    }
  }
}
