import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticateToken } from '../accounts/authPlugin.ts';
import { createTusUploads, tusDirectory, tusPath } from './tusUploads.ts';

/**
 * Mounts the tus server at /api/upload/. Fastify neither parses nor holds to a schema these
 * bodies: the raw request goes to @tus/server, which streams the bytes to disk.
 */
export const tusRoutes = fp(
  async (app) => {
    const tus = await createTusUploads({
      directory: tusDirectory(app.config.dataDir),
      maxMb: app.config.videos.maxMb,
      maxPending: app.config.tusMaxPending,
      expiryMs: app.config.uploadExpiryHours * 60 * 60_000,
      authenticate: (token) => authenticateToken(app, token),
      diskReserve: app.diskReserve,
      videos: app.videos,
      albums: {
        assertCanAdd: async (user, album) => {
          await app.albums.albumToAddTo(user, album, 'video');
        },
        addVideo: (user, album, video) => app.albums.addVideo(user, album, video),
      },
      log: app.log,
    });

    await app.register(async (scope) => {
      scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
      const handle = async (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        // The security headers the app set on this reply (a hijacked reply sends none itself).
        for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
        await tus.handle(request.raw, reply.raw).catch((error: unknown) => {
          request.log.error({ err: error }, 'tus answer failed');
          reply.raw.destroy();
        });
      };
      scope.all(tusPath, handle);
      scope.all(`${tusPath}/*`, handle);
    });
  },
  { name: 'tus-routes', dependencies: ['auth', 'videos', 'albums', 'disk-reserve'] },
);
