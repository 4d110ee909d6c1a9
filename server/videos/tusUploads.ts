import { lstat, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ERRORS, Metadata, Server, type Upload } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../accounts/authTypes.ts';
import { diskMessages } from '../platform/disk/diskMessages.ts';
import { DiskFullError, type DiskReserve } from '../platform/disk/diskReserve.ts';
import { HttpError } from '../platform/errors.ts';
import { messages } from '../platform/messages.ts';
import { HandedOverFileStore } from './HandedOverFileStore.ts';
import { patchClaim, TusAdmission } from './tusAdmission.ts';
import { tusMessages } from './tusMessages.ts';
import { videoMessages } from './videoMessages.ts';
import { readVideoText, type VideosService } from './videosService.ts';

/** Where standard tus clients point (`endpoint: '/api/upload/'`); each upload lives at `/api/upload/<id>`. */
export const tusPath = '/api/upload';
/** On the answer to the last PATCH: the id of the video the upload became. */
export const videoIdHeader = 'Lapin-Video-Id';

const MB = 1024 * 1024;

/** DATA_DIR/tus: outside media (backups never carry half-sent files), apart from the spool. */
export function tusDirectory(dataDir: string): string {
  return join(dataDir, 'tus');
}

export interface TusUploadsDeps {
  /** tusDirectory(…): each upload's bytes as `<id>`, its metadata as `<id>.json`. */
  directory: string;
  /** VIDEO_MAX_MB. */
  maxMb: number;
  /** TUS_MAX_PENDING. */
  maxPending: number;
  /** UPLOAD_EXPIRY_HOURS, in ms: an upload untouched this long no longer holds its member's place. */
  expiryMs: number;
  /** A live session of a granted member, or HttpError 401. */
  authenticate(token: unknown): Promise<AuthUser>;
  diskReserve: DiskReserve;
  videos: VideosService;
  /** Where an upload whose metadata names an `album` goes (issue 38); without it, such an upload is refused. */
  albums?: AlbumVideoDestination | undefined;
  log: FastifyBaseLogger;
}

/** The albums, as the resumable upload sees them: the rights of a member in an album, and the
 * hand-over of a finished video to it (server/albums checks and adds, as for a member's photos). */
export interface AlbumVideoDestination {
  /** Refuses (HttpError) an album `user` may not add to: unknown (404), closed to members (403). */
  assertCanAdd(user: AuthUser, album: string): Promise<void>;
  /** Adds the finished upload at `path` to the album; answers the id of the video it became. */
  addVideo(user: AuthUser, album: string, video: { path: string; bytes: number; fileName: string | undefined }): Promise<string>;
}

// A file's name is only a default title: what a header can carry, and no more.
const MAX_FILE_NAME_LENGTH = 255;

/** A server without albums (some tests) takes no album's video. */
const refuseAlbums: AlbumVideoDestination = {
  assertCanAdd: () => Promise.reject(new HttpError(400, tusMessages.noAlbums)),
  addVideo: () => Promise.reject(new HttpError(400, tusMessages.noAlbums)),
};

/** A refusal as @tus/server sends it: `status_code` and `body`, here `{ message }` in French. */
class TusRefusal extends Error {
  readonly status_code: number;
  readonly body: string;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'TusRefusal';
    this.status_code = statusCode;
    this.body = JSON.stringify({ message });
  }
}

function refusalOf(error: unknown): unknown {
  if (error instanceof DiskFullError) return new TusRefusal(error.statusCode, diskMessages.videosRefused);
  if (error instanceof HttpError) return new TusRefusal(error.statusCode, error.message);
  return error;
}

/** Runs a hook and turns the app's HttpErrors into refusals @tus/server sends as they are. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw refusalOf(error);
  }
}

function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

/** The `token` of Upload-Metadata: only a creation (POST) carries it. */
function metadataToken(request: Request): string | undefined {
  const header = request.headers.get('upload-metadata');
  if (header === null) return undefined;
  try {
    return Metadata.parse(header).token ?? undefined;
  } catch {
    return undefined;
  }
}

/** The length of a request's body, or undefined when it comes chunked (no Content-Length). */
function bodyLength(request: Request): number | undefined {
  const header = request.headers.get('content-length');
  return header === null ? undefined : Number(header);
}

