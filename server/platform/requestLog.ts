import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggedUrl } from './http/loggedUrl.ts';

/**
 * The access log: one line per answered request, with what an admin looks for (method, path,
 * status, time, address), written through the request's own logger so that it carries the
 * request's id like every other line of that request. Fastify's own request logging writes two
 * lines per request; its other request lines (errors, not found) stay off as before, the error
 * handler logging what matters. The line is written where Fastify would write its own "request
 * completed", once the answer is out, so no onResponse hook runs for it.
 */
export class AccessLog extends LogController {
  readonly #routePaths = new Map<string, string>();

  constructor() {
    super({ disableRequestLogging: true });
  }

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    request.log.info({ method: request.method, url: this.#url(request), statusCode: reply.statusCode, ms, ip: request.ip ?? null }, 'request completed');
  }

  /**
   * The URL with keys and tokens masked: whoever reads the log must not find a way in. A request
   * for a route's own path (no parameter, no query: the feed, every poll) is logged as it is, and
   * remembered, one per route at most: working out the route's pattern builds a whole options
   * object (`request.routeOptions`) each time.
   */
  #url(request: FastifyRequest): string {
    const known = this.#routePaths.get(request.url);
    if (known !== undefined) return known;
    const route = request.routeOptions.url;
    const logged = loggedUrl(request.url, route);
    if (route === request.url) this.#routePaths.set(route, logged);
    return logged;
  }
}
