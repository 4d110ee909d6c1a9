import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { declaredBodyBytes } from '../media/declaredSize.ts';
import { articleImagesRoot } from '../articles/articlesPlugin.ts';
import { ImageStore } from '../media/imageStore.ts';
import { withMultipart } from '../media/multipart.ts';
import { createChatImagesService, type ChatImagesService } from './chatImagesService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 25: the chat's photos (upload, what a message may carry, their removal). */
    chatImages: ChatImagesService;
  }
}

const HOUR_MS = 60 * 60_000;

const UploadedChatImageSchema = Type.Object(
  { id: Type.String(), url: Type.String(), thumbnail: Type.String(), width: Type.Integer(), height: Type.Integer() },
  { additionalProperties: false },
);
const ChatUploadReply = Type.Object({ images: Type.Array(UploadedChatImageSchema) }, { additionalProperties: false });
const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/**
 * `POST /api/chat/upload` (multipart: `token`, then at most 5 `images`) → `{ images }`; the
 * `message` event then names their ids. Photos are served under the cookie-protected
 * /media/chat/ (photoRoutes.ts). Unsent photos and those of removed messages are swept at
 * start-up, then hourly (chatImagesService.ts).
 */
export const chatImagesPlugin = fp(
  async (app) => {
    const service = createChatImagesService({
      db: app.db,
      // DATA_DIR/media, whose temp files the articles' plugin sweeps at start-up.
      store: new ImageStore(articleImagesRoot(app.config.dataDir)),
      log: app.log,
      expiryMs: app.config.chatImageExpiryMinutes * 60_000,
    });
    app.decorate('chatImages', service);
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
          return { images: await app.chatImages.upload(request, spool) };
        } finally {
          await spool.release();
        }
      });
    });
  },
  { name: 'chat-images', dependencies: ['db', 'auth', 'uploads', 'articles'] },
);