// @tus/server's own refusals, in French; the status stays the protocol's.
function frenchBody(error: { status_code: number }, maxMb: number): string {
  // Both are 413: a piece past the length the upload declared, and a length past VIDEO_MAX_MB.
  if (error === ERRORS.ERR_SIZE_EXCEEDED) return JSON.stringify({ message: tusMessages.pastDeclaredLength });
  const known: Record<number, string> = {
    404: tusMessages.uploadNotFound,
    409: tusMessages.offsetMismatch,
    410: tusMessages.uploadGone,
    413: videoMessages.tooHeavy(maxMb),
    423: tusMessages.uploadBusy,
  };
  const message = known[error.status_code] ?? (error.status_code < 500 ? messages.invalidRequest : messages.internalError);
  return JSON.stringify({ message });
}

/**
 * The tus 1.0 server of /api/upload/ (creation, creation-with-upload, creation-defer-length,
 * termination). A creation must come from a granted member (`token` in Upload-Metadata or
 * `Authorization: Bearer`), with `kind: video` and a valid title (or an `album` the member may
 * add to, and its file's `filename` for a title), under TUS_MAX_PENDING uploads
 * of theirs, and fit VIDEO_MAX_MB and the disk's reserve beside the other uploads under way
 * (tusAdmission.ts): otherwise it is refused before anything is stored, and the token itself is
 * never stored. Every later request (HEAD, PATCH, DELETE) needs `Authorization: Bearer` with a
 * session of the same member, checked before @tus/server touches anything: an id no upload has is
 * a 404, another member's upload a 403. Each PATCH fits the reserve too, its length declared or
 * not. The last byte hands the file to Lapintube, as /api/video/upload does (or, for an album's
 * video, to the album, its rights checked again, as the admin's album form does); the answer names the
 * video in Lapin-Video-Id, and a later HEAD in Upload-Metadata (`video`).
 */
