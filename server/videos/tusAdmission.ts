import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Upload } from '@tus/server';
import type { DiskReserve } from '../platform/disk/diskReserve.ts';
import { HttpError } from '../platform/errors.ts';
import { tusMessages } from './tusMessages.ts';

/** An upload not yet handed to Lapintube, as DATA_DIR/tus holds it. */
export interface PendingUpload {
  id: string;
  uploader: string | undefined;
  /** Undefined while the client defers the length (Upload-Defer-Length). */
  size: number | undefined;
  offset: number;
}

/**
 * The room an upload still needs: the bytes still to come and the prepared copy of the whole, as
 * /api/video/upload counts them. A length still deferred promises nothing yet but the copy of
 * what is in: each PATCH then counts its own bytes (`patchClaim`).
 */
export function claimOf(upload: Pick<PendingUpload, 'size' | 'offset'>): number {
  return upload.size === undefined ? upload.offset : 2 * upload.size - upload.offset;
}

/** The room a PATCH needs for its upload: `length` bytes more, and their prepared copy. */
export function patchClaim(upload: Pick<PendingUpload, 'size' | 'offset'>, length: number): number {
  return upload.size === undefined ? upload.offset + 2 * length : claimOf(upload);
}

/** Every upload in `directory` still pending: not handed over, not left untouched past `expiryMs`. */
export async function pendingUploads(directory: string, expiryMs: number, now = Date.now()): Promise<PendingUpload[]> {
  const names = await readdir(directory).catch(() => []);
  const pending: PendingUpload[] = [];
  for (const name of names) {
    if (!name.endsWith('.json')) continue;
    const id = name.slice(0, -'.json'.length);
    const [info, bytes] = await Promise.all([
      readFile(join(directory, name), 'utf8').then((text) => JSON.parse(text) as Upload, () => undefined),
      lstat(join(directory, id)).catch(() => undefined),
    ]);
    // Handed over, or what a crash mid-creation left: nothing more can be written to it.
    if (info === undefined || info.metadata?.video != null || bytes === undefined || !bytes.isFile()) continue;
    // The sweep removes it at its next pass; it no longer holds its member's place.
    if (now - bytes.mtimeMs >= expiryMs) continue;
    pending.push({ id, uploader: info.metadata?.uploader ?? undefined, size: info.size, offset: bytes.size });
  }
  return pending;
}

export interface TusAdmissionOptions {
  directory: string;
  diskReserve: DiskReserve;
  /** TUS_MAX_PENDING: uploads a member may have under way at once. */
  maxPending: number;
  /** UPLOAD_EXPIRY_HOURS, in ms. */
  expiryMs: number;
}

/**
 * The uploads under way share the disk's room above MIN_FREE_MB: each holds what it still needs
 * (`claimOf`) from its creation on, so a hundred creations cannot each be promised the same free
 * space, and a member holds at most TUS_MAX_PENDING of them. Creations are admitted one at a time
 * on this node, from the count to the file made, so many sent at once cannot all pass the same
 * count. (Nodes sharing DATA_DIR count each other's uploads from the folder, but may admit one
 * each in the same instant.)
 */
export class TusAdmission {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: TusAdmissionOptions) {}

  private pending(): Promise<PendingUpload[]> {
    return pendingUploads(this.options.directory, this.options.expiryMs);
  }

  /** Runs `create` if `uploader` is under the cap and `claim` fits the reserve beside every other upload's. */
  admitCreation<T>(uploader: string, claim: number, create: () => Promise<T>): Promise<T> {
    const admitted = this.queue.then(async () => {
      const pending = await this.pending();
      const { maxPending, diskReserve } = this.options;
      if (pending.filter((upload) => upload.uploader === uploader).length >= maxPending) throw new HttpError(429, tusMessages.tooManyPending(maxPending));
      await diskReserve.ensureRoomFor(pending.reduce((sum, upload) => sum + claimOf(upload), claim));
      return create();
    });
    this.queue = admitted.catch(() => undefined);
    return admitted;
  }

  /** Refuses (507) a PATCH whose `claim` would not fit beside what the other uploads still need. */
  async ensureRoomForPatch(id: string, claim: number): Promise<void> {
    const others = (await this.pending()).filter((upload) => upload.id !== id);
    await this.options.diskReserve.ensureRoomFor(others.reduce((sum, upload) => sum + claimOf(upload), claim));
  }
}
