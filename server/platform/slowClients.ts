import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Stops this request's arrival watch: its body is in (or it ended). */
    stopArrivalWatch?: () => void;
  }
}

/** A request whose body is still awaited, with when it must be in (epoch ms). */
class AwaitedBody {
  constructor(
    readonly raw: IncomingMessage,
    readonly res: ServerResponse,
    readonly reqId: string,
    readonly deadline: number,
  ) {}
}

// Forms with files, and the chunks of a resumable (tus) upload.
const isUpload = (request: FastifyRequest) => {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('multipart/') || type.startsWith('application/offset+octet-stream');
};
const hasBody = (request: FastifyRequest) =>
  request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0'
    ? true
    : request.headers['transfer-encoding'] !== undefined;

/**
 * Slow clients cannot hold the server: a JSON body must arrive whole within BODY_TIMEOUT_SECONDS,
 * and an upload must keep UPLOAD_MIN_RATE_KB per second over each UPLOAD_RATE_WINDOW_SECONDS.
 * Past that the connection is cut: nothing was acknowledged, so nothing is lost. The rate is read
 * from the socket's byte count, so the body stream itself is left to the route that parses it.
 */
export const slowClientsPlugin = fp(
  async (app) => {
    const { timeouts } = app.config;
    app.server.headersTimeout = timeouts.headersMs;
    app.server.requestTimeout = timeouts.requestMs;

    const cut = (raw: IncomingMessage, reqId: string, why: string) => {
      app.log.warn({ reqId, why }, 'slow client: connection closed');
      raw.socket.destroy();
    };

    // JSON bodies are small and nearly always in at once, so their deadlines are checked by one
    // sweep instead of a timer and two listeners per request (a tenth of a feed call's CPU). The
    // sweep knows one request per connection, the last one that came with a body: a connection
    // carries its requests one after the other, so a new one means the body before it is in,
    // and no hook has to run once a body is in or answered. Holding every request of the last
    // second instead kept them all out of the young generation's collections, and the
    // old-generation collections cost the feed a sixth of its rate.
    const awaitingBody = new Map<Socket, AwaitedBody>();
    const sweep = setInterval(
      () => {
        const now = Date.now();
        for (const [socket, awaited] of awaitingBody) {
          const { raw, res } = awaited;
          if (raw.complete || raw.destroyed || res.headersSent) awaitingBody.delete(socket);
          else if (now >= awaited.deadline) {
            awaitingBody.delete(socket);
            cut(raw, awaited.reqId, 'body not received in time');
          }
        }
      },
      Math.min(1000, Math.max(50, timeouts.bodyMs / 4)),
    );
    sweep.unref();
    app.addHook('onClose', (_app, done) => {
      clearInterval(sweep);
      done();
    });

    // An upload must keep its rate for as long as it lasts: each one is watched on its own.
    const watchUpload = (request: FastifyRequest) => {
      const socket = request.raw.socket;
      const minimum = (timeouts.uploadMinBytesPerSecond * timeouts.uploadRateWindowMs) / 1000;
      let lastCount = socket.bytesRead;
      const timer = setInterval(() => {
        const count = socket.bytesRead;
        if (count - lastCount < minimum && !request.raw.complete) cut(request.raw, request.id, 'upload below the minimum rate');
        lastCount = count;
      }, timeouts.uploadRateWindowMs);
      request.stopArrivalWatch = () => clearInterval(timer);
      request.raw.once('end', request.stopArrivalWatch);
      request.raw.once('close', request.stopArrivalWatch);
    };

    // Callback hooks: on every request, a promise apiece would be pure overhead.
    app.addHook('onRequest', (request, reply, done) => {
      if (hasBody(request)) {
        if (isUpload(request)) watchUpload(request);
        else awaitingBody.set(request.raw.socket, new AwaitedBody(request.raw, reply.raw, request.id, Date.now() + timeouts.bodyMs));
      }
      done();
    });
  },
  { name: 'slow-clients' },
);
