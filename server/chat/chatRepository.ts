import { sql, type Kysely } from 'kysely';
import { AccessStatus } from '../../shared/accessStatus.ts';
import type { ChatMention, ChatMessage, UploadedChatPhoto } from '../../shared/chatTypes.ts';
import type { DB } from '../platform/db/schema.ts';
import { chatPhotosRepository } from './chatPhotosRepository.ts';
import { isIndexedMessage, messageEntry, messageIndexColumns } from '../search/searchEntries.ts';
import { insertSearchEntries, slotsPerMs } from '../search/searchIndex.ts';
import { parseStoredMentions, renderMentions, type StoredMention } from './chatMentions.ts';

export interface NewChatMessage {
  senderId: number;
  sender: string;
  color: string;
  message: string;
  /** The id the sender's device gave it (issue 24): stored once per sender. */
  clientId?: string;
  /** Issue 25: the ts of the message answered. */
  replyTo?: number;
  /** Issue 25: where each mentioned account's `@pseudo` stands in `message`, and its pseudo now. */
  mentions?: Array<StoredMention & { pseudo: string }>;
  /** Issue 25: the sender's waiting photos it carries, in order (attached in its transaction). */
  images?: UploadedChatPhoto[];
}

/** What `newmessage` shows of a new message's photos. */
export function shownImages(message: NewChatMessage): Pick<ChatMessage, 'images'> {
  return message.images === undefined || message.images.length === 0 ? {} : { images: message.images.map(({ id: _id, ...shown }) => shown) };
}

const messageColumns = ['ts', 'sender', 'color', 'message', 'client_id', 'reply_to', 'mentions'] as const;

type MessageRow = { ts: number; sender: string; color: string; message: string; client_id: string | null; reply_to: number | null; mentions: string | null };

/** The spec's fields, then issue 24's and 25's only when the message has them: a client that
 * knows nothing of them gets the payloads of before. */
function toChatMessage(row: MessageRow, pseudos: ReadonlyMap<number, string>): ChatMessage {
  const stored = parseStoredMentions(row.mentions);
  const rendered = stored === undefined ? undefined : renderMentions(row.message, stored, pseudos);
  return {
    message: rendered?.message ?? row.message,
    sender: row.sender,
    ts: String(row.ts),
    color: row.color,
    ...(row.client_id !== null && { clientId: row.client_id }),
    ...(row.reply_to !== null && { replyTo: String(row.reply_to) }),
    ...(rendered !== undefined && rendered.mentions.length > 0 && { mentions: rendered.mentions }),
  };
}

function rowOf(message: NewChatMessage, ts: number): MessageRow & { sender_id: number } {
  return {
    ts,
    sender_id: message.senderId,
    sender: message.sender,
    color: message.color,
    message: message.message,
    client_id: message.clientId ?? null,
    reply_to: message.replyTo ?? null,
    mentions: message.mentions === undefined ? null : JSON.stringify(message.mentions.map(({ id, at, length }) => ({ id, at, length }))),
  };
}

/** The pseudos a new message was checked with (chatMessageExtras.ts): it is rendered with them. */
function pseudosOf(messages: readonly NewChatMessage[]): Map<number, string> {
  return new Map(messages.flatMap((message) => (message.mentions ?? []).map((mention): [number, string] => [mention.id, mention.pseudo])));
}

/** A new message as every node delivers it, without its ts (chatDelivery.ts sends it inline). */
export function deliveredBody(message: NewChatMessage): Omit<ChatMessage, 'ts'> {
  const { ts: _, ...body } = toChatMessage(rowOf(message, 0), pseudosOf([message]));
  return { ...body, ...shownImages(message) };
}

