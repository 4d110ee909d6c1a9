import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import { albumEntry, articleCommentEntry, articleEntry, isIndexedMessage, messageEntry, photoEntry, videoCommentEntry, videoEntry } from './searchEntries.ts';
import { insertSearchEntries, type SearchEntry } from './searchIndex.ts';

// Issue 41: what was written before the index, indexed by the migration that made it, one page of
// rows at a time (keyset on the primary key), so memory stays bounded whatever the family wrote.
const pageSize = 500;

async function pages<Row extends { key: number | string }>(read: (after: number | string | null) => Promise<Row[]>, write: (rows: Row[]) => Promise<void>): Promise<void> {
  let after: number | string | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length === 0) return;
    await write(rows);
    after = rows.at(-1)!.key;
    if (rows.length < pageSize) return;
  }
}

export async function backfillSearch(db: Kysely<DB>): Promise<void> {
  const put = (entries: SearchEntry[]) => insertSearchEntries(db, entries);
  await pages(
    (after) => db.selectFrom('articles').select(['id as key', 'id', 'writer_id', 'ts', 'title', 'bandeau', 'structure']).$if(after !== null, (query) => query.where('id', '>', Number(after))).orderBy('id').limit(pageSize).execute(),
    (rows) => put(rows.map(articleEntry)),
  );
  await pages(
    (after) =>
      db
        .selectFrom('comments')
        .innerJoin('articles', 'articles.id', 'comments.article_id')
        .select(['comments.id as key', 'comments.id', 'comments.article_id', 'comments.writer_id', 'comments.ts', 'comments.text', 'articles.title'])
        .$if(after !== null, (query) => query.where('comments.id', '>', Number(after)))
        .orderBy('comments.id')
        .limit(pageSize)
        .execute(),
    (rows) => put(rows.map((row) => articleCommentEntry(row, row.title))),
  );
  await pages(
    (after) =>
      db
        .selectFrom('video_comments')
        .innerJoin('videos', 'videos.id', 'video_comments.video_id')
        .select(['video_comments.id as key', 'video_comments.id', 'video_comments.video_id', 'video_comments.writer_id', 'video_comments.ts', 'video_comments.text', 'videos.title'])
        .$if(after !== null, (query) => query.where('video_comments.id', '>', Number(after)))
        .orderBy('video_comments.id')
        .limit(pageSize)
        .execute(),
    (rows) => put(rows.map((row) => videoCommentEntry(row, row.title))),
  );
  await pages(
    (after) => db.selectFrom('chat_messages').select(['ts as key', 'ts', 'sender_id', 'sender', 'message']).$if(after !== null, (query) => query.where('ts', '>', Number(after))).orderBy('ts').limit(pageSize).execute(),
    (rows) => put(rows.filter(isIndexedMessage).map(messageEntry)),
  );
  await pages(
    (after) => db.selectFrom('albums').select(['id as key', 'id', 'name', 'created_at']).$if(after !== null, (query) => query.where('id', '>', Number(after))).orderBy('id').limit(pageSize).execute(),
    (rows) => put(rows.map(albumEntry)),
  );
  await pages(
    (after) =>
      db
        .selectFrom('album_images')
        .innerJoin('albums', 'albums.id', 'album_images.album_id')
        .select(['album_images.id as key', 'album_images.id', 'album_images.comment', 'album_images.created_at', 'album_images.added_by', 'album_images.kind', 'albums.name'])
        .$if(after !== null, (query) => query.where('album_images.id', '>', Number(after)))
        .orderBy('album_images.id')
        .limit(pageSize)
        .execute(),
    (rows) => put(rows.filter((row) => row.kind === 'image' && row.comment.trim() !== '').map((row) => photoEntry(row, row.name))),
  );
  await pages(
    (after) => db.selectFrom('videos').select(['id as key', 'id', 'title', 'description', 'uploader_id', 'ts']).$if(after !== null, (query) => query.where('id', '>', String(after))).orderBy('id').limit(pageSize).execute(),
    (rows) => put(rows.map(videoEntry)),
  );
}
