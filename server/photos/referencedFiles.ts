import type { Kysely } from 'kysely';
import { articleImageNames, parseArticleStructure } from '../../shared/articleStructure.ts';
import type { StructureElement } from '../../shared/articleTypes.ts';
import type { DB } from '../platform/db/schema.ts';
import { ARTICLE_COLLECTION } from '../articles/articleImageWrites.ts';
import { CHAT_PHOTO_COLLECTION } from '../chat/chatPhotosRepository.ts';
import { photoReferencesRepository } from './photoReferencesRepository.ts';
import { videosRepository } from '../videos/videosRepository.ts';
import { readyFileNames, workFileNames } from '../videos/videoFiles.ts';

/** One image set the database refers to: its folder under `${DATA_DIR}/media` and its UUID name. */
export interface ImageSetRef {
  /** Relative to the media root, with '/' separators: `articles`, `albums/<folder UUID>` or `chat`. */
  directory: string;
  name: string;
}

/** A structure this cannot read refers to no image: the sweep and the backup go on without it. */
function storedImageNames(json: string): string[] {
  let structure: StructureElement[];
  try {
    structure = parseArticleStructure(json);
  } catch {
    return [];
  }
  // Written by the server, but read here as found on disk: a name that is not text is no file.
  return articleImageNames(structure).filter((name: unknown) => typeof name === 'string');
}

/**
 * Every image set a row refers to, read in one transaction so the answer is one consistent
 * snapshot. Backups copy exactly these files, and the orphan sweep keeps exactly these.
 * Pass a transaction (or a database opened on a backup file) to read that snapshot instead.
 */
export async function listReferencedImageSets(db: Kysely<DB>): Promise<ImageSetRef[]> {
  const { articleStructures, albumPhotos, chatPhotos, articlePhotos } = await photoReferencesRepository(db).referencingRows();
  return [
    ...articleStructures.flatMap((structure) => storedImageNames(structure).map((name) => ({ directory: ARTICLE_COLLECTION, name }))),
    ...albumPhotos.map((row) => ({ directory: `albums/${row.folder}`, name: row.name })),
    ...chatPhotos.map((name) => ({ directory: CHAT_PHOTO_COLLECTION, name })),
    ...articlePhotos.map((name) => ({ directory: ARTICLE_COLLECTION, name })),
  ];
}

/** Album folders that exist in the database, empty ones included, relative to the media root. */
export async function listAlbumDirectories(db: Kysely<DB>): Promise<string[]> {
  return (await photoReferencesRepository(db).albumFolders()).map((folder) => `albums/${folder}`);
}

/**
 * Every Lapintube file a row refers to, relative to the media root: a ready video's MP4, poster
 * and thumbnail; the kept upload of a video still being prepared, and the temp files of a job
 * whose lease is live (another node may be writing them now). A dead job's temp files are not
 * kept, and a failed video has none.
 */
export async function listReferencedVideoFiles(db: Kysely<DB>, now = Date.now()): Promise<string[]> {
  const rows = await videosRepository(db).fileRefs();
  return rows.flatMap((row) => {
    if (row.status === 'ready') return readyFileNames(row.id).map((name) => `videos/${name}`);
    const working = row.lease_until !== null && Number(row.lease_until) > now ? workFileNames(row.id) : [];
    return [...(row.source_file === null ? [] : [row.source_file]), ...working].map((name) => `videos/${name}`);
  });
}
