import fp from 'fastify-plugin';
import { AlbumAdditionsBody, AlbumAdditionsReply } from '../../shared/albumAdditionTypes.ts';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { requireUser } from '../accounts/authPlugin.ts';
import { albumAdditionsRepository } from './albumAdditionsRepository.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/** Issue 38: « Camille a ajouté 12 photos à « Alpes » » in the feed, and Lapingram's count in the
 * menu. Every granted relative sees every album, so every line goes to every reader. */
export const albumAdditionsRoutes = fp(
  async (app) => {
    const repository = albumAdditionsRepository(app.db);
    app.post<{ Body: AlbumAdditionsBody }>(
      '/api/album/additions',
      { schema: { body: AlbumAdditionsBody, response: { 200: AlbumAdditionsReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        const { before, since } = request.body;
        const [additions, counted] = await Promise.all([repository.page(before), repository.newSince(request.user.id, since)]);
        return { additions, ...counted };
      },
    );
  },
  { name: 'album-addition-routes', dependencies: ['db', 'auth'] },
);
