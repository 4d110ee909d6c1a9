import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, lstat, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import tar from 'tar-stream';
import type { DB } from '../platform/db/schema.ts';
import { DATABASE_FILE } from '../platform/db/database.ts';
import { imageSetFileNames } from '../media/imageStore.ts';
import { listReferencedImageSets } from '../media/referencedMedia.ts';
import { syncDirectory } from '../media/writeFileAtomic.ts';
import { backupTexts } from './backupTexts.ts';
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

interface StoredElement {
  type?: unknown;
  content?: unknown;
}

async function appVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

async function isFile(path: string): Promise<boolean> {
  const stats = await lstat(path).catch(() => undefined);
  return stats?.isFile() ?? false;
}

/** Rows whose files are gone (deleted after the snapshot): dropped from the snapshot, never half kept. */
async function dropRowsWithoutFiles(db: Kysely<DB>, missing: ReadonlySet<string>): Promise<string[]> {
  const dropped: string[] = [];
  const albumImages = await db
    .selectFrom('album_images')
    .innerJoin('albums', 'albums.id', 'album_images.album_id')
    .select(['album_images.id', 'album_images.name', 'albums.folder'])
    .execute();
  for (const row of albumImages) {
    if (missing.has(`albums/${row.folder}/${row.name}`)) {
      await db.deleteFrom('album_images').where('id', '=', row.id).execute();
      dropped.push(`album image ${row.name}`);
    }
  }
  for (const article of await db.selectFrom('articles').select(['id', 'structure']).execute()) {
    const elements = JSON.parse(article.structure) as StoredElement[];
    const kept = elements.filter((element) => !(element.type === 'image' && missing.has(`articles/${String(element.content)}`)));
    if (kept.length !== elements.length) {
      await db.updateTable('articles').set({ structure: JSON.stringify(kept) }).where('id', '=', article.id).execute();
      dropped.push(`article ${article.id}: ${elements.length - kept.length} image(s)`);
    }
  }
  return dropped;
}

async function counts(db: Kysely<DB>, files: number): Promise<BackupManifest['counts']> {
  const count = async (table: keyof DB) =>
    Number((await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  return {
    users: await count('users'),
    articles: await count('articles'),
    albums: await count('albums'),
    albumImages: await count('album_images'),
    chatMessages: await count('chat_messages'),
    comments: await count('comments'),
    files,
  };
}

/**
 * An online, consistent backup of DATA_DIR while the server may be writing: SQLite's backup API
 * takes the database, then every media file the snapshot refers to is streamed into one tar with
 * a SHA-256 per file in `manifest.json` (its last entry). The tar is written beside its target and
 * renamed into place, then read again and verified, database integrity included. The snapshot and
 * the tar in the making live in a work folder beside the target (workFiles.ts), for the owner only:
 * what a killed backup leaves, the next one removes.
 */
export async function createBackup(dataDir: string, file: string, onProgress?: (progress: BackupProgress) => void): Promise<BackupResult> {
  await mkdir(dirname(file), { recursive: true });
  await sweepWorkFiles(dirname(file));
  const work = await makeWorkDir(dirname(file), 'backup');
  const temp = join(work, 'archive.tar');
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
      const dropped = await dropRowsWithoutFiles(snapshot, missing);
      const schema = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(snapshot);
      manifest = {
        format: 'lapin-backup-1',
        appVersion: await appVersion(),
        schemaVersion: schema.rows[0]?.name ?? '',
        createdAt: new Date().toISOString(),
        counts: await counts(snapshot, media.length),
        files: [],
        dropped,
      };
      await sql`pragma journal_mode = delete`.execute(snapshot);
    } finally {
      await snapshot.destroy();
    }

    const pack = tar.pack();
    const written = pipeline(pack, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
    const total = media.length + 1;
    let done = 0;
    const addFile = async (archivePath: string, path: string) => {
      const { size } = await lstat(path);
      const hash = createHash('sha256');
      const entry = pack.entry({ name: archivePath, size, mode: 0o644, mtime: new Date() });
      const stream = createReadStream(path);
      stream.on('data', (chunk) => hash.update(chunk));
      await pipeline(stream, entry);
      manifest.files.push({ path: archivePath, size, sha256: hash.digest('hex') });
      done += 1;
      onProgress?.({ done, total });
    };
    await addFile(DATABASE_PATH, snapshotPath);
    for (const relative of media) await addFile(`media/${relative}`, join(mediaRoot, relative));
    pack.entry({ name: MANIFEST_PATH, mode: 0o644, mtime: new Date() }, JSON.stringify(manifest, null, 2));
    pack.finalize();
    await written;

    const handle = await open(temp, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
    await syncDirectory(dirname(file));

    const verified = await verifyArchive(file, work);
    if (verified.problems.length > 0) throw new Error(backupTexts.verifyFailed(verified.problems));
    return { file, bytes: (await lstat(file)).size, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
