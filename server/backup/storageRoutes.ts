import fp from 'fastify-plugin';
import { ErrorReply, TokenBody } from '../../shared/accountTypes.ts';
import { BackupRunReply, StorageReply } from '../../shared/storageTypes.ts';
import { requireAdmin } from '../accounts/authPlugin.ts';
import { storageService } from './storageService.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/** The admin's « Stockage » panel (issue 38): sizes, the last backup, and a backup on demand. */
export const storageRoutes = fp(
  async (app) => {
    const storage = storageService(app);
    app.post<{ Body: TokenBody }>(
      '/api/admin/storage',
      { schema: { body: TokenBody, response: { 200: StorageReply, ...errors } }, preHandler: requireAdmin },
      async () => storage.storage(),
    );
    app.post<{ Body: TokenBody }>(
      '/api/admin/backup',
      { schema: { body: TokenBody, response: { 202: BackupRunReply, ...errors } }, preHandler: requireAdmin },
      async (_request, reply) => reply.code(202).send({ run: await storage.startBackup() }),
    );
    app.post<{ Body: TokenBody }>(
      '/api/admin/backupRun',
      { schema: { body: TokenBody, response: { 200: BackupRunReply, ...errors } }, preHandler: requireAdmin },
      async () => ({ run: app.backups.runs.run }),
    );
  },
  { name: 'storage-routes', dependencies: ['auth', 'backups', 'disk-reserve'] },
);
