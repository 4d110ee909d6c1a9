import fp from 'fastify-plugin';
import { DiskStatusReply } from '../../../shared/diskTypes.ts';
import { ErrorReply, TokenBody } from '../../../shared/accountTypes.ts';
import { requireAdmin } from '../../accounts/authPlugin.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/** `POST /api/admin/disk`: the admin's screen warns before photos start being refused. */
export const diskRoutes = fp(
  async (app) => {
    app.post<{ Body: TokenBody }>(
      '/api/admin/disk',
      { schema: { body: TokenBody, response: { 200: DiskStatusReply, ...errors } }, preHandler: requireAdmin },
      async () => app.diskReserve.status(),
    );
  },
  { name: 'disk-routes', dependencies: ['auth', 'disk-reserve'] },
);
