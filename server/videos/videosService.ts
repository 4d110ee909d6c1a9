import { randomUUID } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { videoLimits, videoUrls, type Video } from '../../shared/videoTypes.ts';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import { hasForbiddenCharacter, normaliseFreeText } from '../../shared/freeText.ts';
import { hasVisibleCharacter } from '../../shared/names.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { videoCommentsRepository } from '../comments/commentsRepository.ts';
import { toComment } from '../comments/commentsService.ts';
import type { VideoSettings } from '../platform/config.ts';
import type { DB } from '../platform/db/schema.ts';
import type { DiskReserve } from '../platform/disk/diskReserve.ts';
import { HttpError } from '../platform/errors.ts';
import { ChildLimitError } from './limitedChild.ts';
import { NotAVideoError, probeLimits, probeVideo, type ProbedVideo } from './probeVideo.ts';
import { ProbeSlots, SlotsBusyError } from './probeSlots.ts';
import { readyFileNames, removeVideoFiles, videoFileNames, workFileNames } from './videoFiles.ts';
import type { VideoJobs } from './videoJobs.ts';
import { videoMessages } from './videoMessages.ts';
import { videosRepository, type NewVideoRow, type VideoRecord } from './videosRepository.ts';
import type { ItemCapture } from '../places/itemCapture.ts';
import { placesRepository } from '../places/placesRepository.ts';

export interface VideosServiceDeps {
  db: Kysely<DB>;
  settings: VideoSettings;
  root: string;
  jobs: VideoJobs;
  diskReserve: DiskReserve;
  now?: () => number;
}

/** A video judged by its bytes, its source in place, its row still to be written. */
export interface AdmittedVideo {
  id: string;
  duration: number;
  row: NewVideoRow;
  /** Where and when it was filmed, read by the admission's probe before the transcode drops it. */
  capture: ItemCapture;
}

/** A video's title and description as a member typed them, before the rules. */
export interface VideoText {
  title: string;
  description: string;
}

export function toVideo(record: VideoRecord, comments: ArticleComment[] = []): Video {
  const urls = record.status === 'ready' ? videoUrls(record.id) : {};
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    uploader: record.uploader,
    ts: Number(record.ts),
    status: record.status,
    progress: record.status === 'ready' ? 100 : record.progress,
    duration: Number(record.duration),
    width: record.width,
    height: record.height,
    ...urls,
    ...(record.status === 'failed' && record.message !== null && { message: record.message }),
    comments,
  };
}

/** NFC and trimmed; a blank title, a text past its limit or one with a control character is a 400 in French. */
export function readVideoText({ title, description }: VideoText): VideoText {
  const cleanTitle = normaliseFreeText(title);
  const cleanDescription = normaliseFreeText(description);
  if (!hasVisibleCharacter(cleanTitle)) throw new HttpError(400, videoMessages.titleEmpty);
  if ([...cleanTitle].length > videoLimits.maxTitleLength) throw new HttpError(400, videoMessages.titleTooLong);
  if (hasForbiddenCharacter(cleanTitle, 'line')) throw new HttpError(400, videoMessages.titleControl);
  if ([...cleanDescription].length > videoLimits.maxDescriptionLength) throw new HttpError(400, videoMessages.descriptionTooLong);
  if (hasForbiddenCharacter(cleanDescription, 'lines')) throw new HttpError(400, videoMessages.descriptionControl);
  return { title: cleanTitle, description: cleanDescription };
}

// A probe takes well under a second: this many waiting is a burst, not a family.
const WAITING_PER_SLOT = 16;
const PROBE_WAIT_MS = 30_000;
const RETRY_AFTER_SECONDS = '5';

