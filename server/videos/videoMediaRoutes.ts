import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { Type, type Static } from '@sinclair/typebox';
import { accountMessages } from '../accounts/accountMessages.ts';
import { readSessionCookie } from '../accounts/sessionCookie.ts';
import { HttpError } from '../platform/errors.ts';
import { messages } from '../platform/messages.ts';
import { sendByteRange } from './byteRange.ts';
import { videosRoot } from './videoFiles.ts';

// Any string: a name that is not a video file's is a 404, not a 400.
const VideoFileParams = Type.Object({ file: Type.String() });

const servedName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(mp4|poster\.jpg|thumb\.jpg)$/;
// Names are made by the server and never reused: a file at one URL never changes.
const immutable = 'private, max-age=31536000, immutable';

/**
 * `/media/videos/<uuid>.mp4`, `.poster.jpg` and `.thumb.jpg`, for a granted family member with
 * the session cookie, as the photos (a `<video>` cannot send the token in a body): checked on
 * every request, and followed while the bytes go out, so a ban or a sign-out stops the answer
 * under way too. The MP4 is served by byte
 * ranges, so a phone starts playing and seeks without loading the whole file.
 */
export const videoMediaRoutes = fp(
  async (app) => {
    const root = videosRoot(app.config.dataDir);

    app.get<{ Params: Static<typeof VideoFileParams> }>('/media/videos/:file', { schema: { params: VideoFileParams } }, async (request, reply) => {
      const { file } = request.params;
      const kind = servedName.exec(file)?.[1];
      if (kind === undefined) throw new HttpError(404, messages.notFound);
      const token = readSessionCookie(request.headers.cookie);
      const user = token === undefined ? null : await app.authenticator.authenticate(token);
      if (token === undefined || !user) throw new HttpError(401, accountMessages.sessionInvalid);
      // A film takes minutes to send: a ban or a sign-out meanwhile ends it.
      app.sessionStreams.follow(token, user, reply.raw);
      const path = join(root, file);
      const size = await stat(path).then(
        (info) => (info.isFile() ? info.size : undefined),
        () => undefined,
      );
      if (size === undefined) throw new HttpError(404, messages.notFound);

      const type = kind === 'mp4' ? 'video/mp4' : 'image/jpeg';
      return sendByteRange(reply, request.headers.range, path, size, { 'cache-control': immutable, 'content-type': type });
    });
  },
  { name: 'video-media-routes', dependencies: ['auth'] },
);
