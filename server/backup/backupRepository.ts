import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import type { BackupManifest } from './manifest.ts';

/** What a backup reads and trims in its own snapshot of the database, never in the live one. */
export function backupRepository(snapshot: Kysely<DB>) {
  const count = async (table: keyof DB) =>
    Number((await snapshot.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  return {
    albumPhotos: () =>
      snapshot
        .selectFrom('album_images')
        .innerJoin('albums', 'albums.id', 'album_images.album_id')
        .select(['album_images.id', 'album_images.name', 'albums.folder'])
        // A video item's files are its video's: kept or dropped with it (the foreign key cascades).
        .where('album_images.kind', '=', 'image')
        .execute(),

    async deleteAlbumImage(id: number): Promise<void> {
      await snapshot.deleteFrom('album_images').where('id', '=', id).execute();
    },

    /** Issue 25: the chat's photos. */
    chatPhotos: () => snapshot.selectFrom('chat_images').select('id').execute(),

    async deleteChatPhoto(id: string): Promise<void> {
      await snapshot.deleteFrom('chat_images').where('id', '=', id).execute();
    },

    /** Issue 40: photos uploaded ahead of their article. */
    articlePhotos: () => snapshot.selectFrom('article_photos').select('id').execute(),

    async deleteArticlePhoto(id: string): Promise<void> {
      await snapshot.deleteFrom('article_photos').where('id', '=', id).execute();
    },

    articleStructures: () => snapshot.selectFrom('articles').select(['id', 'structure']).execute(),

    async setArticleStructure(id: number, structure: string): Promise<void> {
      await snapshot.updateTable('articles').set({ structure }).where('id', '=', id).execute();
    },

    /** Each video and the files its status names: the served ones once ready, the kept upload while due. */
    videos: () => snapshot.selectFrom('videos').select(['id', 'status', 'source_file']).execute(),

    async deleteVideo(id: string): Promise<void> {
      // The snapshot's connection does not enforce foreign keys: its thread and the reactions on
      // it and on the video are removed by hand.
      const comments = snapshot.selectFrom('video_comments').select('id').where('video_id', '=', id);
      await snapshot.deleteFrom('reactions').where((eb) => eb.or([eb('video_id', '=', id), eb('video_comment_id', 'in', comments)])).execute();
      await snapshot.deleteFrom('video_comments').where('video_id', '=', id).execute();
      await snapshot.deleteFrom('videos').where('id', '=', id).execute();
    },

    /** The jobs of the snapshot belong to no node: the restored server takes them up from the start. */
    async releaseVideoJobs(): Promise<void> {
      await snapshot.updateTable('videos').set({ lease_node: null, lease_until: null, progress: 0 }).where('status', '=', 'processing').execute();
    },

    /** The name of the last migration the snapshot ran: its schema version. */
    async schemaVersion(): Promise<string> {
      const schema = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(snapshot);
      return schema.rows[0]?.name ?? '';
    },

    async counts(files: number): Promise<BackupManifest['counts']> {
      return {
        users: await count('users'),
        articles: await count('articles'),
        albums: await count('albums'),
        albumImages: await count('album_images'),
        chatMessages: await count('chat_messages'),
        comments: await count('comments'),
        videos: await count('videos'),
        files,
      };
    },

    /** Out of WAL mode, so the snapshot is one self-contained file in the archive. */
    async leaveWal(): Promise<void> {
      await sql`pragma journal_mode = delete`.execute(snapshot);
    },
  };
}
export type BackupRepository = ReturnType<typeof backupRepository>;
