import type { Kysely } from 'kysely';
import { AccessStatus } from '../../shared/accessStatus.ts';
import type { ChatPushChoice, PushSettings } from '../../shared/pushTypes.ts';
import type { DB } from '../platform/db/schema.ts';
import { leaseTable } from '../platform/jobs/leaseTable.ts';

/** A send a node has taken: the job's row (its `id`) and the subscription it goes to. */
export interface ClaimedPush {
  id: number;
  attempts: number;
  payload: string;
  last: number;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A subscription that may receive a notification, with what its account chose for the chat. */
export interface ChatAudience {
  subscriptionId: number;
  userId: number;
  pseudo: string;
  chat: ChatPushChoice;
}

/** Subscriptions, settings and the send queue of Web Push (issue 24). */
export function pushRepository(db: Kysely<DB>) {
  const jobs = leaseTable<DB, 'push_jobs', number>(db, { table: 'push_jobs', due: (eb, now) => eb('due', '<=', now), order: 'id' });
  /** Subscriptions of granted accounts made by a session: the audience of everything but "validé". */
  const signedIn = () =>
    db
      .selectFrom('push_subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('push_settings as p', 'p.user_id', 's.user_id')
      .where('u.access', '=', AccessStatus.granted)
      .where('s.session_id', 'is not', null);

  return {
    /** The first start's key pair, or the one another node stored first. */
    async vapidKeys(made: { publicKey: string; privateKey: string }): Promise<{ publicKey: string; privateKey: string }> {
      await db
        .insertInto('push_vapid')
        .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const row = await db.selectFrom('push_vapid').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirstOrThrow();
      return { publicKey: row.public_key, privateKey: row.private_key };
    },

    async sessionIdOf(tokenHash: string): Promise<number | undefined> {
      const row = await db.selectFrom('sessions').select('id').where('token_hash', '=', tokenHash).executeTakeFirst();
      return row?.id;
    },

    /**
     * A device subscribes once: the same endpoint again moves to this account and session, as its
     * newest. Then the account keeps its `keep` newest subscriptions. Two statements, not one
     * transaction: whatever the interleaving, the last trim runs after every insert before it.
     */
    async saveSubscription(input: { endpoint: string; p256dh: string; auth: string; userId: number; sessionId: number | null }, keep: number): Promise<void> {
      const values = { p256dh: input.p256dh, auth: input.auth, user_id: input.userId, session_id: input.sessionId, created_at: Date.now() };
      await db
        .insertInto('push_subscriptions')
        .values({ endpoint: input.endpoint, ...values })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
        .execute();
      const newest = db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('user_id', '=', input.userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep);
      await db.deleteFrom('push_subscriptions').where('user_id', '=', input.userId).where('id', 'not in', newest).execute();
    },

    async removeSubscription(userId: number, endpoint: string): Promise<boolean> {
      const result = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async removeSubscriptionById(id: number): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    async removeSubscriptionsOf(userId: number): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
    },

    async settings(userId: number): Promise<PushSettings | undefined> {
      const row = await db.selectFrom('push_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
      if (!row) return undefined;
      return { articles: row.articles === 1, comments: row.comments === 1, chat: row.chat as ChatPushChoice, accounts: row.accounts === 1, steps: row.steps !== 0 };
    },

    async saveSettings(userId: number, settings: PushSettings): Promise<void> {
      const values = {
        articles: Number(settings.articles),
        comments: Number(settings.comments),
        chat: settings.chat,
        accounts: Number(settings.accounts),
        steps: Number(settings.steps),
      };
      await db
        .insertInto('push_settings')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },

    /** True for the one node that records the event first: it alone makes the deliveries. */
    async claimEvent(key: string, now: number): Promise<boolean> {
      const inserted = await db.insertInto('push_events').values({ key, created_at: now }).onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst();
      return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    /** True for the one node that records this step first: at most one « Nouvelle étape » each. */
    async claimStep(key: string, now: number): Promise<boolean> {
      const inserted = await db.insertInto('push_step_notices').values({ key, created_at: now }).onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst();
      return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    /** Everyone whose « Étapes » is on, but whoever added the item (null: nobody to leave out). */
    async stepAudience(adderId: number | null): Promise<number[]> {
      let query = signedIn()
        .select('s.id')
        .where((eb) => eb.or([eb('p.steps', 'is', null), eb('p.steps', '=', 1)]));
      if (adderId !== null) query = query.where('s.user_id', '!=', adderId);
      const rows = await query.execute();
      return rows.map((row) => row.id);
    },

    async forgetEventsBefore(time: number): Promise<void> {
      await db.deleteFrom('push_events').where('created_at', '<', time).execute();
    },

    async articleAudience(writerId: number): Promise<number[]> {
      const rows = await signedIn()
        .select('s.id')
        .where('s.user_id', '!=', writerId)
        .where((eb) => eb.or([eb('p.articles', 'is', null), eb('p.articles', '=', 1)]))
        .execute();
      return rows.map((row) => row.id);
    },

    /** The article's writer and those who commented on it before this comment, not its writer. */
    async commentAudience(articleId: number, commentId: number, commenterId: number): Promise<number[]> {
      const rows = await signedIn()
        .select('s.id')
        .where('s.user_id', '!=', commenterId)
        .where((eb) =>
          eb.or([
            eb('s.user_id', 'in', eb.selectFrom('articles').select('writer_id').where('id', '=', articleId)),
            eb('s.user_id', 'in', eb.selectFrom('comments').select('writer_id').where('article_id', '=', articleId).where('id', '<', commentId)),
          ]),
        )
        .where((eb) => eb.or([eb('p.comments', 'is', null), eb('p.comments', '=', 1)]))
        .execute();
      return rows.map((row) => row.id);
    },

    /** Everyone but the sender whose setting is not 'none', and the accounts `mentioned` whatever
     * their setting (issue 25: a mention reaches a relative who muted the chat). */
    async chatAudience(senderId: number, mentioned: readonly number[] = []): Promise<ChatAudience[]> {
      const rows = await signedIn()
        .select(['s.id', 's.user_id', 'u.first_name', 'p.chat'])
        .where('s.user_id', '!=', senderId)
        .where((eb) => eb.or([eb('p.chat', 'is', null), eb('p.chat', '!=', 'none'), ...(mentioned.length > 0 ? [eb('s.user_id', 'in', [...mentioned])] : [])]))
        .execute();
      return rows.map((row) => ({ subscriptionId: row.id, userId: row.user_id, pseudo: row.first_name, chat: (row.chat ?? 'mentions') as ChatPushChoice }));
    },

    async adminAudience(): Promise<number[]> {
      const rows = await signedIn()
        .select('s.id')
        .where('u.role', '=', 'admin')
        .where((eb) => eb.or([eb('p.accounts', 'is', null), eb('p.accounts', '=', 1)]))
        .execute();
      return rows.map((row) => row.id);
    },

    /** The subscriptions a waiting account gave at registration. */
    async registrationSubscriptions(userId: number): Promise<number[]> {
      const rows = await db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).where('session_id', 'is', null).execute();
      return rows.map((row) => row.id);
    },

    async articleSummary(id: number): Promise<{ writerId: number; writer: string; title: string } | undefined> {
      const row = await db
        .selectFrom('articles as a')
        .innerJoin('users as u', 'u.id', 'a.writer_id')
        .select(['a.writer_id', 'u.first_name', 'a.title'])
        .where('a.id', '=', id)
        .executeTakeFirst();
      return row && { writerId: row.writer_id, writer: row.first_name, title: row.title };
    },

    async commentWriterId(commentId: number): Promise<number | undefined> {
      const row = await db.selectFrom('comments').select('writer_id').where('id', '=', commentId).executeTakeFirst();
      return row?.writer_id;
    },

    async chatSenderId(ts: number): Promise<number | undefined> {
      const row = await db.selectFrom('chat_messages').select('sender_id').where('ts', '=', ts).executeTakeFirst();
      return row?.sender_id ?? undefined;
    },

    async userByEmail(email: string): Promise<{ id: number; pseudo: string } | undefined> {
      const row = await db.selectFrom('users').select(['id', 'first_name']).where('email', '=', email).executeTakeFirst();
      return row && { id: row.id, pseudo: row.first_name };
    },

    async firstAdminEmail(): Promise<string | undefined> {
      const row = await db.selectFrom('users').select('email').where('role', '=', 'admin').orderBy('id').executeTakeFirst();
      return row?.email;
    },

    async countJobs(): Promise<number> {
      const row = await db.selectFrom('push_jobs').select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async enqueue(subscriptionIds: readonly number[], payload: string, now: number, last = false): Promise<void> {
      // In slices: one statement's parameters stay well under SQLite's and PostgreSQL's limits.
      for (let start = 0; start < subscriptionIds.length; start += 500) {
        const slice = subscriptionIds.slice(start, start + 500);
        await db
          .insertInto('push_jobs')
          .values(slice.map((id) => ({ subscription_id: id, payload, due: now, last: last ? 1 : 0 })))
          .execute();
      }
    },

    /** The send queue's rows: due from their `due` time, taken in the order they were queued. */
    jobs,

    /** Takes up to `limit` due sends whose lease is free or has run out (leaseTable.ts). */
    async claim(nodeId: string, now: number, leaseMs: number, limit: number): Promise<ClaimedPush[]> {
      const claimed = await jobs.claim(nodeId, now, leaseMs, limit);
      if (claimed.length === 0) return [];
      const rows = await db
        .selectFrom('push_jobs as j')
        .innerJoin('push_subscriptions as s', 's.id', 'j.subscription_id')
        .select(['j.id', 'j.payload', 'j.last', 's.id as subscriptionId', 's.endpoint', 's.p256dh', 's.auth'])
        .where('j.id', 'in', claimed.map((job) => job.id))
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      // A row gone meanwhile went with its subscription.
      return claimed.flatMap((job) => {
        const row = byId.get(job.id);
        return row ? [{ ...row, attempts: job.attempts }] : [];
      });
    },

    /** "Validé" went out: the registration subscription goes, unless the device has since
     * subscribed again from a session (then it is that session's). */
    async finishLast(jobId: number, subscriptionId: number): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).where('session_id', 'is', null).execute();
      await db.deleteFrom('push_jobs').where('id', '=', jobId).execute();
    },
  };
}

export type PushRepository = ReturnType<typeof pushRepository>;
