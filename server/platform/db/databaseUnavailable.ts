import type pg from 'pg';

// PostgreSQL going away (a restart, a failover, pg_terminate_backend) or not back yet: the caller
// can do nothing but try again shortly, so it answers 503, not 500.

/** admin_shutdown, crash_shutdown, cannot_connect_now, the connection_exception class, too_many_connections. */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// What node-postgres says, without a code, of a connection that died or never came.
const lostConnection = /^Connection terminated|timeout exceeded when trying to connect|is not queryable/;

/** True when `error` (or what caused it) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (unavailableStates.has(code) || networkCodes.has(code))) return true;
  if (typeof message === 'string' && lostConnection.test(message)) return true;
  // Node reports a refused connection to every address of a name as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * An idle pooled connection that PostgreSQL drops makes the pool emit 'error', and a connection
 * checked out between two queries (a transaction, a LISTEN) emits it itself: unheard, either ends
 * the process. Heard, the pool drops the dead connection and opens a new one when next asked.
 */
export function surviveDroppedConnections(pool: pg.Pool, onError: (error: Error) => void): void {
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
}
