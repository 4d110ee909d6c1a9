import { lstat, readdir, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import { CHAT_PHOTO_COLLECTION } from '../chat/chatPhotosRepository.ts';
import { imageSetFileNames } from './photoStore.ts';
import { listAlbumDirectories, listReferencedImageSets, listReferencedVideoFiles } from './referencedFiles.ts';

export interface OrphanSweepResult {
  files: number;
  bytes: number;
  folders: number;
}

export interface OrphanSweepOptions {
  db: Kysely<DB>;
  /** `${DATA_DIR}/media`. */
  mediaRoot: string;
  /** Files younger than this are kept: a write in flight saves its files before its row commits. */
  graceMs: number;
  now?: () => number;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

async function entries(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/**
 * Removes media that no row refers to, older than the grace period: what a crash between an
 * upload's files and its row, or between a delete's row and its files, leaves behind, and the
 * temp files of a video job killed mid-way. Only the folders the app writes (`articles`,
 * `albums/<folder>`, `videos`, `chat`) are looked at, symbolic links are
 * never followed, and the files are listed before the rows are read, so a file whose row commits
 * in between is young and kept.
 */
export async function sweepOrphans({ db, mediaRoot, graceMs, now = Date.now }: OrphanSweepOptions): Promise<OrphanSweepResult> {
  const result: OrphanSweepResult = { files: 0, bytes: 0, folders: 0 };
  const articleFiles = (await entries(join(mediaRoot, 'articles'))).map((name) => `articles/${name}`);
  const albumFolders = (await entries(join(mediaRoot, 'albums'))).map((name) => `albums/${name}`);
  const videoFiles = (await entries(join(mediaRoot, 'videos'))).map((name) => `videos/${name}`);
  const chatFiles = (await entries(join(mediaRoot, CHAT_PHOTO_COLLECTION))).map((name) => `${CHAT_PHOTO_COLLECTION}/${name}`);

  const referenced = new Set<string>();
  for (const set of await listReferencedImageSets(db)) {
    for (const fileName of imageSetFileNames(set.name)) referenced.add(`${set.directory}/${fileName}`);
  }
  for (const relative of await listReferencedVideoFiles(db, now())) referenced.add(relative);
  const knownFolders = new Set(await listAlbumDirectories(db));
  // An mtime keeps sub-millisecond digits that Date.now() drops: a file written this very
  // millisecond would otherwise look younger than a grace of 0.
  const oldEnough = (mtimeMs: number) => now() - Math.floor(mtimeMs) >= graceMs;

  const sweepFile = async (relative: string) => {
    const path = join(mediaRoot, relative);
    const stats = await lstat(path).catch((error: unknown) => (isMissing(error) ? undefined : Promise.reject(error)));
    if (!stats?.isFile() || referenced.has(relative) || !oldEnough(stats.mtimeMs)) return;
    await rm(path, { force: true });
    result.files += 1;
    result.bytes += stats.size;
  };

  for (const relative of [...articleFiles, ...videoFiles, ...chatFiles]) await sweepFile(relative);
  for (const folder of albumFolders) {
    const stats = await lstat(join(mediaRoot, folder)).catch(() => undefined);
    if (!stats?.isDirectory()) continue;
    const files = (await entries(join(mediaRoot, folder))).map((name) => `${folder}/${name}`);
    for (const relative of files) await sweepFile(relative);
    // A deleted album's folder goes once it is empty and old; an album's own folder always stays.
    if (!knownFolders.has(folder) && oldEnough(stats.mtimeMs) && (await entries(join(mediaRoot, folder))).length === 0) {
      // rmdir removes only an empty folder: a file written meanwhile keeps it.
      const removed = await rmdir(join(mediaRoot, folder)).then(
        () => true,
        () => false,
      );
      if (removed) result.folders += 1;
    }
  }
  return result;
}
