import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

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
    routes(scope);
  });
}
