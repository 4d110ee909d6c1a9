import { statfs } from 'node:fs/promises';
import type { DiskStatusReply } from '../../../shared/diskTypes.ts';
import { HttpError } from '../errors.ts';
import { diskMessages } from './diskMessages.ts';

/** Bytes an unprivileged process may still write on the file system that holds `directory`. */
export type FreeSpaceReader = (directory: string) => Promise<number>;

export const statfsFreeSpace: FreeSpaceReader = async (directory) => {
  const info = await statfs(directory);
  return info.bavail * info.bsize;
};

export class DiskFullError extends HttpError {
  constructor(message: string = diskMessages.photosRefused) {
    super(507, message);
    this.name = 'DiskFullError';
  }
}

export interface DiskReserveOptions {
  directory: string;
  /** What photos must leave free: sign-ins, comments, the chat and text articles need it. */
  minFreeBytes: number;
  freeSpace: FreeSpaceReader;
  /** How long one reading of the disk is trusted. */
  cacheMs?: number;
  now?: () => number;
}

const MB = 1024 * 1024;

/**
 * Keeps the last `minFreeBytes` of DATA_DIR's disk for the database. Photos are the bulk of what
 * fills a disk and the one thing that can wait; refused before they are written, they leave room
 * for everything that goes through the database.
 */
export class DiskReserve {
  readonly minFreeBytes: number;
  private readonly options: Required<DiskReserveOptions>;
  private reading: { at: number; free: Promise<number> } | undefined;
  /** Bytes let through since the last reading: the disk will only show them at the next one. */
  private claimedSinceReading = 0;

  constructor(options: DiskReserveOptions) {
    this.options = { cacheMs: 1000, now: () => Date.now(), ...options };
    this.minFreeBytes = options.minFreeBytes;
  }

  /** The free bytes, read from the disk at most once per `cacheMs` (statfs is cheap, not free). */
  async freeBytes(): Promise<number> {
    const now = this.options.now();
    if (this.reading === undefined || now - this.reading.at >= this.options.cacheMs) {
      const free = this.options.freeSpace(this.options.directory);
      this.reading = { at: now, free };
      this.claimedSinceReading = 0;
      // A failed reading is not kept: the next caller asks the disk again.
      free.catch(() => {
        if (this.reading?.free === free) this.reading = undefined;
      });
    }
    return (await this.reading.free) - this.claimedSinceReading;
  }

  async status(): Promise<DiskStatusReply> {
    const free = await this.freeBytes();
    return { freeMb: Math.floor(Math.max(0, free) / MB), minFreeMb: Math.round(this.minFreeBytes / MB), low: free < this.minFreeBytes };
  }

  /** Throws DiskFullError (507) unless `bytes` more would leave the reserve whole. */
  async ensureRoomFor(bytes: number): Promise<void> {
    if ((await this.freeBytes()) - bytes < this.minFreeBytes) throw new DiskFullError();
  }

  /** ensureRoomFor, then counts the bytes as written until the disk is read again. */
  async claim(bytes: number): Promise<void> {
    await this.ensureRoomFor(bytes);
    this.claimedSinceReading += bytes;
  }
}
