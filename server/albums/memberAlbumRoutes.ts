import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { CaptionBody, DoneReply, DuplicatePhotoReply, AlbumItem, MemberUploadReply, PhotoRefBody } from '../../shared/albumTypes.ts';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { requireUser } from '../accounts/authPlugin.ts';
import { withMultipart } from '../photos/multipart.ts';
import { declaredBodyBytes } from '../photos/declaredSize.ts';
import type { UploadForm } from './readAlbumUpload.ts';
import { receiveAlbumUpload } from './receiveAlbumUpload.ts';
import { albumMessages } from './albumMessages.ts';
import { DuplicatePhotoError } from './albumUploads.ts';
import { captionFromWire, photoRefFromWire, toWireItem, toWireUpload } from './wireNames.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/** Shared albums (not in the spec): what every granted member does in an album open to them. The
 * rights (open album, own photo, or admin) are checked by the albums service, on the server. */
export const memberAlbumRoutes = fp(
  async (app) => {
    const memberForm: UploadForm = {
      albumField: 'album',
      authorise(user, album) {
        if (album) app.albums.assertCanAdd(user, album);
      },
      fieldsFirst: albumMessages.memberFieldsFirst,
    };

    app.post<{ Body: CaptionBody }>(
      '/api/album/caption',
      { schema: { body: CaptionBody, response: { 200: AlbumItem, ...errors } }, preHandler: requireUser },
      async (request) => {
        const { album, photo } = photoRefFromWire(request.body);
        return toWireItem(await app.albums.changeCaption(request.user, album, photo, captionFromWire(request.body)));
      },
    );

    app.post<{ Body: PhotoRefBody }>(
      '/api/album/delete',
      { schema: { body: PhotoRefBody, response: { 200: DoneReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        const { album, photo } = photoRefFromWire(request.body);
        await app.albums.deletePhoto(request.user, album, photo);
        return { status: 'success' as const };
      },
    );

    // Multipart: no body schema; readAlbumUpload checks the token, the album's openness and every field.
    await withMultipart(app, (scope) => {
      scope.post(
        '/api/album/upload',
        { schema: { response: { 200: MemberUploadReply, 409: DuplicatePhotoReply, ...errors } } },
        async (request, reply: FastifyReply) => {
          const spool = app.uploads.open(declaredBodyBytes(request));
          try {
            const { photos } = await receiveAlbumUpload(request, spool, memberForm);
            return toWireUpload(photos);
          } catch (error) {
            if (error instanceof DuplicatePhotoError) return reply.code(409).send({ message: error.message, sha256: error.sha256 });
            throw error;
          } finally {
            await spool.release();
          }
        },
      );
    });
  },
  { name: 'member-album-routes', dependencies: ['auth', 'albums', 'uploads'] },
);
