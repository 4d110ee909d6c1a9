import type { Kysely } from 'kysely';
import type { ChatMessage } from '../../shared/chatTypes.ts';
import type { DB } from '../db/schema.ts';

export interface NewChatMessage {
  ts: number;
  senderId: number;
  sender: string;
  color: string;
  message: string;
}

const messageColumns = ['ts', 'sender', 'color', 'message'] as const;

function toChatMessage(row: { ts: number; sender: string; color: string; message: string }): ChatMessage {
  return { message: row.message, sender: row.sender, ts: String(row.ts), color: row.color };
}

export function chatRepository(db: Kysely<DB>) {
  return {
    async newestTs(): Promise<number> {
      const row = await db.selectFrom('chat_messages').select((eb) => eb.fn.max('ts').as('newest')).executeTakeFirst();
      return Number(row?.newest ?? 0);
    },

    async insertMessage(message: NewChatMessage): Promise<void> {
      await db
        .insertInto('chat_messages')
        .values({ ts: message.ts, sender_id: message.senderId, sender: message.sender, color: message.color, message: message.message })
        .execute();
    },

    /** The newest `limit` messages, oldest first. */
    async latest(limit: number): Promise<ChatMessage[]> {
      const rows = await db.selectFrom('chat_messages').select(messageColumns).orderBy('ts', 'desc').limit(limit).execute();
      return rows.reverse().map(toChatMessage);
    },

    /** The newest `limit` messages after `ts`, oldest first. */
    async after(ts: number, limit: number): Promise<ChatMessage[]> {
      const rows = await db
        .selectFrom('chat_messages')
        .select(messageColumns)
        .where('ts', '>', ts)
        .orderBy('ts', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse().map(toChatMessage);
    },

    /** Messages after `ts` that others sent: what a relative has not read yet. */
    async countFromOthersAfter(ts: number, userId: number): Promise<number> {
      const row = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number>().as('unread'))
        .where('ts', '>', ts)
        .where((eb) => eb.or([eb('sender_id', 'is', null), eb('sender_id', '!=', userId)]))
        .executeTakeFirst();
      return Number(row?.unread ?? 0);
    },

    /** True when a message had that ts. */
    async deleteByTs(ts: number): Promise<boolean> {
      const result = await db.deleteFrom('chat_messages').where('ts', '=', ts).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async colorOf(userId: number): Promise<string | undefined> {
      const row = await db.selectFrom('chat_colors').select('color').where('user_id', '=', userId).executeTakeFirst();
      return row?.color;
    },

    async colorUsage(): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('chat_colors')
        .select((eb) => ['color', eb.fn.countAll<number>().as('users')])
        .groupBy('color')
        .execute();
      return new Map(rows.map((row) => [row.color, Number(row.users)]));
    },

    async assignColor(userId: number, color: string): Promise<void> {
      await db
        .insertInto('chat_colors')
        .values({ user_id: userId, color })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
