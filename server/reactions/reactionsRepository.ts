import type { Kysely } from 'kysely';
import type { ReactionKind } from '../../shared/reactionTypes.ts';
import type { DB, ReactionsTable } from '../platform/db/schema.ts';

/** The one column of a reaction row that names its item's own row (its foreign key). */
export type ItemColumn = Partial<Pick<ReactionsTable, 'article_id' | 'comment_id' | 'photo_id' | 'video_id' | 'message_ts' | 'video_comment_id'>>;

/** One reaction as the replies build on it: who (their current pseudo), on what. */
export interface ReactionRow {
  kind: ReactionKind;
  item: string;
  account_id: number;
  emoji: string;
  pseudo: string;
}

/** One relative's toggle of one emoji on one item, as the table keys it. */
export interface ReactionToggle {
  kind: ReactionKind;
  item: string;
  accountId: number;
  emoji: string;
  ts: number;
  column: ItemColumn;
}

/** Which items of which kind, for one batched lookup. */
export type ItemKeys = Partial<Record<ReactionKind, readonly string[]>>;

export function reactionsRepository(db: Kysely<DB>) {
  const withPseudo = () =>
    db
      .selectFrom('reactions')
      .innerJoin('users', 'users.id', 'reactions.account_id')
      .select(['reactions.kind', 'reactions.item', 'reactions.account_id', 'reactions.emoji', 'users.first_name as pseudo']);

  return {
    /**
     * Each toggle in turn, all in one transaction: the relative's emoji on the item goes if it
     * was there, or comes (a row already there, the same toggle arriving twice at once, is left).
     * Toggles that arrive together share one commit (one disk sync on SQLite).
     */
    async applyToggles(toggles: readonly ReactionToggle[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const { kind, item, accountId, emoji, ts, column } of toggles) {
          const removed = await trx
            .deleteFrom('reactions')
            .where('kind', '=', kind)
            .where('item', '=', item)
            .where('account_id', '=', accountId)
            .where('emoji', '=', emoji)
            .executeTakeFirst();
          if (Number(removed.numDeletedRows) > 0) continue;
          await trx
            .insertInto('reactions')
            .values({ kind, item, account_id: accountId, emoji, ts, ...column })
            .onConflict((conflict) => conflict.columns(['kind', 'item', 'account_id', 'emoji']).doNothing())
            .execute();
        }
      });
    },

    /** Every reaction on the items named, in one query, in the order they were given. */
    async forItems(keys: ItemKeys): Promise<ReactionRow[]> {
      const wanted = Object.entries(keys).filter(([, items]) => items.length > 0) as Array<[ReactionKind, readonly string[]]>;
      if (wanted.length === 0) return [];
      return withPseudo()
        .where((eb) => eb.or(wanted.map(([kind, items]) => eb.and([eb('reactions.kind', '=', kind), eb('reactions.item', 'in', items)]))))
        .orderBy('reactions.id', 'asc')
        .execute();
    },

    /**
     * The reactions on the album's items, in one query: its photos' (kind `photo`, with each
     * photo's name) and its videos' (kind `video`: an album's videos are Lapintube's).
     */
    async forAlbum(albumName: string, videoIds: readonly string[]): Promise<Array<ReactionRow & { name: string | null }>> {
      return withPseudo()
        .leftJoin('album_images', 'album_images.id', 'reactions.photo_id')
        .select('album_images.name')
        .where((eb) =>
          eb.or([
            eb(
              'reactions.photo_id',
              'in',
              eb.selectFrom('album_images').innerJoin('albums', 'albums.id', 'album_images.album_id').select('album_images.id').where('albums.name', '=', albumName),
            ),
            ...(videoIds.length === 0 ? [] : [eb.and([eb('reactions.kind', '=', 'video'), eb('reactions.item', 'in', videoIds)])]),
          ]),
        )
        .orderBy('reactions.id', 'asc')
        .execute();
    },

    /** An album item's row id and its video's id, by the album's name and the item's. */
    findPhoto(albumName: string, name: string): Promise<{ id: number } | undefined> {
      return db
        .selectFrom('album_images')
        .innerJoin('albums', 'albums.id', 'album_images.album_id')
        .select('album_images.id')
        .where('albums.name', '=', albumName)
        .where('album_images.name', '=', name)
        .executeTakeFirst();
    },

    findArticle: (id: number) => db.selectFrom('articles').select('id').where('id', '=', id).executeTakeFirst(),
    findComment: (id: number) => db.selectFrom('comments').select('id').where('id', '=', id).executeTakeFirst(),
    findVideo: (id: string) => db.selectFrom('videos').select(['id', 'status', 'uploader_id']).where('id', '=', id).executeTakeFirst(),
    /** A video's comment, with what its video's audience rule needs. */
    findVideoComment: (id: number) =>
      db
        .selectFrom('video_comments')
        .innerJoin('videos', 'videos.id', 'video_comments.video_id')
        .select(['video_comments.id', 'videos.status', 'videos.uploader_id'])
        .where('video_comments.id', '=', id)
        .executeTakeFirst(),
    findMessage: (ts: number) => db.selectFrom('chat_messages').select('ts').where('ts', '=', ts).executeTakeFirst(),
  };
}

export type ReactionsRepository = ReturnType<typeof reactionsRepository>;
