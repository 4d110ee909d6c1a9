import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class SpoolLimitError extends Error {
  constructor() {
    super('upload past its byte budget');
    this.name = 'SpoolLimitError';
  }
}

/** An uploaded file held on disk until the request that brought it is answered. */
export interface SpooledFile {
  readonly path: string;
  readonly size: number;
}

/** The disk's reserve as the spool sees it (DiskReserve); each throws to refuse the bytes. */
export interface SpoolRoom {
  ensureRoomFor(bytes: number): Promise<void>;
  claim(bytes: number): Promise<void>;
}

/**
 * Where one request's multipart files wait for their turn in the render queue. Each file goes
 * straight from the socket to disk, so twelve 95 MB publishes cost the server a few stream
 * buffers each, not 1.1 GB. `release` removes them, whatever happened to the request.
 */
export class UploadSpool {
  private readonly paths: string[] = [];
  private roomChecked = false;

  /** `declaredBytes`: the request's Content-Length, when it sent one. */
  constructor(
    private readonly directory: string,
    private readonly room?: SpoolRoom,
    private readonly declaredBytes = 0,
  ) {}

  /**
   * Writes `stream` to a new file, whose name is made here and never taken from the client. Past
   * `maxBytes` it stops reading and throws SpoolLimitError, so a budget holds for the whole request.
   * With a `room`, the first file is refused before a byte is written when the body would not fit,
   * and every file stops as soon as its next chunk would not: a body without a length is held too.
   */
  async take(stream: Readable, maxBytes = Number.POSITIVE_INFINITY): Promise<SpooledFile> {
    const room = this.room;
    if (room !== undefined && !this.roomChecked) {
      this.roomChecked = true;
      // Twice the body: the spooled copy, then the original the image store keeps next to its
      // renditions, which is written before the spooled copy is released.
      await room.ensureRoomFor(2 * this.declaredBytes);
    }
    const path = join(this.directory, `${randomUUID()}.upload`);
    this.paths.push(path);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) return callback(new SpoolLimitError());
        if (room === undefined) return callback(null, chunk);
        room.claim(chunk.length).then(() => callback(null, chunk), callback);
      },
    });
    await pipeline(stream, counter, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    return { path, size };
  }

  async release(): Promise<void> {
    const paths = this.paths.splice(0);
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  }
}

/**
 * Removes spooled files untouched for `graceMs`: a request a crash cut off left them. A file still
 * being written or waiting for the render queue is younger, and stays. Ages are counted in whole
 * milliseconds, as Date.now() is, so a grace of 0 takes a file written this very millisecond.
 */
export async function sweepSpool(directory: string, graceMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(directory, name);
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile() && now - Math.floor(info.mtimeMs) >= graceMs) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}
