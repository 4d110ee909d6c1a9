import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Server, ServerOptions } from 'socket.io';

/** PostgreSQL-backed socket.io adapter, so room broadcasts reach every node's connections. */
export interface SocketAdapter {
  adapter: ServerOptions['adapter'];
  /** Closes `io` and, after it, every connection the adapter holds. */
  closeWith(io: Server): Promise<void>;
}

/** The part of the adapter's listening client that its shutdown has to reach. */
interface AdapterListener {
  scheduleReconnection(): void;
  client?: pg.PoolClient;
}

/**
 * The adapter gets a pool of its own, of two connections: one listens, one notifies. With four,
 * bursts of broadcasts were seen arriving out of order on the other nodes.
 *
 * The adapter's listening client is acquired in the background and re-acquired whenever it drops,
 * and its close does not wait for either: a node closed while it is being acquired would keep the
 * connection (and the pool's end waiting on it), and keep retrying on a closed pool. So the retry
 * is turned off at close, and the listening client handed back once it is there.
 */
export function createSocketAdapter(connectionString: string, log: FastifyBaseLogger): SocketAdapter {
  const pool = new pg.Pool({ connectionString, max: 2 });
  pool.on('error', (error) => log.warn({ err: error }, 'socket.io adapter connection lost'));
  // The adapter's own listening client has no error handler: a dropped connection would throw.
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn({ err: error }, 'socket.io adapter connection lost'));
  });
  const errorHandler = (error: Error) => log.warn({ err: error }, 'socket.io adapter error');

  return {
    adapter: createAdapter(pool, { errorHandler }) as ServerOptions['adapter'],
    async closeWith(io) {
      const listener = (io.of('/').adapter as unknown as { client?: AdapterListener }).client;
      if (listener !== undefined) listener.scheduleReconnection = () => undefined;
      await io.close();
      // The listening client, once it is there (a node closed right after it started may still
      // be acquiring it), is handed back as broken, which ends it. Broadcasts under way hand
      // theirs back themselves.
      const deadline = Date.now() + 5000;
      while (pool.totalCount > pool.idleCount && Date.now() < deadline) {
        const listening = listener?.client;
        if (listening !== undefined) {
          listener!.client = undefined;
          listening.removeAllListeners('end');
          listening.release(true);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await Promise.race([pool.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000))]);
    },
  };
}
