import type { Insertable, Kysely, Selectable } from 'kysely';
import { hasNul } from '../platform/db/dialect.ts';
import type { AlbumImagesTable, AlbumsTable, DB } from '../platform/db/schema.ts';

export type AlbumRecord = Selectable<AlbumsTable>;
export type AlbumImageRecord = Selectable<AlbumImagesTable>;
export type NewAlbumImage = Insertable<AlbumImagesTable>;

export interface TileRecord {
  name: string;
  folder: string;
  /** The album's newest image, whose thumbnail stands for the album. */
  cover: string;
}

/** Accepts a transaction too, so the service can write several rows atomically. */
export function albumsRepository(db: Kysely<DB>) {
  return {
    async findByName(name: string): Promise<AlbumRecord | undefined> {
      if (hasNul(name)) return undefined;
      return db.selectFrom('albums').selectAll().where('name', '=', name).executeTakeFirst();
    },

    async nameKeyExists(key: string): Promise<boolean> {
      const found = await db.selectFrom('albums').select('id').where('name_key', '=', key).executeTakeFirst();
      return found !== undefined;
    },

    async insertAlbum(album: Insertable<AlbumsTable>): Promise<number> {
      const { id } = await db.insertInto('albums').values(album).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    listAlbums(): Promise<AlbumRecord[]> {
      return db.selectFrom('albums').selectAll().orderBy('created_at').orderBy('id').execute();
    },

    listImages(albumId: number): Promise<AlbumImageRecord[]> {
      return db.selectFrom('album_images').selectAll().where('album_id', '=', albumId).orderBy('id').execute();
    },

    listAllImages(): Promise<AlbumImageRecord[]> {
      return db.selectFrom('album_images').selectAll().orderBy('id').execute();
    },

    async findImage(albumId: number, name: string): Promise<AlbumImageRecord | undefined> {
      if (hasNul(name)) return undefined;
      return db
        .selectFrom('album_images')
        .selectAll()
        .where('album_id', '=', albumId)
        .where('name', '=', name)
        .executeTakeFirst();
    },

    async insertImages(images: NewAlbumImage[]): Promise<void> {
      if (images.length > 0) await db.insertInto('album_images').values(images).execute();
    },

    async updateComment(imageId: number, comment: string): Promise<void> {
      await db.updateTable('album_images').set({ comment }).where('id', '=', imageId).execute();
    },

    async deleteImage(imageId: number): Promise<void> {
      await db.deleteFrom('album_images').where('id', '=', imageId).execute();
    },

    /** Albums that hold at least one image, newest album first, with their newest image. */
    async listTiles(offset: number, limit: number): Promise<TileRecord[]> {
      const covers = db
        .selectFrom('album_images')
        .select(['album_id', (eb) => eb.fn.max('id').as('cover_id')])
        .groupBy('album_id')
        .as('covers');
      return db
        .selectFrom('albums')
        .innerJoin(covers, 'covers.album_id', 'albums.id')
        .innerJoin('album_images', 'album_images.id', 'covers.cover_id')
        .select(['albums.name as name', 'albums.folder as folder', 'album_images.name as cover'])
        .orderBy('albums.created_at', 'desc')
        .orderBy('albums.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
  };
}

export type AlbumsRepository = ReturnType<typeof albumsRepository>;
