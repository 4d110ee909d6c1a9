import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Stops this request's arrival watch: its body is in (or it ended). */
    stopArrivalWatch?: () => void;
  }
}

const isMultipart = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
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

    // Callback hooks: on every request, a promise apiece would be pure overhead.
    app.addHook('onRequest', (request, _reply, done) => {
      watchArrival(request);
      done();
    });
    const watchArrival = (request: FastifyRequest) => {
      if (!hasBody(request)) return;
      const socket = request.raw.socket;
      const cut = (why: string) => {
        request.log.warn({ why }, 'slow client: connection closed');
        socket.destroy();
      };
      if (!isMultipart(request)) {
        const timer = setTimeout(() => cut('body not received in time'), timeouts.bodyMs);
        request.stopArrivalWatch = () => clearTimeout(timer);
      } else {
        const minimum = (timeouts.uploadMinBytesPerSecond * timeouts.uploadRateWindowMs) / 1000;
        let lastCount = socket.bytesRead;
        const timer = setInterval(() => {
          const count = socket.bytesRead;
          if (count - lastCount < minimum && !request.raw.complete) cut('upload below the minimum rate');
          lastCount = count;
        }, timeouts.uploadRateWindowMs);
        request.stopArrivalWatch = () => clearInterval(timer);
      }
      request.raw.once('end', () => request.stopArrivalWatch?.());
      request.raw.once('close', () => request.stopArrivalWatch?.());
    };
    // JSON bodies are parsed before this hook: the body is in.
    app.addHook('preHandler', (request, _reply, done) => {
      if (!isMultipart(request)) request.stopArrivalWatch?.();
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      request.stopArrivalWatch?.();
      done();
    });
  },
  { name: 'slow-clients' },
);
