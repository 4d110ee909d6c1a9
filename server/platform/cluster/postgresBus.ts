import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema.ts';
import type { BusChannel, BusListener, ClusterBus } from './clusterBus.ts';

const channels: readonly BusChannel[] = ['events', 'chat', 'jobs'];
const pgChannel = (channel: BusChannel) => `lapin_${channel}`;
const RECONNECT_MS = 500;
// Named in pg_stat_activity, so an operator (and the fault tests) can tell the listening
// connection from the pool's: `PGAPPNAME=lapin-a` gives 'lapin-a bus'.
const busApplicationName = () => `${process.env.PGAPPNAME ?? 'lapin'} bus`.slice(0, 63);

interface Envelope {
  /** The node that said it. */
  n: string;
  p: unknown;
}

/**
 * The nodes of one Lapin hear each other through PostgreSQL's LISTEN/NOTIFY on the database they
 * share: one connection per node listens, and notifications go out on the app's own pool, or
 * inside a transaction, in which case PostgreSQL hands them out at its commit, in commit order.
 * When the listening connection drops, it comes back by itself; what was said meanwhile is lost,
 * and `onResumed` lets the node make up for it.
 */
export async function createPostgresBus(db: Kysely<DB>, connectionString: string, nodeId: string, log: FastifyBaseLogger): Promise<ClusterBus> {
  const listeners = new Map<BusChannel, BusListener[]>(channels.map((channel) => [channel, []]));
  const resumedListeners: Array<() => void> = [];
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const hear = (message: pg.Notification) => {
    const channel = channels.find((name) => pgChannel(name) === message.channel);
    if (channel === undefined || message.payload === undefined) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message.payload) as Envelope;
    } catch {
      return;
    }
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener(envelope.p, envelope.n === nodeId);
      } catch (error) {
        log.error({ err: error, channel }, 'cluster message not handled');
      }
    }
  };

  const listen = async (resuming: boolean) => {
    const listening = new pg.Client({ connectionString, application_name: busApplicationName() });
    // What a new connection hears waits until the node has been told it is back: whatever makes
    // up for the gap (the chat's catch-up) must come before the first message heard after it.
    let early: pg.Notification[] | undefined = [];
    listening.on('notification', (message) => (early === undefined ? hear(message) : early.push(message)));
    listening.on('error', (error) => {
      log.warn({ err: error }, 'cluster connection lost');
      lost(listening);
    });
    listening.on('end', () => lost(listening));
    try {
      await listening.connect();
      for (const channel of channels) await listening.query(`LISTEN ${pgChannel(channel)}`);
    } catch (error) {
      // A connection that came but could not LISTEN is not left open.
      listening.removeAllListeners('notification');
      void listening.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      void listening.end().catch(() => undefined);
      return;
    }
    client = listening;
    if (resuming) {
      log.info('cluster connection back');
      for (const listener of resumedListeners) {
        try {
          listener();
        } catch (error) {
          log.error({ err: error }, 'cluster resume not handled');
        }
      }
    }
    const waiting = early;
    early = undefined;
    for (const message of waiting) hear(message);
  };

  const lost = (listening: pg.Client) => {
    if (client !== listening || closed) return;
    client = undefined;
    listening.removeAllListeners('notification');
    void listening.end().catch(() => undefined);
    const again = () => {
      retry = setTimeout(() => {
        if (closed) return;
        listen(true).catch(() => again());
      }, RECONNECT_MS);
    };
    again();
  };

  await listen(false);

  const notification = (channel: BusChannel, payload: unknown) => {
    const envelope: Envelope = { n: nodeId, p: payload };
    return { channel: pgChannel(channel), text: JSON.stringify(envelope) };
  };
  const notify = async (on: Kysely<DB>, channel: BusChannel, payload: unknown) => {
    const { channel: name, text } = notification(channel, payload);
    await sql`select pg_notify(${name}, ${text})`.execute(on);
  };

  return {
    clustered: true,
    publish: (channel, payload) => notify(db, channel, payload),
    publishInTransaction: (trx, channel, payload) => notify(trx, channel, payload),
    notification,
    subscribe(channel, listener) {
      listeners.get(channel)!.push(listener);
    },
    onResumed(listener) {
      resumedListeners.push(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const listening = client;
      client = undefined;
      await listening?.end().catch(() => undefined);
    },
  };
}
