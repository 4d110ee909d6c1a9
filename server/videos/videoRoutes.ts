import fp from 'fastify-plugin';
import { DoneReply, ErrorReply } from '../../shared/accountTypes.ts';
import { VideoEditBody, VideoListBody, VideoRefBody, VideoReply, VideosReply, type Video } from '../../shared/videoTypes.ts';
import { requireUser } from '../accounts/authPlugin.ts';
import { declaredBodyBytes } from '../photos/declaredSize.ts';
import { withMultipart } from '../photos/multipart.ts';
import { DiskFullError } from '../platform/disk/diskReserve.ts';
import { diskMessages } from '../platform/disk/diskMessages.ts';
import { readVideoUpload } from './readVideoUpload.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/** Lapintube's calls (issue 23), for granted members; edits and deletes by the uploader or an admin. */
export const videoRoutes = fp(
  async (app) => {
    const oneWithReactions = async (video: Promise<Video>, reader: number) => (await app.reactions.onVideos([await video], reader))[0]!;

    app.post<{ Body: VideoListBody }>(
      '/api/video/list',
      { schema: { body: VideoListBody, response: { 200: VideosReply, ...errors } }, preHandler: requireUser },
      async (request) => ({ videos: await app.reactions.onVideos(await app.videos.list(), request.user.id) }),
    );

    app.post<{ Body: VideoRefBody }>(
      '/api/video/get',
      { schema: { body: VideoRefBody, response: { 200: VideoReply, ...errors } }, preHandler: requireUser },
      async (request) => ({ video: await oneWithReactions(app.videos.get(request.body.id), request.user.id) }),
    );

    app.post<{ Body: VideoEditBody }>(
      '/api/video/edit',
      { schema: { body: VideoEditBody, response: { 200: VideoReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        const { id, title, description } = request.body;
        return { video: await oneWithReactions(app.videos.edit(request.user, id, { title, description }), request.user.id) };
      },
    );

    app.post<{ Body: VideoRefBody }>(
      '/api/video/delete',
      { schema: { body: VideoRefBody, response: { 200: DoneReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        await app.videos.remove(request.user, request.body.id);
        return 'done' as const;
      },
    );

    // Multipart: no body schema; readVideoUpload checks the token and every field.
    await withMultipart(app, (scope) => {
      scope.post('/api/video/upload', { schema: { response: { 200: VideoReply, ...errors } } }, async (request) => {
        const spool = app.uploads.open(declaredBodyBytes(request));
        try {
          const { user, text, file } = await readVideoUpload(request, spool, app.config.videos.maxMb);
          return { video: await app.videos.upload(user, text, file.path, file.size) };
        } catch (error) {
          // The spool's own message speaks of photos.
          if (error instanceof DiskFullError) throw new DiskFullError(diskMessages.videosRefused);
          throw error;
        } finally {
          await spool.release();
        }
      });
    });
  },
  { name: 'video-routes', dependencies: ['auth', 'videos', 'uploads', 'reactions'] },
);
