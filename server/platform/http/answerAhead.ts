import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import type { FastifyInstance, preParsingHookHandler } from 'fastify';
import { clientAddressOf, fastifyTrustProxy } from './trustedProxies.ts';

/** A 200 answered ahead of Fastify. */
export interface AheadAnswer {
  readonly body: Buffer;
  /** Name, value, name, value…: lower-case names, besides the security headers and the length. */
  readonly headers: readonly string[];
}

/** A route whose commonest request is answered before Fastify sees it. */
export interface AheadRoute {
  readonly method: 'POST';
  /** The exact URL: with a query string, or any other spelling, the request goes to Fastify. */
  readonly url: string;
  /** A longer JSON body (or one of unknown length) goes to Fastify as it comes. */
  readonly maxBodyBytes: number;
  /** The answer to this JSON body, or nothing to hand the request to Fastify. */
  answer(body: Buffer, raw: IncomingMessage): AheadAnswer | undefined;
}

/** Bodies read ahead for requests then handed to Fastify, until its route reads them. */
const readAhead = new WeakMap<IncomingMessage, Buffer>();

/**
 * The route's preParsing hook: Fastify parses and checks the body that was read ahead, as if it
 * came from the socket (its length still matches the request's Content-Length).
 */
export const replayBodyReadAhead: preParsingHookHandler = (request, _reply, payload, done) => {
  const body = readAhead.get(request.raw);
  if (body === undefined) {
    done(null, payload);
    return;
  }
  readAhead.delete(request.raw);
  done(null, Readable.from([body], { objectMode: false }));
};

const isJson = (type: string | undefined) => {
  if (type === 'application/json') return true;
  const lower = type?.toLowerCase();
  return lower === 'application/json' || lower === 'application/json; charset=utf-8';
};

/**
 * Answers the route's commonest request on the server's own request event, before Fastify: the
 * feed every open tab polls is answered from memory, and Fastify's work around it (request and
 * reply objects, hooks, body parser, validation, the reply's listeners) cost more than the
 * answer itself (README, "Feed speed"). Everything else goes to Fastify untouched, and so does
 * every request this route cannot answer from what it holds (an unknown session, a page not read
 * yet, a body it does not recognise), with the body it read: the route's `preParsing` hook
 * (`replayBodyReadAhead`) hands it back. What Fastify's hooks give every answer is kept: the
 * security headers, the JSON-body deadline, a request id from Fastify's own counter and the
 * access line with the address behind a trusted proxy.
 *
 * Call it while the plugins register, before socket.io attaches: socket.io then wraps it as it
 * wraps Fastify's listener. Servers Fastify adds for more addresses (listening on `localhost`)
 * keep Fastify's listener alone, and answer the same through it.
 */
export function answerAhead(app: FastifyInstance, route: AheadRoute): void {
  const server = app.server;
  const listeners = server.listeners('request') as RequestListener[];
  const fastifyListener = listeners[0];
  if (fastifyListener === undefined || listeners.length !== 1) throw new Error('answerAhead: Fastify must be the only request listener so far.');
  const toFastify = (req: IncomingMessage, res: ServerResponse) => fastifyListener.call(server, req, res);
  const clientAddress = clientAddressOf(fastifyTrustProxy(app.config.trustProxy));
  const securityHeaders = Object.entries(app.notPageHeaders).flat();
  const urlJson = JSON.stringify(route.url);
  const { accessLog, bodyDeadlines, nextRequestId } = app;
  // From the stop on, Fastify answers: it closes each connection and refuses new calls.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  const answer = (req: IncomingMessage, res: ServerResponse, body: Buffer, reqId: string, started: number) => {
    let answered: AheadAnswer | undefined;
    try {
      answered = route.answer(body, req);
    } catch (error) {
      // Fastify's route gives the answer, or the error, of this request.
      app.log.error({ err: error, reqId }, 'answer ahead of Fastify failed');
    }
    if (answered === undefined) {
      readAhead.set(req, body);
      toFastify(req, res);
      return;
    }
    res.writeHead(200, [...securityHeaders, ...answered.headers, 'content-length', String(answered.body.length)]);
    res.end(answered.body);
    accessLog.answeredAhead(reqId, route.method, urlJson, 200, performance.now() - started, clientAddress(req));
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const length = Number(req.headers['content-length']);
    if (closing || req.url !== route.url || req.method !== route.method || !isJson(req.headers['content-type']) || !(length > 0 && length <= route.maxBodyBytes)) {
      toFastify(req, res);
      return;
    }
    const started = performance.now();
    const reqId = nextRequestId();
    bodyDeadlines.watch(req, res, reqId);
    // Node's parser holds the body to its Content-Length: past it, the bytes are the next request.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => answer(req, res, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), reqId, started));
  };

  server.removeListener('request', fastifyListener);
  server.on('request', onRequest);
}
