/** 2^31 − 1: the counter stays a small integer, as Fastify's own does. */
const MAX_ID = 2147483647;

/**
 * Request ids as Fastify makes them by default (`req-1`, `req-2`…), from one counter shared by
 * Fastify (its `genReqId`) and the requests answered ahead of it (http/answerAhead.ts), so that
 * no two lines of the log carry the same id.
 */
export function requestIdGenerator(): () => string {
  let next = 0;
  return () => {
    next = (next + 1) & MAX_ID;
    return `req-${next.toString(36)}`;
  };
}
