import fp from 'fastify-plugin';
import { OpenAlbumsBody, OpenAlbumsReply } from '../../shared/albumTypes.ts';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { requireUser } from '../accounts/authPlugin.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { openAlbumsRepository } from './openAlbumsRepository.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/** The rule of albumsService.assertCanAdd, for every album at once: the admin adds anywhere, a
 * member where the album is open to members. */
export function albumsOpenTo(user: AuthUser, repository: ReturnType<typeof openAlbumsRepository>): Promise<string[]> {
  return repository.names(user.role === 'admin');
}

/** Shared albums (not in the spec): where a member may add photos, including an open album that
 * has none yet, which the gallery's tiles do not show. */
export const openAlbumsRoutes = fp(
  async (app) => {
    const repository = openAlbumsRepository(app.db);
    app.post<{ Body: OpenAlbumsBody }>(
      '/api/album/open',
      { schema: { body: OpenAlbumsBody, response: { 200: OpenAlbumsReply, ...errors } }, preHandler: requireUser },
      async (request) => ({ albums: await albumsOpenTo(request.user, repository) }),
    );
  },
  { name: 'open-album-routes', dependencies: ['db', 'auth'] },
);
