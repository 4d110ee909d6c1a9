import fp from 'fastify-plugin';
import {
  AdminTokenBody,
  Album,
  Albums,
  AlbumSettingsBody,
  AlbumSettingsReply,
  AdminCaptionBody,
  CreateAlbumBody,
  DoneReply,
  ThumbnailReply,
  AlbumItem,
  AlbumItems,
  AdminPhotoRefBody,
} from '../../shared/albumTypes.ts';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { requireAdmin } from '../accounts/authPlugin.ts';
import { withMultipart } from '../photos/multipart.ts';
import { declaredBodyBytes } from '../photos/declaredSize.ts';
import { adminUploadForm } from './readAlbumUpload.ts';
import { receiveAlbumUpload } from './receiveAlbumUpload.ts';
import { captionFromWire, photoRefFromWire, toWireAlbum, toWireItem } from './wireNames.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/** The admin's album manager (the spec's album/media manager). Every call is admin-only, checked here on the server. */
export const adminAlbumRoutes = fp(
  async (app) => {
    app.post<{ Body: AdminTokenBody }>(
      '/api/admin/getAlbums',
      { schema: { body: AdminTokenBody, response: { 200: Albums, ...errors } }, preHandler: requireAdmin },
      async () => (await app.albums.listAlbums()).map(toWireAlbum),
    );

    app.post<{ Body: AdminPhotoRefBody }>(
      '/api/admin/getImage',
      { schema: { body: AdminPhotoRefBody, response: { 200: ThumbnailReply, ...errors } }, preHandler: requireAdmin },
      async (request) => {
        const { album, photo } = photoRefFromWire(request.body);
        return { image: await app.albums.thumbnail(album, photo) };
      },
    );

    app.post<{ Body: CreateAlbumBody }>(
      '/api/admin/createAlbum',
      { schema: { body: CreateAlbumBody, response: { 201: Album, ...errors } }, preHandler: requireAdmin },
      async (request, reply) => reply.code(201).send(toWireAlbum(await app.albums.createAlbum(request.body.folderName, request.body.membersCanAdd))),
    );

    app.post<{ Body: AlbumSettingsBody }>(
      '/api/admin/albumSettings',
      { schema: { body: AlbumSettingsBody, response: { 200: AlbumSettingsReply, ...errors } }, preHandler: requireAdmin },
      async (request) => app.albums.setMembersCanAdd(request.body.album, request.body.membersCanAdd),
    );

    app.post<{ Body: AdminCaptionBody }>(
      '/api/admin/changeComment',
      { schema: { body: AdminCaptionBody, response: { 200: AlbumItem, ...errors } }, preHandler: requireAdmin },
      async (request) => {
        const { album, photo } = photoRefFromWire(request.body);
        return toWireItem(await app.albums.changeCaption(request.user, album, photo, captionFromWire(request.body)));
      },
    );

    app.post<{ Body: AdminPhotoRefBody }>(
      '/api/admin/deleteMedia',
      { schema: { body: AdminPhotoRefBody, response: { 200: DoneReply, ...errors } }, preHandler: requireAdmin },
      async (request) => {
        const { album, photo } = photoRefFromWire(request.body);
        await app.albums.deletePhoto(request.user, album, photo);
        return { status: 'success' as const };
      },
    );

    // Multipart: no body schema; readAlbumUpload checks the token, the admin role and every field.
    await withMultipart(app, (scope) => {
      scope.post(
        '/api/admin/uploadImages',
        { schema: { response: { 200: AlbumItems, ...errors } } },
        async (request) => {
          const spool = app.uploads.open(declaredBodyBytes(request));
          try {
            const { photos } = await receiveAlbumUpload(request, spool, adminUploadForm);
            // The spec's reply is the bare list: who added a photo shows in the album itself.
            return photos.map(({ name, caption }) => toWireItem({ name, caption }));
          } finally {
            await spool.release();
          }
        },
      );
    });
  },
  { name: 'admin-album-routes', dependencies: ['auth', 'albums', 'uploads'] },
);
