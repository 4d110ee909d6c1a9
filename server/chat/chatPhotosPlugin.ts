import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { declaredBodyBytes } from '../photos/declaredSize.ts';
import { articleImagesRoot } from '../articles/articlesPlugin.ts';
import { PhotoStore } from '../photos/photoStore.ts';
import { withMultipart } from '../photos/multipart.ts';
import { createChatPhotosService, type ChatPhotosService } from './chatPhotosService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 25: the chat's photos (upload, what a message may carry, their removal). */
    chatPhotos: ChatPhotosService;
  }
}

const HOUR_MS = 60 * 60_000;

const UploadedChatPhotoSchema = Type.Object(
  { id: Type.String(), url: Type.String(), thumbnail: Type.String(), width: Type.Integer(), height: Type.Integer() },
  { additionalProperties: false },
);
const ChatUploadReply = Type.Object({ images: Type.Array(UploadedChatPhotoSchema) }, { additionalProperties: false });
const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/**
 * `POST /api/chat/upload` (multipart: `token`, then at most 5 `images`) → `{ images }`; the
 * `message` event then names their ids. Photos are served under the cookie-protected
 * /media/chat/ (photoRoutes.ts). Unsent photos and those of removed messages are swept at
 * start-up, then hourly (chatPhotosService.ts).
 */
export const chatPhotosPlugin = fp(
  async (app) => {
    const service = createChatPhotosService({
      db: app.db,
      // DATA_DIR/media, whose temp files the articles' plugin sweeps at start-up.
      store: new PhotoStore(articleImagesRoot(app.config.dataDir)),
      log: app.log,
      expiryMs: app.config.chatImageExpiryMinutes * 60_000,
    });
    app.decorate('chatPhotos', service);
    await service.sweep();
    const timer = setInterval(() => {
      service.sweep().catch((error: unknown) => app.log.error({ err: error }, 'chat photo sweep failed'));
    }, HOUR_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    // Multipart: no body schema; readChatUpload checks the token and refuses any other field.
    await withMultipart(app, (scope) => {
      scope.post('/api/chat/upload', { schema: { response: { 200: ChatUploadReply, ...errors } } }, async (request, _reply: FastifyReply) => {
        const spool = app.uploads.open(declaredBodyBytes(request));
        try {
          return { images: await app.chatPhotos.upload(request, spool) };
        } finally {
          await spool.release();
        }
      });
    });
  },
  { name: 'chat-photos', dependencies: ['db', 'auth', 'uploads', 'articles'] },
);
