import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, lstat, mkdir, open, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import tar from 'tar-stream';
import { parseArticleStructure } from '../../shared/articleStructure.ts';
import type { DB } from '../platform/db/schema.ts';
import { DATABASE_FILE } from '../platform/db/database.ts';
import { CHAT_PHOTO_COLLECTION } from '../chat/chatPhotosRepository.ts';
import { imageSetFileNames } from '../photos/photoStore.ts';
import { listReferencedImageSets } from '../photos/referencedFiles.ts';
import { syncDirectory } from '../photos/writeFileAtomic.ts';
import { projectRoot } from '../platform/projectRoot.ts';
import { readyFileNames } from '../videos/videoFiles.ts';
import { backupRepository, type BackupRepository } from './backupRepository.ts';
import { backupMessages } from './backupMessages.ts';
import { DATABASE_PATH, MANIFEST_PATH, type BackupManifest } from './manifest.ts';
import { verifyArchive } from './verifyArchive.ts';
import { makeWorkDir, sweepWorkFiles } from './workFiles.ts';

export interface BackupProgress {
  /** Files written so far, out of `total` (the database counts as one). */
  done: number;
  total: number;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

async function appVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(join(projectRoot, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

async function isFile(path: string): Promise<boolean> {
  const stats = await lstat(path).catch(() => undefined);
  return stats?.isFile() ?? false;
}

/** Rows whose files are gone (deleted after the snapshot): dropped from the snapshot, never half kept. */
async function dropRowsWithoutFiles(snapshot: BackupRepository, missing: ReadonlySet<string>): Promise<string[]> {
  const dropped: string[] = [];
  for (const row of await snapshot.albumPhotos()) {
    if (missing.has(`albums/${row.folder}/${row.name}`)) {
      await snapshot.deleteAlbumImage(row.id);
      dropped.push(`album image ${row.name}`);
    }
  }
  for (const row of await snapshot.chatPhotos()) {
    if (missing.has(`${CHAT_PHOTO_COLLECTION}/${row.id}`)) {
      await snapshot.deleteChatPhoto(row.id);
      dropped.push(`chat image ${row.id}`);
    }
  }
  for (const row of await snapshot.articlePhotos()) {
    if (missing.has(`articles/${row.id}`)) {
      await snapshot.deleteArticlePhoto(row.id);
      dropped.push(`article photo ${row.id}`);
    }
  }
  for (const article of await snapshot.articleStructures()) {
    const elements = parseArticleStructure(article.structure);
    const kept = elements.filter((element) => !(element.type === 'image' && missing.has(`articles/${element.content}`)));
    if (kept.length !== elements.length) {
      await snapshot.setArticleStructure(article.id, JSON.stringify(kept));
      dropped.push(`article ${article.id}: ${elements.length - kept.length} image(s)`);
    }
  }
  return dropped;
}

/**
 * Lapintube's files, relative to the media root: a ready video's MP4, poster and thumbnail; a video
 * still being prepared keeps its upload as received (`source`), so that the restored server
 * prepares it again from the start; a failed one has no file. A video whose files are gone (deleted
 * after the snapshot, or its job ended meanwhile and removed the upload) is dropped from the
 * snapshot, as photos are: the next backup has it. An upload is opened here and read from that
 * handle later (`held`): its job ending while the tar is written removes the name, not the bytes.
 */
async function listVideoFiles(
  snapshot: BackupRepository,
  mediaRoot: string,
  held: Map<string, FileHandle>,
): Promise<{ files: string[]; dropped: string[] }> {
  const files: string[] = [];
  const dropped: string[] = [];
  const drop = async (id: string) => {
    await snapshot.deleteVideo(id);
    dropped.push(`video ${id}`);
  };
  for (const video of await snapshot.videos()) {
    if (video.status === 'ready') {
      const paths = readyFileNames(video.id).map((name) => `videos/${name}`);
      if ((await Promise.all(paths.map((path) => isFile(join(mediaRoot, path))))).every(Boolean)) files.push(...paths);
      else await drop(video.id);
    } else if (video.status === 'processing') {
      const path = `videos/${video.source_file}`;
      const handle = video.source_file === null ? undefined : await open(join(mediaRoot, path), 'r').catch(() => undefined);
      if (handle) {
        held.set(path, handle);
        files.push(path);
      } else await drop(video.id);
    }
  }
  return { files, dropped };
}

/**
 * An online, consistent backup of DATA_DIR while the server may be writing: SQLite's backup API
 * takes the database, then every media file the snapshot refers to is streamed into one tar with
 * a SHA-256 per file in `manifest.json` (its last entry). The tar is written beside its target,
 * read again and verified, database integrity included, and only then renamed into place. The snapshot and
 * the tar in the making live in a work folder beside the target (workFiles.ts), for the owner only:
 * what a killed backup leaves, the next one removes.
 */
export async function createBackup(dataDir: string, file: string, onProgress?: (progress: BackupProgress) => void): Promise<BackupResult> {
  await mkdir(dirname(file), { recursive: true });
  await sweepWorkFiles(dirname(file));
  const work = await makeWorkDir(dirname(file), 'backup');
  const temp = join(work, 'archive.tar');
  // Files opened while the snapshot was read, copied from these handles (listVideoFiles).
  const held = new Map<string, FileHandle>();
  try {
    const snapshotPath = join(work, DATABASE_FILE);
    const source = new SQLite(join(dataDir, DATABASE_FILE), { fileMustExist: true });
    try {
      await source.backup(snapshotPath);
    } finally {
      source.close();
    }
    // It holds every password hash.
    await chmod(snapshotPath, 0o600);

    const snapshot = new Kysely<DB>({ dialect: new SqliteDialect({ database: new SQLite(snapshotPath) }) });
    let manifest: BackupManifest;
    const mediaRoot = join(dataDir, 'media');
    const media: string[] = [];
    try {
      const missing = new Set<string>();
      for (const set of await listReferencedImageSets(snapshot)) {
        const present: string[] = [];
        for (const fileName of imageSetFileNames(set.name)) {
          if (await isFile(join(mediaRoot, set.directory, fileName))) present.push(`${set.directory}/${fileName}`);
        }
        // An original and two previews, or nothing usable.
        if (present.length >= 3) media.push(...present);
        else missing.add(`${set.directory}/${set.name}`);
      }
      const rows = backupRepository(snapshot);
      const dropped = await dropRowsWithoutFiles(rows, missing);
      const videos = await listVideoFiles(rows, mediaRoot, held);
      media.push(...videos.files);
      dropped.push(...videos.dropped);
      await rows.releaseVideoJobs();
      manifest = {
        format: 'lapin-backup-1',
        appVersion: await appVersion(),
        schemaVersion: await rows.schemaVersion(),
        createdAt: new Date().toISOString(),
        counts: await rows.counts(media.length),
        files: [],
        dropped,
      };
      await rows.leaveWal();
    } finally {
      await snapshot.destroy();
    }

    const pack = tar.pack();
    const written = pipeline(pack, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
    const total = media.length + 1;
    let done = 0;
    const addFile = async (archivePath: string, path: string, opened?: FileHandle) => {
      const { size } = opened ? await opened.stat() : await lstat(path);
      const hash = createHash('sha256');
      const entry = pack.entry({ name: archivePath, size, mode: 0o644, mtime: new Date() });
      const stream = opened ? opened.createReadStream({ start: 0, autoClose: false }) : createReadStream(path);
      stream.on('data', (chunk) => hash.update(chunk));
      await pipeline(stream, entry);
      manifest.files.push({ path: archivePath, size, sha256: hash.digest('hex') });
      done += 1;
      onProgress?.({ done, total });
    };
    await addFile(DATABASE_PATH, snapshotPath);
    for (const relative of media) await addFile(`media/${relative}`, join(mediaRoot, relative), held.get(relative));
    pack.entry({ name: MANIFEST_PATH, mode: 0o644, mtime: new Date() }, JSON.stringify(manifest, null, 2));
    pack.finalize();
    await written;

    const handle = await open(temp, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    // Verified before it takes its name: an archive found under it has passed (the admin screen
    // says « vérifiée » of the newest one in BACKUP_DIR on that ground).
    const verified = await verifyArchive(temp, work);
    if (verified.problems.length > 0) throw new Error(backupMessages.verifyFailed(verified.problems));
    await rename(temp, file);
    await syncDirectory(dirname(file));
    return { file, bytes: (await lstat(file)).size, manifest };
  } finally {
    await Promise.all([...held.values()].map((opened) => opened.close()));
    await rm(work, { recursive: true, force: true });
  }
}
