import fp from 'fastify-plugin';
import { BackupStatusReply } from '../../shared/backupTypes.ts';
import { ErrorReply, TokenBody } from '../../shared/accountTypes.ts';
import { requireAdmin } from '../accounts/authPlugin.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/** The admin screen's view of automatic backups. */
export const backupStatusRoutes = fp(
  async (app) => {
    app.post<{ Body: TokenBody }>(
      '/api/admin/backupStatus',
      { schema: { body: TokenBody, response: { 200: BackupStatusReply, ...errors } }, preHandler: requireAdmin },
      async () => app.backups.status(),
    );
  },
  { name: 'backup-status-routes', dependencies: ['auth'] },
);
