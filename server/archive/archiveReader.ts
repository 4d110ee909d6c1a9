import { chmod, rm } from 'node:fs/promises';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import { DATABASE_FILE, openPostgresDatabase, type DatabaseLocation } from '../platform/db/database.ts';
import { makeWorkDir, sweepWorkFiles } from '../backup/workFiles.ts';
import { archiveRepository, type AlbumImageCursor, type ArchiveRepository } from './archiveRepository.ts';

// Rows are read in batches: the archive's size never decides how much is held in memory.
const BATCH = 200;

/**
 * Runs `read` over one consistent snapshot, so the archive can be made while the server writes:
 * on SQLite a copy taken with SQLite's backup API, on PostgreSQL one repeatable-read, read-only
 * transaction.
 */
export async function readArchiveSnapshot<T>(location: DatabaseLocation, read: (rows: ArchiveRepository) => Promise<T>): Promise<T> {
  if (location.databaseUrl !== null) {
    const db = openPostgresDatabase(location.databaseUrl, 1);
    try {
      return await db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute((trx) => read(archiveRepository(trx)));
    } finally {
      await db.destroy();
    }
  }
  // The snapshot holds every password hash: in a work folder of DATA_DIR for the owner only,
  // never /tmp; what a killed export leaves, the next export or server start removes.
  await sweepWorkFiles(location.dataDir);
  const work = await makeWorkDir(location.dataDir, 'export');
  try {
    const snapshotPath = join(work, DATABASE_FILE);
    const source = new SQLite(join(location.dataDir, DATABASE_FILE), { fileMustExist: true });
    try {
      await source.backup(snapshotPath);
    } finally {
      source.close();
    }
    await chmod(snapshotPath, 0o600);
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: new SQLite(snapshotPath, { readonly: true }) }) });
    try {
      return await read(archiveRepository(db));
    } finally {
      await db.destroy();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

type RowsOf = Pick<ArchiveRepository, 'articlesBefore' | 'commentsOf' | 'albumImagesAfter' | 'chatMessagesAfter' | 'readyVideosBefore'>;
type Row<K extends keyof RowsOf> = Awaited<ReturnType<RowsOf[K]>>[number];
export type ArchiveArticle = Row<'articlesBefore'> & { comments: Row<'commentsOf'>[] };

/** Every article, newest first, each with its comments in order. */
export async function* articlesNewestFirst(rows: ArchiveRepository): AsyncGenerator<ArchiveArticle> {
  let lastId: number | undefined;
  for (;;) {
    const batch = await rows.articlesBefore(lastId, BATCH);
    if (batch.length === 0) return;
    const comments = await rows.commentsOf(batch.map((article) => article.id));
    for (const article of batch) yield { ...article, comments: comments.filter((comment) => comment.article_id === article.id) };
    lastId = batch[batch.length - 1]!.id;
  }
}

/** The album's images in the app's order: by capture time, then by arrival, undated last. */
export async function* albumImages(rows: ArchiveRepository, albumId: number, batch = BATCH): AsyncGenerator<Row<'albumImagesAfter'>> {
  let after: AlbumImageCursor | undefined;
  for (;;) {
    const images = await rows.albumImagesAfter(albumId, after, batch);
    if (images.length === 0) return;
    yield* images;
    const last = images[images.length - 1]!;
    after = { takenAt: last.taken_at === null ? null : Number(last.taken_at), id: last.id };
  }
}

/** Lapintube's ready videos, newest first. */
export async function* readyVideosNewestFirst(rows: ArchiveRepository): AsyncGenerator<Row<'readyVideosBefore'>> {
  let last: { ts: number; id: string } | undefined;
  for (;;) {
    const batch = await rows.readyVideosBefore(last, BATCH);
    if (batch.length === 0) return;
    yield* batch;
    const oldest = batch[batch.length - 1]!;
    last = { ts: Number(oldest.ts), id: oldest.id };
  }
}

/** Every chat message, oldest first. */
export async function* chatMessagesInOrder(rows: ArchiveRepository): AsyncGenerator<Row<'chatMessagesAfter'>> {
  let lastTs = 0;
  for (;;) {
    const batch = await rows.chatMessagesAfter(lastTs, BATCH);
    if (batch.length === 0) return;
    yield* batch;
    lastTs = Number(batch[batch.length - 1]!.ts);
  }
}
