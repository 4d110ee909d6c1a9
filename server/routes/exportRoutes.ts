import { PassThrough } from 'node:stream';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { ErrorReply, TokenBody } from '../../shared/userApi.ts';
import { HttpError } from '../errors.ts';
import { createExportLinks } from '../export/exportLinks.ts';
import { writeFamilyArchive } from '../export/writeFamilyArchive.ts';
import { messages } from '../messages.ts';
import { requireAdmin } from '../plugins/auth.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };
const ExportLinkReply = Type.Object({ url: Type.String() });
const ExportParams = Type.Object({ key: Type.String({ pattern: '^[0-9a-f]{48}$' }) });

export const exportRoutes = fp(
  async (app) => {
    const links = createExportLinks();

    app.post<{ Body: TokenBody }>(
      '/api/admin/exportLink',
      { schema: { body: TokenBody, response: { 200: ExportLinkReply, ...errors } }, preHandler: requireAdmin },
      async (request) => ({ url: `/api/admin/export/${links.issue(request.user.id)}` }),
    );

    app.get<{ Params: { key: string } }>('/api/admin/export/:key', { schema: { params: ExportParams } }, async (request, reply) => {
      const userId = links.redeem(request.params.key);
      const user = userId === undefined ? undefined : await app.accounts.findAdmin(userId);
      if (!user) throw new HttpError(404, messages.exportLinkExpired);
      const archive = new PassThrough();
      writeFamilyArchive(app.config, archive).catch((error: unknown) => {
        request.log.error({ err: error }, 'family archive failed while streaming');
        archive.destroy(error as Error);
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="lapin-archive-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(archive);
    });
  },
  { name: 'export-routes', dependencies: ['auth'] },
);
