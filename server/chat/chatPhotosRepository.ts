import { sql, type Kysely } from 'kysely';
import { renditionFileName } from '../../shared/photoUrls.ts';
import type { ChatPhoto } from '../../shared/chatTypes.ts';
import type { DB } from '../platform/db/schema.ts';

/** The PhotoStore collection (folder under DATA_DIR/media) of the chat's photos. */
export const CHAT_PHOTO_COLLECTION = 'chat';

/** A chat photo as `newmessage` and the histories carry it: cookie-protected /media URLs. */
export function chatPhotoOf(row: { id: string; width: number; height: number }): ChatPhoto {
  const url = (size: 'screen' | 'thumb') => `/media/${CHAT_PHOTO_COLLECTION}/${renditionFileName(row.id, size)}`;
  return { url: url('screen'), thumbnail: url('thumb'), width: row.width, height: row.height };
}

export interface UploadedRow {
  id: string;
  ownerId: number;
  width: number;
  height: number;
}

export function chatPhotosRepository(db: Kysely<DB>) {
  return {
    async insertUploaded(rows: readonly UploadedRow[], now: number): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('chat_images')
        .values(rows.map((row) => ({ id: row.id, owner_id: row.ownerId, message_ts: null, width: row.width, height: row.height, uploaded_at: now })))
        .execute();
    },

    /** Those of `ids` that are `ownerId`'s photos waiting to be sent. */
    async waiting(ownerId: number, ids: readonly string[]): Promise<{ id: string; width: number; height: number }[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('chat_images')
        .select(['id', 'width', 'height'])
        .where('owner_id', '=', ownerId)
        .where('message_ts', 'is', null)
        .where('id', 'in', [...ids])
        .execute();
    },

    /**
     * Inside the message's transaction: gives `ids` (in that order) to the message at `ts`. Throws
     * when one is not, or no longer, the sender's waiting photo (sent meanwhile with another
     * message, or swept): the message is then not stored either.
     */
    async attach(trx: Kysely<DB>, ownerId: number, ids: readonly string[], ts: number): Promise<void> {
      for (const [position, id] of ids.entries()) {
        const result = await trx
          .updateTable('chat_images')
          .set({ message_ts: ts, position })
          .where('id', '=', id)
          .where('owner_id', '=', ownerId)
          .where('message_ts', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new ChatPhotosTaken();
      }
    },

    /** The photos of the messages at `ts`, in their order. */
    async ofMessages(ts: readonly number[]): Promise<Map<number, ChatPhoto[]>> {
      const found = new Map<number, ChatPhoto[]>();
      if (ts.length === 0) return found;
      const rows = await db
        .selectFrom('chat_images')
        .select(['id', 'message_ts', 'width', 'height'])
        .where('message_ts', 'in', [...ts])
        .orderBy('message_ts')
        .orderBy('position')
        .execute();
      for (const row of rows) {
        const key = Number(row.message_ts);
        found.set(key, [...(found.get(key) ?? []), chatPhotoOf(row)]);
      }
      return found;
    },

    /**
     * Removes the rows whose photos must go, and answers their ids (the caller removes the files):
     * those of messages no longer stored (deleted, on this node or another, or before a crash),
     * and those never sent, uploaded before `uploadedBefore`.
     */
    async takeDropped(uploadedBefore: number): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('chat_images')
          .select('id')
          .where((eb) =>
            eb.or([
              eb.and([eb('message_ts', 'is', null), eb('uploaded_at', '<', uploadedBefore)]),
              eb.and([eb('message_ts', 'is not', null), eb.not(eb.exists(eb.selectFrom('chat_messages').select(sql`1`.as('one')).whereRef('chat_messages.ts', '=', 'chat_images.message_ts')))]),
            ]),
          )
          .execute();
        const ids = rows.map((row) => row.id);
        if (ids.length > 0) await trx.deleteFrom('chat_images').where('id', 'in', ids).execute();
        return ids;
      });
    },
  };
}

export type ChatPhotosRepository = ReturnType<typeof chatPhotosRepository>;

/** A photo named by a message is not (any more) its sender's waiting photo. */
export class ChatPhotosTaken extends Error {
  constructor() {
    super('chat image not waiting for this sender');
    this.name = 'ChatPhotosTaken';
  }
}
