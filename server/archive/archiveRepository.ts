import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';

/** Where a batch of an album's photos ends: its last photo's capture time (null: undated) and id. */
export interface AlbumImageCursor {
  takenAt: number | null;
  id: number;
}

/** What the family archive reads, in batches, from its consistent snapshot. */
export function archiveRepository(db: Kysely<DB>) {
  return {
    /** The snapshot itself, for the trips' pages, which read it as the app's trip model does. */
    snapshot: db,

    async countArticles(): Promise<number> {
      return Number((await db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    },

    /** Newest first, below `lastId` when given. */
    articlesBefore: (lastId: number | undefined, limit: number) =>
      db
        .selectFrom('articles')
        .innerJoin('users', 'users.id', 'articles.writer_id')
        .select(['articles.id', 'articles.ts', 'articles.title', 'articles.bandeau', 'articles.structure', 'users.first_name as writer'])
        // No upper bound on the first batch: PostgreSQL refuses to compare an integer column with
        // a number beyond its range.
        .$if(lastId !== undefined, (query) => query.where('articles.id', '<', lastId!))
        .orderBy('articles.id', 'desc')
        .limit(limit)
        .execute(),

    commentsOf: (articleIds: number[]) =>
      db
        .selectFrom('comments')
        .innerJoin('users', 'users.id', 'comments.writer_id')
        .select(['comments.article_id', 'comments.ts', 'comments.text', 'users.first_name as writer'])
        .where('comments.article_id', 'in', articleIds)
        .orderBy('comments.id', 'asc')
        .execute(),

    /** The videos an article shows that are still on Lapintube, with what its page says of them. */
    videosOf: (ids: string[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.selectFrom('videos').select(['id', 'title', 'status']).where('id', 'in', ids).execute(),

    /** A video's thread, oldest first. */
    videoCommentsOf: (videoId: string) =>
      db
        .selectFrom('video_comments')
        .innerJoin('users', 'users.id', 'video_comments.writer_id')
        .select(['video_comments.ts', 'video_comments.text', 'users.first_name as writer'])
        .where('video_comments.video_id', '=', videoId)
        .orderBy('video_comments.id', 'asc')
        .execute(),

    albums: () => db.selectFrom('albums').select(['id', 'name', 'folder']).orderBy('name').execute(),

    /** An album's photos in the app's order (server/albums/albumOrder.ts): by capture time, then by
     * arrival, those without a time last; after `after`, the last one of the previous batch. */
    albumImagesAfter: (albumId: number, after: AlbumImageCursor | undefined, limit: number) =>
      db
        .selectFrom('album_images')
        .leftJoin('item_places', 'item_places.item', 'album_images.name')
        .select(['album_images.id', 'album_images.name', 'album_images.comment', 'album_images.format', 'item_places.taken_at'])
        .where('album_images.album_id', '=', albumId)
        // An album's videos play on the archive's Lapintube page, with every ready video.
        .where('album_images.kind', '=', 'image')
        .$if(after !== undefined, (query) =>
          query.where((eb) => {
            const { takenAt, id } = after!;
            const undatedAfter = eb.and([eb('item_places.taken_at', 'is', null), eb('album_images.id', '>', id)]);
            if (takenAt === null) return undatedAfter;
            return eb.or([
              eb('item_places.taken_at', 'is', null),
              eb('item_places.taken_at', '>', takenAt),
              eb.and([eb('item_places.taken_at', '=', takenAt), eb('album_images.id', '>', id)]),
            ]);
          }),
        )
        // Undated last on both databases (PostgreSQL puts nulls last, SQLite first).
        .orderBy(sql`item_places.taken_at is null`)
        .orderBy('item_places.taken_at')
        .orderBy('album_images.id')
        .limit(limit)
        .execute(),

    /** Lapintube's ready videos, newest first as on its screen, older than (`ts`, `id`) when given. */
    readyVideosBefore: (last: { ts: number; id: string } | undefined, limit: number) =>
      db
        .selectFrom('videos')
        .innerJoin('users', 'users.id', 'videos.uploader_id')
        .select(['videos.id', 'videos.ts', 'videos.title', 'videos.description', 'videos.duration', 'users.first_name as uploader'])
        .where('videos.status', '=', 'ready')
        .$if(last !== undefined, (query) =>
          query.where((eb) => eb.or([eb('videos.ts', '<', last!.ts), eb.and([eb('videos.ts', '=', last!.ts), eb('videos.id', '<', last!.id)])])),
        )
        .orderBy('videos.ts', 'desc')
        .orderBy('videos.id', 'desc')
        .limit(limit)
        .execute(),

    /** Issue 25: the photos sent in the chat, by message, in their order (a family's few thousand at most). */
    chatPhotos: () =>
      db
        .selectFrom('chat_images')
        // A removed message's photos, not yet swept, stay out.
        .innerJoin('chat_messages', 'chat_messages.ts', 'chat_images.message_ts')
        .select(['chat_images.id', 'chat_images.message_ts'])
        .orderBy('chat_images.message_ts')
        .orderBy('chat_images.position')
        .execute(),

    chatMessagesAfter: (lastTs: number, limit: number) =>
      db.selectFrom('chat_messages').select(['ts', 'sender', 'message']).where('ts', '>', lastTs).orderBy('ts').limit(limit).execute(),
  };
}
export type ArchiveRepository = ReturnType<typeof archiveRepository>;
