import { PostgresAdapter, type Kysely } from 'kysely';
import type { Participant } from '../../shared/chatTypes.ts';
import type { DB } from '../platform/db/schema.ts';

export interface PresenceEntry {
  socketId: string;
  nodeId: string;
  userId: number;
  participant: Participant;
}

/** What the end of a connection means for the others. */
export type Leave = 'stays' | 'left' | 'leaving';

/**
 * Who is in the chat, across every node. Joins and leaves of one user are decided one at a time
 * (the user's row is locked on PostgreSQL; SQLite runs one transaction at a time anyway), so two
 * tabs opening on two nodes at once announce the relative once, and closing them once.
 * `aliveSince`: rows of nodes silent since before it no longer count.
 *
 * Presence without blips (issue 24): the end of a user's last connection, given a `dueAt`, is a
 * departure row rather than a leave. The user still counts as present; a connection of theirs
 * opening on any node before `dueAt` deletes the row (under the same lock) and announces nothing,
 * neither the leave nor the join. Otherwise `settle` deletes it once due, and the node whose
 * delete took the row alone announces the leave: once, whichever node holds the timer or dies.
 */
export function presenceRepository(db: Kysely<DB>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  const lockUser = async (trx: Kysely<DB>, userId: number) => {
    const query = trx.selectFrom('users').select('id').where('id', '=', userId);
    await (postgres ? query.forUpdate() : query).execute();
  };

  const liveConnections = async (trx: Kysely<DB>, userId: number, aliveSince: number) => {
    const row = await trx
      .selectFrom('chat_presence')
      .innerJoin('cluster_nodes', 'cluster_nodes.node_id', 'chat_presence.node_id')
      .select((eb) => eb.fn.countAll<number>().as('connections'))
      .where('chat_presence.user_id', '=', userId)
      .where('cluster_nodes.seen_at', '>=', aliveSince)
      .executeTakeFirst();
    return Number(row?.connections ?? 0);
  };

  /** Who is in the chat, each with their account's id (issue 25: the snapshots carry it for mentions). */
  const listWithIds = async (aliveSince: number): Promise<Participant[]> => {
    const connected = await db
      .selectFrom('chat_presence')
      .innerJoin('cluster_nodes', 'cluster_nodes.node_id', 'chat_presence.node_id')
      .select(['chat_presence.user_id', 'chat_presence.username', 'chat_presence.color', 'chat_presence.since', 'chat_presence.socket_id as key'])
      .where('cluster_nodes.seen_at', '>=', aliveSince)
      .execute();
    const leaving = await db.selectFrom('chat_departures').select(['user_id', 'username', 'color', 'since']).execute();
    const rows = [...connected, ...leaving.map((row) => ({ ...row, key: '' }))].sort(
      (a, b) => Number(a.since) - Number(b.since) || a.key.localeCompare(b.key),
    );
    const byUser = new Map<number, Participant>();
    for (const row of rows) if (!byUser.has(row.user_id)) byUser.set(row.user_id, { username: row.username, color: row.color, id: row.user_id });
    return [...byUser.values()];
  };

  return {
    listWithIds,

    async heartbeat(nodeId: string, now: number): Promise<void> {
      await db
        .insertInto('cluster_nodes')
        .values({ node_id: nodeId, seen_at: now })
        .onConflict((conflict) => conflict.column('node_id').doUpdateSet({ seen_at: now }))
        .execute();
    },

    /** True when this is the user's first live connection: the others hear that they joined. A
     * connection back before a pending departure is due is not a first one. */
    async add(entry: PresenceEntry, now: number, aliveSince: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await lockUser(trx, entry.userId);
        const returned = await trx.deleteFrom('chat_departures').where('user_id', '=', entry.userId).executeTakeFirst();
        const before = Number(returned.numDeletedRows) > 0 ? 1 : await liveConnections(trx, entry.userId, aliveSince);
        await trx
          .insertInto('chat_presence')
          .values({
            socket_id: entry.socketId,
            node_id: entry.nodeId,
            user_id: entry.userId,
            username: entry.participant.username,
            color: entry.participant.color,
            since: now,
          })
          .execute();
        return before === 0;
      });
    },

    /**
     * 'left' when that was the user's last live connection: the others hear that they left. With
     * a `dueAt`, the last connection leaves a departure instead ('leaving'), settled by `settle`.
     */
    async remove(socketId: string, userId: number, aliveSince: number, dueAt?: number): Promise<Leave> {
      return db.transaction().execute(async (trx) => {
        await lockUser(trx, userId);
        const removed = await trx
          .deleteFrom('chat_presence')
          .where('socket_id', '=', socketId)
          .returning(['username', 'color', 'since'])
          .executeTakeFirst();
        if (removed === undefined || (await liveConnections(trx, userId, aliveSince)) > 0) return 'stays';
        if (dueAt === undefined) return 'left';
        await trx
          .insertInto('chat_departures')
          .values({ user_id: userId, username: removed.username, color: removed.color, since: Number(removed.since), due_at: dueAt })
          .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ due_at: dueAt }))
          .execute();
        return 'leaving';
      });
    },

    /** Deletes the departures due by `now`; the relatives returned are gone and are announced by the caller alone. */
    async settle(now: number): Promise<Participant[]> {
      const rows = await db.deleteFrom('chat_departures').where('due_at', '<=', now).returning(['username', 'color', 'since']).execute();
      return rows.sort((a, b) => Number(a.since) - Number(b.since)).map((row) => ({ username: row.username, color: row.color }));
    },

    /** Everyone connected to a live node, or whose departure is pending, each once, longest-connected first. */
    async list(aliveSince: number): Promise<Participant[]> {
      return (await listWithIds(aliveSince)).map(({ username, color }) => ({ username, color }));
    },

    /**
     * Removes the connections of nodes silent since before `aliveSince` (and those nodes), and
     * returns the relatives who are thereby gone from the chat. Each row is deleted by exactly
     * one sweeper, which alone announces its users.
     */
    async sweep(aliveSince: number): Promise<Participant[]> {
      const stale = await db.selectFrom('cluster_nodes').select('node_id').where('seen_at', '<', aliveSince).execute();
      if (stale.length === 0) return [];
      const nodeIds = stale.map((row) => row.node_id);
      const gone: Participant[] = [];
      const removed = await db
        .deleteFrom('chat_presence')
        .where('node_id', 'in', nodeIds)
        .returning(['user_id', 'username', 'color'])
        .execute();
      await db.deleteFrom('cluster_nodes').where('node_id', 'in', nodeIds).where('seen_at', '<', aliveSince).execute();
      const users = new Map(removed.map((row) => [row.user_id, { username: row.username, color: row.color }]));
      for (const [userId, participant] of users) {
        const left = await db.transaction().execute(async (trx) => {
          await lockUser(trx, userId);
          return (await liveConnections(trx, userId, aliveSince)) === 0;
        });
        if (left) gone.push(participant);
      }
      return gone;
    },

    /** A node stopping: its connections and itself go. With a `dueAt`, each of them is a
     * departure as above, so that relatives whose phones reconnect elsewhere are not announced. */
    async removeNode(nodeId: string, aliveSince: number, dueAt?: number): Promise<void> {
      const rows = await db.selectFrom('chat_presence').select(['socket_id', 'user_id']).where('node_id', '=', nodeId).execute();
      for (const row of rows) await this.remove(row.socket_id, row.user_id, aliveSince, dueAt);
      await db.deleteFrom('chat_presence').where('node_id', '=', nodeId).execute();
      await db.deleteFrom('cluster_nodes').where('node_id', '=', nodeId).execute();
    },
  };
}

export type PresenceRepository = ReturnType<typeof presenceRepository>;