export function chatRepository(db: Kysely<DB>) {
  const images = chatPhotosRepository(db);
  /** Read messages with their photos (issue 25), in one more query. */
  const withImages = async (messages: ChatMessage[]): Promise<ChatMessage[]> => {
    const found = await images.ofMessages(messages.map((message) => Number(message.ts)));
    if (found.size === 0) return messages;
    return messages.map((message) => {
      const shown = found.get(Number(message.ts));
      return shown === undefined ? message : { ...message, images: shown };
    });
  };
  const hasImages = (message: NewChatMessage) => message.images !== undefined && message.images.length > 0;
  const attachImages = async (trx: Kysely<DB>, message: NewChatMessage, ts: number) => {
    if (hasImages(message)) await images.attach(trx, message.senderId, message.images!.map((image) => image.id), ts);
  };

  /**
   * Stores messages, in order, under the next ts values: the first is max(last + 1, now), each
   * next one 1 more. One transaction with the clock row: on PostgreSQL its lock makes concurrent
   * appends from every node commit in ts order.
   */
  const appendMany = async (messages: NewChatMessage[], now: number): Promise<ChatMessage[]> => {
    if (messages.length === 0) return [];
    const count = messages.length;
    return db.transaction().execute(async (trx) => {
      const clock = await trx
        .updateTable('chat_clock')
        .set({ last: sql<number>`case when last + ${count} > ${now + count - 1} then last + ${count} else ${now + count - 1} end` })
        .where('id', '=', 1)
        .returning('last')
        .executeTakeFirstOrThrow();
      const first = Number(clock.last) - count + 1;
      const rows = messages.map((message, index) => rowOf(message, first + index));
      await trx.insertInto('chat_messages').values(rows).execute();
      // Issue 41: found by search from the same commit.
      await insertSearchEntries(trx, rows.filter(isIndexedMessage).map(messageEntry));
      const pseudos = pseudosOf(messages);
      for (const [index, message] of messages.entries()) await attachImages(trx, message, first + index);
      return rows.map((row, index) => ({ ...toChatMessage(row, pseudos), ...shownImages(messages[index]!) }));
    });
  };

  /** Stored rows as clients get them: each mention with its account's pseudo now. */
  const render = async (rows: MessageRow[]): Promise<ChatMessage[]> => {
    const ids = new Set(rows.flatMap((row) => (parseStoredMentions(row.mentions) ?? []).map((mention) => mention.id)));
    const pseudos = new Map<number, string>();
    if (ids.size > 0) {
      const users = await db.selectFrom('users').select(['id', 'first_name']).where('id', 'in', [...ids]).execute();
      for (const user of users) pseudos.set(user.id, user.first_name);
    }
    return withImages(rows.map((row) => toChatMessage(row, pseudos)));
  };
  const renderOne = async (row: MessageRow | undefined) => (row === undefined ? undefined : (await render([row]))[0]);

  return {
    /** The newest ts ever handed out (0 before the first message). */
    async lastTs(): Promise<number> {
      const row = await db.selectFrom('chat_clock').select('last').where('id', '=', 1).executeTakeFirst();
      return Number(row?.last ?? 0);
    },

    /** Stores a message under the next ts, max(last + 1, now) (see appendMany). */
    async append(message: NewChatMessage, now: number): Promise<ChatMessage> {
      const [stored] = await appendMany([message], now);
      return stored!;
    },

    appendMany,

    /**
     * PostgreSQL only: `append` and its notification in one statement, so the clock row is locked
     * for one round trip instead of a transaction's five. `notice.template` is the notification's
     * text with `notice.placeholder` wherever the new ts goes.
     */
    async appendNotified(message: NewChatMessage, now: number, notice: { channel: string; template: string; placeholder: string }): Promise<ChatMessage> {
      const row = rowOf(message, 0);
      const index = messageIndexColumns(row);
      const run = async (on: Kysely<DB>) => {
        const { rows } = await sql<{ ts: number }>`
        with clock as (
          update chat_clock set last = greatest(last + 1, ${now}::bigint) where id = 1 returning last
        ), stored as (
          insert into chat_messages (ts, sender_id, sender, color, message, client_id, reply_to, mentions)
          select last, ${row.sender_id}, ${row.sender}, ${row.color}, ${row.message}, ${row.client_id}, ${row.reply_to}::bigint, ${row.mentions} from clock
          returning ts
        ), indexed as (
          -- Issue 41: the search entry in the same statement (searchEntries.ts says what it holds).
          insert into search_items (id, kind, item, scope, author_id, ts, title, body, url, tsv)
          select ts * ${slotsPerMs}, 'message', ts::text, null, ${row.sender_id}, ts, ${index.title}, ${row.message}, ${index.urlPrefix} || ts::text, ${index.tsv}::tsvector
          from stored where ${index.indexed}
        ), words as (
          insert into search_words (word) select unnest(${index.words}::text[]) from stored where ${index.indexed} on conflict do nothing
        )
        select ts, pg_notify(${notice.channel}, replace(${notice.template}, ${notice.placeholder}, ts::text)) from stored`.execute(on);
        const ts = Number(rows[0]!.ts);
        await attachImages(on, message, ts);
        return { ...toChatMessage({ ...row, ts }, pseudosOf([message])), ...shownImages(message) };
      };
      // With photos, one transaction: they are attached before the commit sends the notification.
      return hasImages(message) ? db.transaction().execute(run) : run(db);
    },

    /** One stored message, by ts. */
    async byTs(ts: number): Promise<ChatMessage | undefined> {
      return renderOne(await db.selectFrom('chat_messages').select(messageColumns).where('ts', '=', ts).executeTakeFirst());
    },

    /** Issue 25: whether a message has that ts (a reply must answer one). */
    async has(ts: number): Promise<boolean> {
      return (await db.selectFrom('chat_messages').select('ts').where('ts', '=', ts).executeTakeFirst()) !== undefined;
    },

    /** Issue 25: who sent the message; null once their account is gone, undefined with no such message. */
    async senderOf(ts: number): Promise<number | null | undefined> {
      const row = await db.selectFrom('chat_messages').select('sender_id').where('ts', '=', ts).executeTakeFirst();
      return row?.sender_id;
    },

    /** Issue 25: the granted accounts among `ids`, with their pseudo (those a message may mention). */
    async grantedAccounts(ids: readonly number[]): Promise<ChatMention[]> {
      const rows = await db.selectFrom('users').select(['id', 'first_name']).where('id', 'in', [...ids]).where('access', '=', AccessStatus.granted).execute();
      return rows.map((row) => ({ id: row.id, pseudo: row.first_name }));
    },

    /** Issue 38: every granted relative, whom a message may mention. */
    async grantedMembers(): Promise<ChatMention[]> {
      const rows = await db.selectFrom('users').select(['id', 'first_name']).where('access', '=', AccessStatus.granted).orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, pseudo: row.first_name }));
    },

    /** The message a sender already sent under that device id, if it is stored. */
    async byClientId(senderId: number, clientId: string): Promise<ChatMessage | undefined> {
      const row = await db
        .selectFrom('chat_messages')
        .select(messageColumns)
        .where('sender_id', '=', senderId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return renderOne(row);
    },

    /** The newest `limit` messages, oldest first. */
    async latest(limit: number): Promise<ChatMessage[]> {
      const rows = await db.selectFrom('chat_messages').select(messageColumns).orderBy('ts', 'desc').limit(limit).execute();
      return render(rows.reverse());
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
      return render(rows.reverse());
    },

    /** The oldest `limit` messages after `ts`, oldest first: a page of what a node missed. */
    async oldestAfter(ts: number, limit: number): Promise<ChatMessage[]> {
      const rows = await db.selectFrom('chat_messages').select(messageColumns).where('ts', '>', ts).orderBy('ts', 'asc').limit(limit).execute();
      return render(rows);
    },

    /** Messages after `ts`, up to `upTo`, that others sent: what a relative has not read yet. */
    async countFromOthersAfter(ts: number, userId: number, upTo = Number.MAX_SAFE_INTEGER): Promise<number> {
      const row = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number>().as('unread'))
        .where('ts', '>', ts)
        .where('ts', '<=', upTo)
        .where((eb) => eb.or([eb('sender_id', 'is', null), eb('sender_id', '!=', userId)]))
        .executeTakeFirst();
      return Number(row?.unread ?? 0);
    },

    /** True when a message had that ts. `alsoInTransaction` runs before the commit, only then. */
    async deleteByTs(ts: number, alsoInTransaction?: (trx: Kysely<DB>) => Promise<void>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('chat_messages').where('ts', '=', ts).executeTakeFirst();
        const deleted = Number(result.numDeletedRows) > 0;
        if (deleted) await alsoInTransaction?.(trx);
        return deleted;
      });
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
