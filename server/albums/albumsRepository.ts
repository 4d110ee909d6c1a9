import type { Insertable, Kysely, Selectable } from 'kysely';
import { hasNul } from '../platform/db/dialect.ts';
import { inTransaction, indexAlbum, indexPhotos } from '../search/searchEntries.ts';
import type { AlbumImagesTable, AlbumsTable, DB } from '../platform/db/schema.ts';

// The tables keep the names of their first migration (`album_images`, its `comment` column): rows
// are read here under those names, and the service speaks of photos and captions.
export type AlbumRecord = Selectable<AlbumsTable>;
export type AlbumPhotoRow = Selectable<AlbumImagesTable>;
export type NewAlbumPhoto = Insertable<AlbumImagesTable>;

/** An item with the pseudo of the member who added it (null when unknown) and, for a video item,
 * its Lapintube video's state (null for a photo). */
export type AlbumPhotoRecord = AlbumPhotoRow & {
  added_by_pseudo: string | null;
  video_status: 'processing' | 'ready' | 'failed' | null;
  video_progress: number | null;
  video_duration: number | null;
  video_message: string | null;
};

export interface TileRecord {
  name: string;
  folder: string;
  members_can_add: number;
  /** The album's newest photo or ready video, whose thumbnail stands for the album; null for an
   * empty album open to members. */
  cover: string | null;
  cover_video: string | null;
}

/** Accepts a transaction too, so the service can write several rows atomically. */
export function albumsRepository(db: Kysely<DB>) {
  const items = () =>
    db
      .selectFrom('album_images')
      .leftJoin('users', 'users.id', 'album_images.added_by')
      .leftJoin('videos', 'videos.id', 'album_images.video_id')
      .selectAll('album_images')
      .select([
        'users.first_name as added_by_pseudo',
        'videos.status as video_status',
        'videos.progress as video_progress',
        'videos.duration as video_duration',
        'videos.message as video_message',
      ]);

  return {
    async findByName(name: string): Promise<AlbumRecord | undefined> {
      if (hasNul(name)) return undefined;
      return db.selectFrom('albums').selectAll().where('name', '=', name).executeTakeFirst();
    },

    findByFolder(folder: string): Promise<AlbumRecord | undefined> {
      return db.selectFrom('albums').selectAll().where('folder', '=', folder).executeTakeFirst();
    },

    async nameKeyExists(key: string): Promise<boolean> {
      const found = await db.selectFrom('albums').select('id').where('name_key', '=', key).executeTakeFirst();
      return found !== undefined;
    },

    async insertAlbum(album: Insertable<AlbumsTable>): Promise<number> {
      // Issue 41: the album and its search entry commit together.
      return inTransaction(db, async (trx) => {
        const { id } = await trx.insertInto('albums').values(album).returning('id').executeTakeFirstOrThrow();
        await indexAlbum(trx, id);
        return id;
      });
    },

    listAlbums(): Promise<AlbumRecord[]> {
      return db.selectFrom('albums').selectAll().orderBy('created_at').orderBy('id').execute();
    },

    listPhotos(albumId: number): Promise<AlbumPhotoRecord[]> {
      return items().where('album_images.album_id', '=', albumId).orderBy('album_images.id').execute();
    },

    listAllPhotos(): Promise<AlbumPhotoRecord[]> {
      return items().orderBy('album_images.id').execute();
    },

    /** The first of these hashes the album already holds, if any. */
    async heldHash(albumId: number, hashes: readonly string[]): Promise<string | undefined> {
      if (hashes.length === 0) return undefined;
      const found = await db
        .selectFrom('album_images')
        .select('sha256')
        .where('album_id', '=', albumId)
        .where('sha256', 'in', [...hashes])
        .executeTakeFirst();
      return found?.sha256 ?? undefined;
    },

    async setMembersCanAdd(albumId: number, membersCanAdd: boolean): Promise<void> {
      await db.updateTable('albums').set({ members_can_add: membersCanAdd ? 1 : 0 }).where('id', '=', albumId).execute();
    },

    async findPhoto(albumId: number, name: string): Promise<AlbumPhotoRow | undefined> {
      if (hasNul(name)) return undefined;
      return db
        .selectFrom('album_images')
        .selectAll()
        .where('album_id', '=', albumId)
        .where('name', '=', name)
        .executeTakeFirst();
    },

    async insertPhotos(photos: NewAlbumPhoto[]): Promise<void> {
      if (photos.length === 0) return;
      await inTransaction(db, async (trx) => {
        const inserted = await trx.insertInto('album_images').values(photos).returning('id').execute();
        if (photos.some((photo) => photo.comment.trim() !== '')) await indexPhotos(trx, inserted.map((row) => row.id));
      });
    },

    async updateCaption(photoId: number, caption: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.updateTable('album_images').set({ comment: caption }).where('id', '=', photoId).execute();
        await indexPhotos(trx, [photoId]);
      });
    },

    async deletePhoto(photoId: number): Promise<void> {
      await db.deleteFrom('album_images').where('id', '=', photoId).execute();
    },

    /** Albums that hold at least one photo, and empty albums members may add to (issue 38: a
     * relative must see where « Ajouter des photos » goes), newest album first, with their newest
     * photo. An empty album closed to members stays hidden, as the spec's gallery has it. */
    async listTiles(offset: number, limit: number): Promise<TileRecord[]> {
      // A video still being prepared has no thumbnail yet: it stands for its album once ready.
      const covers = db
        .selectFrom('album_images')
        .leftJoin('videos', 'videos.id', 'album_images.video_id')
        .select(['album_images.album_id as album_id', (eb) => eb.fn.max('album_images.id').as('cover_id')])
        .where((eb) => eb.or([eb('album_images.kind', '=', 'image'), eb('videos.status', '=', 'ready')]))
        .groupBy('album_images.album_id')
        .as('covers');
      return db
        .selectFrom('albums')
        .leftJoin(covers, 'covers.album_id', 'albums.id')
        .leftJoin('album_images', 'album_images.id', 'covers.cover_id')
        .where((eb) => eb.or([eb('covers.cover_id', 'is not', null), eb('albums.members_can_add', '=', 1)]))
        .select(['albums.name as name', 'albums.folder as folder', 'albums.members_can_add as members_can_add', 'album_images.name as cover', 'album_images.video_id as cover_video'])
        .orderBy('albums.created_at', 'desc')
        .orderBy('albums.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
  };
}

export type AlbumsRepository = ReturnType<typeof albumsRepository>;
