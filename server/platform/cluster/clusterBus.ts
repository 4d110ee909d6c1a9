import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** What one node tells the others. Payloads are JSON and small (PostgreSQL's NOTIFY takes < 8 KB). */
export type BusChannel = 'events' | 'chat' | 'jobs';

export type BusListener = (payload: unknown, fromThisNode: boolean) => void;

/**
 * How the nodes of one Lapin hear each other. On SQLite there is only ever one node, so nothing
 * travels; on PostgreSQL the nodes LISTEN on the database they share (clusterBus/postgresBus.ts).
 */
export interface ClusterBus {
  /** False on the single-node SQLite setup: nothing leaves the process. */
  readonly clustered: boolean;
  /** Tells the other nodes, outside any transaction (after the commit that caused it). */
  publish(channel: BusChannel, payload: unknown): Promise<void>;
  /**
   * Inside a transaction: every node, this one included, hears it once the transaction commits,
   * in commit order. Only for a clustered bus.
   */
  publishInTransaction(trx: Kysely<DB>, channel: BusChannel, payload: unknown): Promise<void>;
  /**
   * What `publishInTransaction` would send, for a statement that notifies by itself: the
   * PostgreSQL channel and the notification's text. Only for a clustered bus.
   */
  notification(channel: BusChannel, payload: unknown): { channel: string; text: string };
  subscribe(channel: BusChannel, listener: BusListener): void;
  /** Called after the connection to the others was lost and found again: what was said meanwhile is gone. */
  onResumed(listener: () => void): void;
  close(): Promise<void>;
}

/** The single node's bus: there is nobody to tell. */
export function createLocalBus(): ClusterBus {
  return {
    clustered: false,
    publish: async () => undefined,
    publishInTransaction: async () => {
      throw new Error('publishInTransaction needs a clustered bus');
    },
    notification: () => {
      throw new Error('notification needs a clustered bus');
    },
    subscribe: () => undefined,
    onResumed: () => undefined,
    close: async () => undefined,
  };
}