/** Lapintube's rules: any granted member adds a video; its uploader or an admin edits or deletes it. */
export function createVideosService({ db, settings, root, jobs, diskReserve, now = Date.now }: VideosServiceDeps) {
  const videos = videosRepository(db);
  const probeSlots = new ProbeSlots({ slots: settings.concurrency, maxWaiting: settings.concurrency * WAITING_PER_SLOT, maxWaitMs: PROBE_WAIT_MS });
  const threads = videoCommentsRepository(db);
  const notFound = () => new HttpError(404, videoMessages.videoNotFound);

  async function ownedBy(user: AuthUser, id: string): Promise<VideoRecord> {
    const record = await videos.findById(id);
    if (!record) throw notFound();
    if (record.uploader_id !== user.id && user.role !== 'admin') throw new HttpError(403, videoMessages.notYourVideo);
    return record;
  }

  /** Videos with their threads, oldest comment first, in one more query for the whole list. */
  async function withComments(records: readonly VideoRecord[]): Promise<Video[]> {
    const byVideo = await threads.forVideos(records.map((record) => record.id));
    return records.map((record) => toVideo(record, (byVideo.get(record.id) ?? []).map(toComment)));
  }

  async function read(id: string): Promise<Video> {
    const record = await videos.findById(id);
    if (!record) throw notFound();
    const [video] = await withComments([record]);
    return video as Video;
  }

  /**
   * Judges the spooled upload by its bytes and moves it (same disk) to where its job reads it.
   * Its row is not written yet: the caller inserts it (`insertAdmitted`, possibly in its own
   * transaction with other rows) or removes the source (`discardAdmitted`). A crash in between
   * leaves a file no row names, which the orphan sweep removes.
   */
  async function admit(user: AuthUser, text: VideoText, spooledPath: string, spooledBytes: number): Promise<AdmittedVideo> {
    const { title, description } = readVideoText(text);
    const probe = await probeUpload(spooledPath);
    if (probe.duration > settings.maxMinutes * 60) throw new HttpError(413, videoMessages.tooLong(settings.maxMinutes));
    // Before any transcode: ffmpeg's memory grows with the picture, and photos are capped too.
    if (probe.largestPicture > settings.maxPixels) throw new HttpError(413, videoMessages.tooManyPixels(settings.maxPixels));
    // The upload is on disk already; the prepared copy, at most about as large, is still to come.
    await diskReserve.ensureRoomFor(spooledBytes);
    const id = randomUUID();
    const source = videoFileNames(id).source;
    await rename(spooledPath, join(root, source));
    return {
      id,
      duration: probe.duration,
      capture: probe.capture,
      row: { id, title, description, uploader_id: user.id, ts: now(), duration: probe.duration, width: probe.width, height: probe.height, source_file: source },
    };
  }

  /** ffprobe on an upload, in one of this node's VIDEO_CONCURRENCY probe slots and within its limits. */
  function probeUpload(path: string): Promise<ProbedVideo> {
    return probeSlots.run(() => probeVideo(settings.ffprobePath, path, probeLimits(settings.maxMemoryMb))).catch((error: unknown) => {
      if (error instanceof NotAVideoError) throw new HttpError(415, videoMessages.notAVideo);
      if (error instanceof ChildLimitError) throw new HttpError(413, videoMessages.tooDemanding);
      if (error instanceof SlotsBusyError) throw new HttpError(503, videoMessages.probesBusy, { 'Retry-After': RETRY_AFTER_SECONDS });
      throw error;
    });
  }

  /** After the row of `id` is gone: stops its job on this node and removes every file it has. */
  async function removeFiles(id: string): Promise<void> {
    jobs.cancel(id);
    await removeVideoFiles(root, [...readyFileNames(id), ...workFileNames(id), videoFileNames(id).source]);
  }

  return {
    admit,

    /** Writes an admitted video's row with `trx` (the caller's transaction, or the database). */
    async insertAdmitted(trx: Kysely<DB>, admitted: AdmittedVideo): Promise<void> {
      await videosRepository(trx).insert(admitted.row);
      await placesRepository(trx).record([{ item: admitted.id, kind: 'video', capture: admitted.capture }], admitted.row.ts);
    },

    /** Removes the source of an admitted video whose row was never written. */
    async discardAdmitted(admitted: AdmittedVideo): Promise<void> {
      await removeVideoFiles(root, [videoFileNames(admitted.id).source]);
    },

    /** Rows committed: the job queue takes them up. */
    queued(): void {
      jobs.queued();
    },

    removeFiles,

    /** Deletes the row of `id` with `trx` (an album item's delete); the caller then calls removeFiles. */
    async deleteRow(trx: Kysely<DB>, id: string): Promise<void> {
      await videosRepository(trx).deleteRow(id);
    },

    /** Where a video's served MP4 is (there once it is ready). */
    mp4Path(id: string): string {
      return join(root, videoFileNames(id).mp4);
    },

    /** A ready video's thumbnail JPEG, or undefined while it has none. */
    async readThumb(id: string): Promise<Buffer | undefined> {
      return readFile(join(root, videoFileNames(id).thumb)).catch((error: unknown) => {
        if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
        throw error;
      });
    },

    async upload(user: AuthUser, text: VideoText, spooledPath: string, spooledBytes: number): Promise<Video> {
      const admitted = await admit(user, text, spooledPath, spooledBytes);
      // A row that could not be written names no source: the source goes now, not at the next sweep.
      const insert = db.transaction().execute(async (trx) => {
        await videosRepository(trx).insert(admitted.row);
        await placesRepository(trx).record([{ item: admitted.id, kind: 'video', capture: admitted.capture }], admitted.row.ts);
      });
      await insert.catch(async (error: unknown) => {
        await removeVideoFiles(root, [videoFileNames(admitted.id).source]);
        throw error;
      });
      jobs.queued();
      return read(admitted.id);
    },

    async list(): Promise<Video[]> {
      return withComments(await videos.listNewestFirst());
    },

    get: read,

    async edit(user: AuthUser, id: string, text: VideoText): Promise<Video> {
      await ownedBy(user, id);
      const { title, description } = readVideoText(text);
      await videos.edit(id, title, description);
      return read(id);
    },

    /** The row goes first, and an album item showing it with it (the foreign key cascades); then
     * the files, and a job running on this node stops. */
    async remove(user: AuthUser, id: string): Promise<void> {
      await ownedBy(user, id);
      const row = await videos.remove(id);
      if (!row) throw notFound();
      await removeFiles(id);
    },
  };
}

export type VideosService = ReturnType<typeof createVideosService>;
