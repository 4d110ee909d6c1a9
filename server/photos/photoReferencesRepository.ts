import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';

/** The rows that name media files, as the orphan sweep and the backup read them. */
export interface ReferencingRows {
  /** Each article's `structure` JSON, oldest article first. */
  articleStructures: string[];
  albumPhotos: { folder: string; name: string }[];
  /** Issue 25: every chat photo, sent or waiting to be (the chat's own sweep removes the unsent). */
  chatPhotos: string[];
  /** Issue 40: photos uploaded ahead of their article (their own sweep removes those never named). */
  articlePhotos: string[];
}

export function photoReferencesRepository(db: Kysely<DB>) {
  return {
    /**
     * Read in one transaction so the answer is one consistent snapshot. Given a transaction (or a
     * database opened on a backup file), reads that snapshot instead.
     */
    async referencingRows(): Promise<ReferencingRows> {
      const read = async (trx: Kysely<DB>): Promise<ReferencingRows> => {
        const articles = await trx.selectFrom('articles').select('structure').orderBy('id').execute();
        const albumPhotos = await trx
          .selectFrom('album_images')
          .innerJoin('albums', 'albums.id', 'album_images.album_id')
          .select(['albums.folder', 'album_images.name'])
          // A video item's files are its Lapintube video's, which the videos' sweep knows.
          .where('album_images.kind', '=', 'image')
          .orderBy('album_images.id')
          .execute();
        const chatPhotos = await trx.selectFrom('chat_images').select('id').orderBy('id').execute();
        const articlePhotos = await trx.selectFrom('article_photos').select('id').orderBy('id').execute();
        return {
          articleStructures: articles.map((row) => row.structure),
          albumPhotos,
          chatPhotos: chatPhotos.map((row) => row.id),
          articlePhotos: articlePhotos.map((row) => row.id),
        };
      };
      // Repeatable read: on PostgreSQL both statements then see the same snapshot (SQLite's
      // transactions always do, and Kysely's SQLite driver ignores the level).
      return db.isTransaction ? read(db) : db.transaction().setIsolationLevel('repeatable read').execute(read);
    },

    /** Every album's folder name, empty albums included. */
    async albumFolders(): Promise<string[]> {
      const rows = await db.selectFrom('albums').select('folder').orderBy('id').execute();
      return rows.map((row) => row.folder);
    },
  };
}
