import { PassThrough } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { readSessionCookie } from '../accounts/sessionCookie.ts';
import { albumsRoot } from '../albums/albumsPlugin.ts';
import { writeAlbumZip } from '../albums/albumZip.ts';
import { articleImagesRoot } from '../articles/articlesPlugin.ts';
import { albumZipFileName, attachmentDisposition } from './downloadNames.ts';
import { createPhotosService, type PhotoFile } from './photosService.ts';

// Any string: a name that is not a photo's is a 404 (photosService.ts), not a 400.
const ArticlePhotoParams = Type.Object({ file: Type.String() });
const AlbumPhotoParams = Type.Object({ folder: Type.String(), file: Type.String() });
const AlbumParams = Type.Object({ folder: Type.String() });
/** `?download=1`: the same bytes as an attachment, under a name the server makes. */
const PhotoQuery = Type.Object({ download: Type.Optional(Type.String()) });

// Names are made by the server and never reused: a photo at one URL never changes.
const immutable = 'private, max-age=31536000, immutable';

function sendPhoto(reply: FastifyReply, photo: PhotoFile) {
  reply.header('cache-control', immutable).header('content-length', photo.length).type(photo.contentType);
  if (photo.attachment !== undefined) reply.header('content-disposition', attachmentDisposition(photo.attachment));
  return reply.send(photo.body);
}

/**
 * Photos as image bytes: `/media/articles/<name>.<thumb|screen>.jpg` (and `/media/chat/…` alike),
 * `/media/albums/<folder>/<name>.<thumb|screen>.jpg` and the kept original
 * `/media/albums/<folder>/<name>.orig.<jpg|png|gif>`, and `/media/albums/<folder>/album.zip`, the
 * album's originals, for a granted family member only, proved by the session cookie set at
 * sign-in (an `<img>` or a download link cannot send the token in a body).
 */
export const photoRoutes = fp(
  async (app) => {
    const photos = createPhotosService({
      articlesRoot: articleImagesRoot(app.config.dataDir),
      albumsRoot: albumsRoot(app.config.dataDir),
      authenticate: (token) => app.authenticator.authenticate(token),
      albumNameOf: (folder) => app.albums.albumNameOf(folder),
    });

    app.get<{ Params: Static<typeof ArticlePhotoParams> }>('/media/articles/:file', { schema: { params: ArticlePhotoParams } }, async (request, reply) => {
      return sendPhoto(reply, await photos.read(readSessionCookie(request.headers.cookie), { kind: 'article' }, request.params.file));
    });

    // Issue 25: photos sent in the chat, screen and thumb renditions, for any family member.
    app.get<{ Params: Static<typeof ArticlePhotoParams> }>('/media/chat/:file', { schema: { params: ArticlePhotoParams } }, async (request, reply) => {
      return sendPhoto(reply, await photos.read(readSessionCookie(request.headers.cookie), { kind: 'chat' }, request.params.file));
    });

    app.get<{ Params: Static<typeof AlbumPhotoParams>; Querystring: Static<typeof PhotoQuery> }>(
      '/media/albums/:folder/:file',
      { schema: { params: AlbumPhotoParams, querystring: PhotoQuery } },
      async (request, reply) => {
        const place = { kind: 'album' as const, folder: request.params.folder };
        const download = request.query.download === '1';
        return sendPhoto(reply, await photos.read(readSessionCookie(request.headers.cookie), place, request.params.file, download));
      },
    );

    app.get<{ Params: Static<typeof AlbumParams> }>('/media/albums/:folder/album.zip', { schema: { params: AlbumParams } }, async (request, reply) => {
      const { token, user } = await photos.admit(readSessionCookie(request.headers.cookie), { kind: 'album', folder: request.params.folder });
      // An album's originals take minutes to send: a ban or a sign-out meanwhile ends them.
      app.sessionStreams.follow(token, user, reply.raw);
      const { albumName, entries } = await app.albums.zipOf(request.params.folder);
      const zip = new PassThrough();
      // A HEAD (a download manager asking the size) gets the length and no byte: Fastify would
      // otherwise drain the body, reading every original for nothing.
      const head = request.method === 'HEAD';
      // The length is known before the first byte flows: the browser shows how much is left.
      const length = await new Promise<number>((resolve) => {
        writeAlbumZip(entries, zip, resolve).catch((error: unknown) => {
          if (!head) request.log.error({ err: error }, 'album zip failed while streaming');
          zip.destroy(error as Error);
          resolve(-1);
        });
      });
      if (length >= 0) reply.header('content-length', length);
      reply
        .type('application/zip')
        .header('content-disposition', attachmentDisposition(albumZipFileName(albumName)))
        .header('cache-control', 'no-store');
      // Fastify's HEAD route keeps the length set above for a stream it is handed, where an empty
      // answer would get 0.
      if (head) zip.destroy();
      return reply.send(zip);
    });
  },
  { name: 'photo-routes', dependencies: ['auth', 'articles', 'albums'] },
);
