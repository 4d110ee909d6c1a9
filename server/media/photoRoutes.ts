import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readSessionCookie } from '../accounts/sessionCookie.ts';
import { ImageStore, type Rendition } from './imageStore.ts';
import { ImageNotFoundError, UnsafePathError } from './mediaErrors.ts';
import { messages } from '../platform/messages.ts';
import { albumsRoot } from '../albums/albumsPlugin.ts';
import { articleImagesRoot } from '../articles/articlesPlugin.ts';
import { ARTICLE_COLLECTION } from '../articles/articlesService.ts';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const photoFile = new RegExp(`^(${uuid})\\.(thumb|screen)\\.jpg$`);
const folderName = new RegExp(`^${uuid}$`);
// Names are made by the server and never reused: a photo at one URL never changes.
const immutable = 'private, max-age=31536000, immutable';

interface PhotoParams {
  file: string;
  folder?: string;
}

/**
 * Photos as image bytes: `/media/articles/<name>.<thumb|screen>.jpg` and
 * `/media/albums/<folder>/<name>.<thumb|screen>.jpg`, for a granted family member only, proved by
 * the session cookie set at sign-in (an `<img>` cannot send the token in a body). Anything that is
 * not such a name, or no longer exists, is a 404; names never reach a path unchecked.
 */
export const photoRoutes = fp(
  async (app) => {
    const articleStore = new ImageStore(articleImagesRoot(app.config.dataDir));
    const albumStore = new ImageStore(albumsRoot(app.config.dataDir));
    const notFound = (reply: FastifyReply) => reply.code(404).send({ message: messages.notFound });

    async function sendPhoto(request: FastifyRequest<{ Params: PhotoParams }>, reply: FastifyReply, store: ImageStore, collection: string) {
      const token = readSessionCookie(request.headers.cookie);
      const user = token === undefined ? null : await app.authenticator.authenticate(token);
      if (!user) return reply.code(401).send({ message: messages.sessionInvalid });
      const match = photoFile.exec(request.params.file);
      if (!match) return notFound(reply);
      try {
        const bytes = await store.read(collection, match[1]!, match[2] as Rendition);
        return reply.header('cache-control', immutable).type('image/jpeg').send(bytes);
      } catch (error) {
        if (error instanceof ImageNotFoundError || error instanceof UnsafePathError) return notFound(reply);
        throw error;
      }
    }

    app.get<{ Params: PhotoParams }>('/media/articles/:file', (request, reply) => sendPhoto(request, reply, articleStore, ARTICLE_COLLECTION));
    app.get<{ Params: PhotoParams }>('/media/albums/:folder/:file', (request, reply) => {
      const folder = request.params.folder ?? '';
      if (!folderName.test(folder)) return notFound(reply);
      return sendPhoto(request, reply, albumStore, folder);
    });
  },
  { name: 'photo-routes', dependencies: ['auth', 'articles', 'albums'] },
);
