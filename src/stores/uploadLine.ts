import type { StoredUpload } from './uploadQueuePersistence.ts';

/** A line of the queue: preparing (hash, shrink), waiting, sending n %, done, failed, déjà là. */
export type UploadStatus = 'preparing' | 'waiting' | 'sending' | 'done' | 'failed' | 'duplicate';

export interface UploadLine {
  id: string;
  album: string;
  name: string;
  /** A video (issue 38): no thumbnail, sent alone through tus. */
  kind?: 'video';
  status: UploadStatus;
  /** Fraction of the photo's bytes sent, 0 to 1, while sending. */
  progress: number;
  error?: string;
  /** Object URL of the photo's thumbnail, once prepared; revoked when the line leaves the list. */
  preview?: string;
}

/** The album holds the photo (sent, or there already): the line has nothing left to do. */
export function hasArrived(line: UploadLine): boolean {
  return line.status === 'done' || line.status === 'duplicate';
}

/** The line of a photo kept on the device: one still to prepare shows as preparing. */
export function lineOf(record: StoredUpload): UploadLine {
  return {
    id: record.id,
    album: record.album,
    name: record.name,
    ...(record.kind && { kind: record.kind }),
    status: record.prepared || record.status !== 'waiting' ? record.status : 'preparing',
    progress: 0,
    error: record.error,
    preview: previewUrl(record.preview),
  };
}

/** A URL for a thumbnail kept on the device; the store revokes it when its line leaves. */
export function previewUrl(preview: Blob | undefined): string | undefined {
  return preview ? URL.createObjectURL(preview) : undefined;
}

/** The photo is in the album: its bytes leave the device, only its line stays. */
export function recordArrived(record: StoredUpload, status: 'done' | 'duplicate'): void {
  Object.assign(record, { status, blob: null, error: undefined });
}

export function lineArrived(line: UploadLine | undefined, status: 'done' | 'duplicate'): void {
  if (line) Object.assign(line, { status, progress: 1 });
}

/** A failure no retry will change: the line says why and waits for 'Réessayer'. */
export function recordFailed(record: StoredUpload, reason: string): void {
  Object.assign(record, { status: 'failed', error: reason });
}

export function lineFailed(line: UploadLine | undefined, reason: string): void {
  if (line) Object.assign(line, { status: 'failed', error: reason, progress: 0 });
}

/** 'Réessayer': the photo goes back to the queue, to be prepared again if it never was. */
export function requeue(record: StoredUpload, line: UploadLine): void {
  Object.assign(record, { status: 'waiting', error: undefined });
  Object.assign(line, { status: record.prepared ? 'waiting' : 'preparing', error: undefined });
}

/** A call that stored nothing of these photos: they wait for the next one. */
export function lineSending(line: UploadLine): void {
  line.status = 'sending';
  line.progress = 0;
}

export function backToWaiting(line: UploadLine | undefined): void {
  if (line?.status === 'sending') line.status = 'waiting';
}

/** A video picked with the photos: the phone's picker names its type, its name says the rest. */
export function isVideoFile(file: File): boolean {
  return file.type.startsWith('video/') || (file.type === '' && /\.(mp4|mov|m4v|webm|3gp|mkv)$/i.test(file.name));
}

/** Newly picked photos (and videos, sent as they are) as the device keeps them. The album keeps the order photos arrive in:
 * taken first (`takenAt`, by index, from their EXIF), sent first; undated ones after, as picked. */
export function pickedRecords(album: string, files: readonly File[], takenAt: readonly (number | undefined)[], originalQuality: boolean, nextId: () => string): StoredUpload[] {
  const dated = files.map((file, index) => ({ file, index, takenAt: takenAt[index] }));
  dated.sort((a, b) => (a.takenAt ?? Number.MAX_SAFE_INTEGER) - (b.takenAt ?? Number.MAX_SAFE_INTEGER) || a.index - b.index);
  const base = Date.now() * 1000;
  return dated.map(({ file }, position) => ({
    id: `${base.toString(36)}-${nextId()}`,
    album,
    name: file.name,
    blob: file,
    ...(isVideoFile(file) && { kind: 'video' as const }),
    prepared: isVideoFile(file),
    originalQuality,
    status: 'waiting',
    order: base + position,
  }));
}
