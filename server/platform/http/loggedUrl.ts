import type { FastifyRequest } from 'fastify';

/** Route parameters that hold a secret (the archive link's key): masked in every log line. A
 * wildcard's (`*`) too: the one catch-all, /api/upload/*, takes the id that resumes or ends an upload. */
const SECRET_PARAMS = new Set(['key', 'token', 'code', '*']);
const MASK = '[masqué]';
// A path segment that looks like a random key or token (48 hex digits, 43 base64url characters).
// Only masked on requests that matched no route: a mangled link still holds its key.
const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$/;

function maskQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? pair : `${pair.slice(0, equals)}=${MASK}`;
    })
    .join('&');
}

// Whether a route pattern names a secret parameter, by pattern: a route's answer is worked out
// once, and the busy calls (the feed, every poll) name none and are logged as they are.
const secretRoutes = new Map<string, boolean>();
const paramName = (segment: string | undefined) => (segment === '*' ? '*' : segment?.startsWith(':') ? segment.slice(1) : undefined);
const namesSecret = (route: string) => route.split('/').some((segment) => SECRET_PARAMS.has(paramName(segment) ?? ''));

function maskPath(path: string, route: string | undefined): string {
  if (route !== undefined) {
    let secret = secretRoutes.get(route);
    if (secret === undefined) {
      secret = namesSecret(route);
      secretRoutes.set(route, secret);
    }
    if (!secret) return path;
  }
  const segments = path.split('/');
  if (route === undefined) return segments.map((segment) => (TOKEN_LIKE.test(segment) ? MASK : segment)).join('/');
  const pattern = route.split('/');
  const wildcard = pattern.indexOf('*');
  return segments
    .map((segment, index) => {
      // A wildcard takes the rest of the path, however many segments it has.
      if (wildcard !== -1 && index >= wildcard) return segment === '' && index === segments.length - 1 ? segment : MASK;
      const name = paramName(pattern[index]);
      return name !== undefined && SECRET_PARAMS.has(name) ? MASK : segment;
    })
    .join('/');
}

/**
 * The URL as a log line may show it: every query value masked (none is needed to read the log,
 * and a token may hide in one), secret route parameters masked, and on a request that matched no
 * route, any segment that looks like a key. The API takes its tokens in bodies, which are never
 * logged; this keeps the links that carry one out of the log too.
 */
export function loggedUrl(url: string, route: string | undefined): string {
  const question = url.indexOf('?');
  const path = question === -1 ? url : url.slice(0, question);
  const query = question === -1 ? '' : `?${maskQuery(url.slice(question + 1))}`;
  return maskPath(path, route) + query;
}

/** The URL of a request as logs show it (a request that matched no route has no route URL). */
export function requestUrlForLog(request: FastifyRequest): string {
  return loggedUrl(request.url, request.routeOptions.url);
}

/** pino's `req` serializer (any line that logs a request): Fastify's fields, the URL masked. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: requestUrlForLog(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
