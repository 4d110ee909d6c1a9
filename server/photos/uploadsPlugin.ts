import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { UploadSpool } from './uploadSpool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: {
      /** DATA_DIR/uploads: outside media, so backups and the orphan sweep of rows never see it. */
      directory: string;
      /**
       * One per request that takes files; the route releases it once it has answered. Its files
       * keep clear of the disk's reserve, sized by the request's declared length (`declaredBytes`).
       */
      open(declaredBytes?: number): UploadSpool;
    };
  }
}

export const uploadsPlugin = fp(
  async (app) => {
    const directory = join(app.config.dataDir, 'uploads');
    await mkdir(directory, { recursive: true });
    app.decorate('uploads', { directory, open: (declaredBytes) => new UploadSpool(directory, app.diskReserve, declaredBytes) });
  },
  { name: 'uploads', dependencies: ['disk-reserve'] },
);
