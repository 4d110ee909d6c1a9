import multipart from '@fastify/multipart';
import type { FastifyInstance, onSendHookHandler } from 'fastify';

/**
 * An answer sent before the body is in (a refused token, album or photo, a file too many) closes
 * the connection. The parts left unread hold busboy, and busboy holds the request: nothing reads
 * the socket any more, and Node, seeing the request piped, does not drain it either. A browser
 * reads the answer only once its body is sent or its send fails, so it waited for the slow-client
 * watch to cut the connection (73 s in Chromium with the default window), then showed the 409.
 * With `Connection: close`, Node ends the socket once the answer is flushed and destroys it: the
 * browser's next write fails, it stops sending and reads the answer it already holds (50 ms). The
 * request stream goes with its socket; the routes release their spooled files whatever the answer.
 */
const closeUnreadBody: onSendHookHandler = (request, reply, payload, done) => {
  if (!request.raw.complete) reply.header('connection', 'close');
  done(null, payload);
};

/**
 * Registers `routes` in a scope of their own that alone understands multipart bodies: the routes
 * that take files (article publish and edit, album upload). @fastify/multipart adds two hooks to
 * every request of its scope, so registered app-wide it cost every JSON call, the feed first among
 * them; a JSON call sent a multipart body now gets 415 without it being parsed.
 *
 * These are the outer bounds; each route tightens them with `request.parts({ limits })`, which
 * @fastify/multipart merges over these. Nothing is attached to the body: routes stream the parts
 * themselves, so they can check the token before reading any file.
 */
export async function withMultipart(app: FastifyInstance, routes: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: 50 * 1024 * 1024,
        files: 20,
        fields: 20,
        fieldSize: 1024 * 1024,
        parts: 40,
        headerPairs: 100,
      },
    });
    scope.addHook('onSend', closeUnreadBody);
    routes(scope);
  });
}
