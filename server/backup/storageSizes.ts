import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DATABASE_FILE } from '../platform/db/database.ts';

// Stats run this many at a time: enough to keep the disk busy, few enough that the thread pool
// still serves the requests that read photos meanwhile.
const STAT_BATCH = 32;

/** Bytes of the files under `dir`, walked asynchronously (a folder that is not there holds 0). */
export async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  let total = 0;
  for (let start = 0; start < files.length; start += STAT_BATCH) {
    // A file removed between the listing and its stat counts as gone.
    const sizes = await Promise.all(files.slice(start, start + STAT_BATCH).map((file) => lstat(file).then((stats) => stats.size, () => 0)));
    for (const size of sizes) total += size;
    // Lets the requests queued meanwhile run between two batches.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return total;
}

export interface MediaBytes {
  photosBytes: number;
  videosBytes: number;
  /** The SQLite file with its WAL; what PostgreSQL reports of its database there. */
  databaseBytes: number;
}

/** DATA_DIR's media by kind: the videos' folder and the tus uploads are videos, every other media folder photos. */
export async function mediaBytes(dataDir: string, postgresBytes?: () => Promise<number>): Promise<MediaBytes> {
  const media = join(dataDir, 'media');
  const [names, videos, tus, database] = await Promise.all([
    readdir(media, { withFileTypes: true }).catch(() => []),
    folderBytes(join(media, 'videos')),
    folderBytes(join(dataDir, 'tus')),
    postgresBytes
      ? postgresBytes()
      : Promise.all(['', '-wal', '-shm'].map((suffix) => lstat(join(dataDir, `${DATABASE_FILE}${suffix}`)).then((stats) => stats.size, () => 0))).then(
          (sizes) => sizes.reduce((sum, size) => sum + size, 0),
        ),
  ]);
  const photoFolders = names.filter((entry) => entry.isDirectory() && entry.name !== 'videos').map((entry) => join(media, entry.name));
  const photos = await Promise.all(photoFolders.map(folderBytes));
  return { photosBytes: photos.reduce((sum, size) => sum + size, 0), videosBytes: videos + tus, databaseBytes: database };
}

/**
 * The last reading, trusted for `ttlMs`: an admin screen opened by two people, or reloaded, walks
 * the folders once. Concurrent callers share the walk in progress.
 */
export class CachedReading<T> {
  private reading: { at: number; value: Promise<T> } | undefined;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    const now = this.now();
    if (!this.reading || now - this.reading.at >= this.ttlMs) {
      const value = this.read();
      this.reading = { at: now, value };
      value.catch(() => {
        if (this.reading?.value === value) this.reading = undefined;
      });
    }
    return this.reading.value;
  }

  /** After a write the admin is waiting to see (a backup): the next call reads again. */
  forget(): void {
    this.reading = undefined;
  }
}
