import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import { ARTICLE_COLLECTION } from '../articles/articlesService.ts';
import { mediaRepository } from './mediaRepository.ts';

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
  const { articleStructures, albumImages } = await mediaRepository(db).referencingRows();
  return [
    ...articleStructures.flatMap((structure) => articleImageNames(structure).map((name) => ({ directory: ARTICLE_COLLECTION, name }))),
    ...albumImages.map((row) => ({ directory: `albums/${row.folder}`, name: row.name })),
  ];
}

/** Album folders that exist in the database, empty ones included, relative to the media root. */
export async function listAlbumDirectories(db: Kysely<DB>): Promise<string[]> {
  return (await mediaRepository(db).albumFolders()).map((folder) => `albums/${folder}`);
}
