import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/**
 * @fastify/multipart, registered once for every slice that takes files (albums, articles).
 * These are the outer bounds; each route tightens them with `request.parts({ limits })`, which
 * @fastify/multipart merges over these. Nothing is attached to the body: routes stream the parts
 * themselves, so they can check the token before reading any file.
 */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: 50 * 1024 * 1024,
        files: 20,
        fields: 20,
        fieldSize: 1024 * 1024,
        parts: 40,
        headerPairs: 100,
      },
    });
  },
  { name: 'multipart', dependencies: ['errors'] },
);
