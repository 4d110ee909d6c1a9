import { hostname } from 'node:os';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { loggedUrl } from './http/loggedUrl.ts';

export interface AccessLogOptions {
  /** Where the server's log lines go (pino's destination); none when logging is off. */
  destination: pino.DestinationStream | undefined;
  /** The server's log level: the access lines are at `info`. */
  level: string;
}

const INFO = pino.levels.values.info!;

/**
 * The access log: one line per answered request, with what an admin looks for (method, path,
 * status, time, address). Fastify's own request logging writes two lines per request, which cost
 * a busy feed a tenth of its CPU; its other request lines (errors, not found) stay off as before,
 * the error handler logging what matters. The line is written where Fastify would write its own
 * "request completed", once the answer is out, so no onResponse hook runs for it.
 *
 * It is the line pino would write for `request.log.info({ method, url, statusCode, ms, ip })`,
 * fields in the same order, put together here: on the feed, pino's generic path (the request's
 * child logger, its bindings and serializers) cost a tenth of a call's CPU for a line whose
 * shape never changes.
 */
export class AccessLog extends LogController {
  readonly #destination: pino.DestinationStream | undefined;
  readonly #routePaths = new Map<string, string>();
  readonly #base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":`;

  constructor({ destination, level }: AccessLogOptions) {
    super({ disableRequestLogging: true });
    const enabled = level !== 'silent' && (pino.levels.values[level] ?? INFO) <= INFO;
    this.#destination = enabled ? destination : undefined;
  }

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.#destination === undefined) return;
    this.#write(request.id, request.method, this.#url(request), reply.statusCode, reply.elapsedTime, request.ip);
  }

  /**
   * The line of a request answered ahead of Fastify (http/answerAhead.ts): `urlJson` is its URL
   * as JSON, with nothing to mask.
   */
  answeredAhead(reqId: string, method: string, urlJson: string, statusCode: number, elapsedMs: number, ip: string | undefined): void {
    if (this.#destination === undefined) return;
    this.#write(reqId, method, urlJson, statusCode, elapsedMs, ip);
  }

  #write(reqId: string, method: string, urlJson: string, statusCode: number, elapsedMs: number, ip: string | undefined): void {
    const ms = Math.round(elapsedMs * 10) / 10;
    // The method is one of the tokens Node's parser knows, so it needs no escaping.
    this.#destination!.write(
      `{"level":${INFO},"time":${Date.now()}${this.#base}${JSON.stringify(reqId)},"method":"${method}","url":${urlJson},"statusCode":${statusCode},"ms":${ms},"ip":${JSON.stringify(ip ?? null)},"msg":"request completed"}\n`,
    );
  }

  /**
   * The URL as JSON, with keys and tokens masked: whoever reads the log must not find a way in.
   * A request for a route's own path (no parameter, no query: the feed, every poll) is logged as
   * it is, and its JSON is kept, one per route at most: working out the route's pattern builds a
   * whole options object (`request.routeOptions`) each time.
   */
  #url(request: FastifyRequest): string {
    const known = this.#routePaths.get(request.url);
    if (known !== undefined) return known;
    const route = request.routeOptions.url;
    const logged = JSON.stringify(loggedUrl(request.url, route));
    if (route === request.url) this.#routePaths.set(route, logged);
    return logged;
  }
}
