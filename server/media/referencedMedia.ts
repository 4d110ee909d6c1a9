import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import { ARTICLE_COLLECTION } from '../articles/articlesService.ts';

/** One image set the database refers to: its folder under `${DATA_DIR}/media` and its UUID name. */
export interface ImageSetRef {
  /** Relative to the media root, with '/' separators: `articles` or `albums/<folder UUID>`. */
  directory: string;
  name: string;
}

interface StoredElement {
  type?: unknown;
  content?: unknown;
}

function articleImageNames(structure: string): string[] {
  let elements: unknown;
  try {
    elements = JSON.parse(structure);
  } catch {
    return [];
  }
  if (!Array.isArray(elements)) return [];
  return (elements as StoredElement[])
    .filter((element) => element.type === 'image' && typeof element.content === 'string')
    .map((element) => element.content as string);
}

/**
 * Every image set a row refers to, read in one transaction so the answer is one consistent
 * snapshot. Backups copy exactly these files, and the orphan sweep keeps exactly these.
 * Pass a transaction (or a database opened on a backup file) to read that snapshot instead.
 */
export async function listReferencedImageSets(db: Kysely<DB>): Promise<ImageSetRef[]> {
  const read = async (trx: Kysely<DB>): Promise<ImageSetRef[]> => {
    const articles = await trx.selectFrom('articles').select('structure').orderBy('id').execute();
    const albumImages = await trx
      .selectFrom('album_images')
      .innerJoin('albums', 'albums.id', 'album_images.album_id')
      .select(['albums.folder', 'album_images.name'])
      .orderBy('album_images.id')
      .execute();
    return [
      ...articles.flatMap((row) => articleImageNames(row.structure).map((name) => ({ directory: ARTICLE_COLLECTION, name }))),
      ...albumImages.map((row) => ({ directory: `albums/${row.folder}`, name: row.name })),
    ];
  };
  // Repeatable read: on PostgreSQL both statements then see the same snapshot (SQLite's
  // transactions always do, and Kysely's SQLite driver ignores the level).
  return db.isTransaction ? read(db) : db.transaction().setIsolationLevel('repeatable read').execute(read);
}

/** Album folders that exist in the database, empty ones included, relative to the media root. */
export async function listAlbumDirectories(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('albums').select('folder').orderBy('id').execute();
  return rows.map((row) => `albums/${row.folder}`);
}
