import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Namespace, Server, ServerOptions } from 'socket.io';
import { POSTGRES_CONNECT_TIMEOUT_MS } from '../db/database.ts';
import { surviveDroppedConnections } from '../db/databaseUnavailable.ts';

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
  const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
  surviveDroppedConnections(pool, (error) => log.warn({ err: error }, 'socket.io adapter connection lost'));
  const errorHandler = (error: Error) => log.warn({ err: error }, 'socket.io adapter error');

  return {
    adapter: listeningThatComesBack(createAdapter(listenerReleasedWhenLost(pool) as pg.Pool, { errorHandler })),
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

/**
 * The adapter takes its listening connection with `pool.connect()` and, when it drops, forgets it
 * without handing it back: each PostgreSQL restart would keep one of the pool's two slots, and
 * after the first, broadcasts would wait for a connection forever. A lost listening connection is
 * handed back, as broken, so the pool opens a new one.
 */
function listenerReleasedWhenLost(pool: pg.Pool): Pick<pg.Pool, 'connect' | 'query'> {
  return {
    query: pool.query.bind(pool) as pg.Pool['query'],
    connect: (async () => {
      const client = await pool.connect();
      client.once('end', () => {
        try {
          client.release(new Error('socket.io adapter: listening connection lost'));
        } catch {
          // Already handed back (the adapter's close, or closeWith below).
        }
      });
      return client;
    }) as pg.Pool['connect'],
  };
}

/** The part of the adapter's listener that reconnects. */
interface Reconnecting {
  scheduleReconnection(): void;
  initClient(): Promise<void>;
}

/**
 * A listening connection that dies between its connect and its LISTEN reports it twice (the
 * failed LISTEN and its 'end'): two reconnections would then listen side by side and every
 * broadcast would arrive twice. One is scheduled at a time.
 */
function listeningThatComesBack(factory: ReturnType<typeof createAdapter>): ServerOptions['adapter'] {
  const patched = new WeakSet<object>();
  // socket.io calls it with `new`: a plain function, whose returned object `new` gives back.
  return function adapterFor(nsp: Namespace) {
    const adapter = factory(nsp) as unknown as { client?: Reconnecting };
    const listener = adapter.client;
    if (listener !== undefined && !patched.has(listener)) {
      patched.add(listener);
      const schedule = listener.scheduleReconnection.bind(listener);
      const init = listener.initClient.bind(listener);
      let scheduled = false;
      listener.scheduleReconnection = () => {
        if (scheduled) return;
        scheduled = true;
        schedule();
      };
      listener.initClient = () => {
        scheduled = false;
        return init();
      };
    }
    return adapter;
  } as unknown as ServerOptions['adapter'];
}
