import fp from 'fastify-plugin';
import { Type, type Static } from '@sinclair/typebox';
import { readSessionCookie } from '../accounts/sessionCookie.ts';
import { albumsRoot } from '../albums/albumsPlugin.ts';
import { articleImagesRoot } from '../articles/articlesPlugin.ts';
import { createPhotosService } from './photosService.ts';

// Any string: a name that is not a photo's is a 404 (photosService.ts), not a 400.
const ArticlePhotoParams = Type.Object({ file: Type.String() });
const AlbumPhotoParams = Type.Object({ folder: Type.String(), file: Type.String() });

// Names are made by the server and never reused: a photo at one URL never changes.
const immutable = 'private, max-age=31536000, immutable';

/**
 * Photos as image bytes: `/media/articles/<name>.<thumb|screen>.jpg` and
 * `/media/albums/<folder>/<name>.<thumb|screen>.jpg`, for a granted family member only, proved by
 * the session cookie set at sign-in (an `<img>` cannot send the token in a body).
 */
export const photoRoutes = fp(
  async (app) => {
    const photos = createPhotosService({
      articlesRoot: articleImagesRoot(app.config.dataDir),
      albumsRoot: albumsRoot(app.config.dataDir),
      authenticate: (token) => app.authenticator.authenticate(token),
    });

    app.get<{ Params: Static<typeof ArticlePhotoParams> }>('/media/articles/:file', { schema: { params: ArticlePhotoParams } }, async (request, reply) => {
      const bytes = await photos.read(readSessionCookie(request.headers.cookie), { kind: 'article' }, request.params.file);
      return reply.header('cache-control', immutable).type('image/jpeg').send(bytes);
    });

    app.get<{ Params: Static<typeof AlbumPhotoParams> }>('/media/albums/:folder/:file', { schema: { params: AlbumPhotoParams } }, async (request, reply) => {
      const place = { kind: 'album' as const, folder: request.params.folder };
      const bytes = await photos.read(readSessionCookie(request.headers.cookie), place, request.params.file);
      return reply.header('cache-control', immutable).type('image/jpeg').send(bytes);
    });
  },
  { name: 'photo-routes', dependencies: ['auth', 'articles', 'albums'] },
);
