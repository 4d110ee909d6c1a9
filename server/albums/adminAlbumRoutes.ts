import fp from 'fastify-plugin';
import {
  AdminTokenBody,
  Album,
  Albums,
  AlbumSettingsBody,
  AlbumSettingsReply,
  ChangeCommentBody,
  CreateAlbumBody,
  DoneReply,
  ImageReply,
  MediaItem,
  MediaItems,
  MediaRefBody,
} from '../../shared/albumTypes.ts';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { requireAdmin } from '../accounts/authPlugin.ts';
import { withMultipart } from '../media/multipart.ts';
import { declaredBodyBytes } from '../media/declaredSize.ts';
import { adminUploadForm } from './readAlbumUpload.ts';
import { receiveAlbumUpload } from './receiveAlbumUpload.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/** The admin's album and media manager. Every call is admin-only, checked here on the server. */
export const adminAlbumRoutes = fp(
  async (app) => {
    app.post<{ Body: AdminTokenBody }>(
      '/api/admin/getAlbums',
      { schema: { body: AdminTokenBody, response: { 200: Albums, ...errors } }, preHandler: requireAdmin },
      async () => app.albums.listAlbums(),
    );

    app.post<{ Body: MediaRefBody }>(
      '/api/admin/getImage',
      { schema: { body: MediaRefBody, response: { 200: ImageReply, ...errors } }, preHandler: requireAdmin },
      async (request) => ({ image: await app.albums.thumbnail(request.body.folder, request.body.image) }),
    );

    app.post<{ Body: CreateAlbumBody }>(
      '/api/admin/createAlbum',
      { schema: { body: CreateAlbumBody, response: { 201: Album, ...errors } }, preHandler: requireAdmin },
      async (request, reply) => reply.code(201).send(await app.albums.createAlbum(request.body.folderName, request.body.membersCanAdd)),
    );

    app.post<{ Body: AlbumSettingsBody }>(
      '/api/admin/albumSettings',
      { schema: { body: AlbumSettingsBody, response: { 200: AlbumSettingsReply, ...errors } }, preHandler: requireAdmin },
      async (request) => app.albums.setMembersCanAdd(request.body.album, request.body.membersCanAdd),
    );

    app.post<{ Body: ChangeCommentBody }>(
      '/api/admin/changeComment',
      { schema: { body: ChangeCommentBody, response: { 200: MediaItem, ...errors } }, preHandler: requireAdmin },
      async (request) => {
        const { folder, image, comment } = request.body;
        return app.albums.changeComment(folder, image, comment);
      },
    );

    app.post<{ Body: MediaRefBody }>(
      '/api/admin/deleteMedia',
      { schema: { body: MediaRefBody, response: { 200: DoneReply, ...errors } }, preHandler: requireAdmin },
      async (request) => {
        await app.albums.deleteImage(request.body.folder, request.body.image);
        return { status: 'success' as const };
      },
    );

    // Multipart: no body schema; readAlbumUpload checks the token, the admin role and every field.
    await withMultipart(app, (scope) => {
      scope.post(
        '/api/admin/uploadImages',
        { schema: { response: { 200: MediaItems, ...errors } } },
        async (request) => {
          const spool = app.uploads.open(declaredBodyBytes(request));
          try {
            const { items } = await receiveAlbumUpload(request, spool, adminUploadForm);
            // The spec's reply is the bare list: who added a photo shows in the album itself.
            return items.map(({ image, comment }) => ({ image, comment }));
          } finally {
            await spool.release();
          }
        },
      );
    });
  },
  { name: 'admin-album-routes', dependencies: ['auth', 'albums', 'uploads'] },
);