export async function createTusUploads({ directory, maxMb, maxPending, expiryMs, authenticate, diskReserve, videos, albums, log }: TusUploadsDeps): Promise<Server> {
  await mkdir(directory, { recursive: true });
  const store = new HandedOverFileStore({ directory });
  const admission = new TusAdmission({ directory, diskReserve, maxPending, expiryMs });
  // What onUploadCreate decided of each creation, for the store's admission (the same Upload object).
  const creations = new WeakMap<Upload, { uploader: string; claim: number }>();
  store.admitCreation = (upload, create) => {
    const creation = creations.get(upload);
    if (creation === undefined) throw new TusRefusal(500, messages.internalError);
    return refusing(() => admission.admitCreation(creation.uploader, creation.claim, create));
  };
  const callers = new WeakMap<Request, AuthUser>();
  // The uploads being handed to Lapintube: a repeated last PATCH meanwhile must not make a second video.
  const finishing = new Set<string>();
  const caller = async (request: Request) => callers.get(request) ?? (await authenticate(bearerToken(request) ?? metadataToken(request)));

  return new Server({
    path: tusPath,
    datastore: store,
    maxSize: maxMb * MB,
    // Same origin only: no Access-Control-Allow-Origin.
    allowedOrigins: [],
    relativeLocation: true,
    exposedHeaders: [videoIdHeader],

    async onIncomingRequest(request, id) {
      // A creation is judged with its metadata, in onUploadCreate.
      if (request.method === 'POST') return;
      await refusing(async () => {
        const user = await authenticate(bearerToken(request));
        const info = await store.infoOf(id);
        if (info === undefined) throw new HttpError(404, tusMessages.uploadNotFound);
        if (info.metadata?.uploader !== String(user.id)) throw new HttpError(403, tusMessages.notYourUpload);
        if (request.method === 'PATCH') {
          if (info.metadata.video != null) throw new HttpError(409, tusMessages.alreadyHandedOver);
          const upload = await store.getUpload(id);
          const declared = request.headers.get('upload-length');
          const size = upload.size ?? (declared === null ? undefined : Number(declared));
          const length = bodyLength(request);
          if (size === undefined && length === undefined) throw new HttpError(411, tusMessages.lengthRequired);
          await admission.ensureRoomForPatch(id, patchClaim({ size, offset: upload.offset }, length ?? 0));
        }
        callers.set(request, user);
      });
    },

    async onUploadCreate(request, upload: Upload) {
      return refusing(async () => {
        const metadata = upload.metadata ?? {};
        const user = await authenticate(bearerToken(request) ?? metadata.token);
        if (metadata.kind !== 'video') throw new HttpError(400, tusMessages.unknownKind);
        const album = metadata.album ?? undefined;
        // An album's video takes its title from its file's name, as the admin's album form does.
        if (album !== undefined) await (albums ?? refuseAlbums).assertCanAdd(user, album);
        const text = album === undefined ? readVideoText({ title: metadata.title ?? '', description: metadata.description ?? '' }) : undefined;
        // The upload and the prepared copy it will need; with a deferred length, the bytes this
        // request carries (creation-with-upload) and their copy. Checked when stored (tusAdmission.ts).
        const carries = request.headers.get('content-type') === 'application/offset+octet-stream';
        const length = carries ? bodyLength(request) : 0;
        if (upload.size === undefined && length === undefined) throw new HttpError(411, tusMessages.lengthRequired);
        creations.set(upload, { uploader: String(user.id), claim: patchClaim({ size: upload.size, offset: 0 }, length ?? 0) });
        callers.set(request, user);
        // Replaces the metadata: the session token is never written to disk.
        const kept: Record<string, string> =
          text === undefined
            ? { kind: 'video', album: album ?? '', filename: [...(metadata.filename ?? '')].slice(0, MAX_FILE_NAME_LENGTH).join('') }
            : { kind: 'video', title: text.title, description: text.description };
        return { metadata: { ...kept, uploader: String(user.id) } };
      });
    },

    async onUploadFinish(request, upload: Upload) {
      const metadata = upload.metadata ?? {};
      const file = join(directory, upload.id);
      if (finishing.has(upload.id)) throw new TusRefusal(423, tusMessages.uploadBusy);
      finishing.add(upload.id);
      try {
        const user = await caller(request);
        const bytes = upload.size ?? upload.offset;
        const album = metadata.album ?? undefined;
        const id =
          album === undefined
            ? (await videos.upload(user, { title: metadata.title ?? '', description: metadata.description ?? '' }, file, bytes)).id
            : await (albums ?? refuseAlbums).addVideo(user, album, { path: file, bytes, fileName: metadata.filename ?? undefined });
        await store.markHandedOver(upload, id);
        return { headers: { [videoIdHeader]: id } };
      } catch (error) {
        // Refused for good (415, 413, 400, 507): nothing is kept, as /api/video/upload keeps
        // nothing. A lost session (401) or a fault (500) keeps the upload: the client's retry of
        // the last PATCH (offset = length, no body) hands it over again.
        if (error instanceof HttpError && error.statusCode !== 401) await rm(file, { force: true }).then(() => rm(`${file}.json`, { force: true }));
        throw refusalOf(error);
      } finally {
        finishing.delete(upload.id);
      }
    },

    onResponseError(_request, error) {
      if (error instanceof TusRefusal) return undefined;
      if ('status_code' in error) {
        if (error === ERRORS.UNKNOWN_ERROR || error.status_code >= 500) log.error({ err: error }, 'tus upload failed');
        return { status_code: error.status_code, body: frenchBody(error, maxMb) };
      }
      log.error({ err: error }, 'tus upload failed');
      return { status_code: 500, body: frenchBody(ERRORS.UNKNOWN_ERROR, maxMb) };
    },
  });
}

/**
 * Removes the resumable uploads untouched (no byte, no metadata change) for `expiryMs`, and what a
 * crash mid-creation left (a lone `<id>` or `<id>.json`) once as old. Returns how many went.
 */
export async function sweepExpiredUploads(directory: string, expiryMs: number, now = Date.now()): Promise<number> {
  // The folder comes with the first upload.
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const id of new Set(names.map((name) => name.replace(/\.json$/, '')))) {
    const paths = [join(directory, id), join(directory, `${id}.json`)];
    const stats = await Promise.all(paths.map((path) => lstat(path).catch(() => undefined)));
    const present = stats.filter((info) => info !== undefined);
    if (present.some((info) => !info.isFile())) continue;
    const lastTouched = Math.max(...present.map((info) => Math.floor(info.mtimeMs)));
    if (now - lastTouched < expiryMs) continue;
    for (const path of paths) await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
