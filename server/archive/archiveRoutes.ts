import { PassThrough } from 'node:stream';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { ExportLinkBody, ExportLinkReply } from '../../shared/archiveTypes.ts';
import { EXPORT_PATH, exportSessionCookie, readSessionCookie } from '../accounts/sessionCookie.ts';
import { HttpError } from '../platform/errors.ts';
import { createExportLinks, EXPORT_LINK_LIFETIME_MS } from './archiveLinks.ts';
import { writeFamilyArchive } from './writeFamilyArchive.ts';
import { archiveMessages } from './archiveMessages.ts';
import { requireAdmin } from '../accounts/authPlugin.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };
const ExportParams = Type.Object({ key: Type.String({ pattern: '^[0-9a-f]{48}$' }) });

/**
 * The family archive. Spec wire names: the spec calls it the export, so `/api/admin/exportLink`,
 * the `/api/admin/export/<key>` download and `npm run export` keep that name.
 */
export const archiveRoutes = fp(
  async (app) => {
    const links = createExportLinks();

    app.post<{ Body: ExportLinkBody }>(
      '/api/admin/exportLink',
      { schema: { body: ExportLinkBody, response: { 200: ExportLinkReply, ...errors } }, preHandler: requireAdmin },
      async (request, reply) => {
        const { token, originals = false } = request.body;
        const key = links.issue(request.user.id, app.authenticator.sessionId(token), originals);
        const secure = request.protocol === 'https';
        reply.header('set-cookie', exportSessionCookie(token, { maxAgeSeconds: EXPORT_LINK_LIFETIME_MS / 1000, secure }));
        return { url: `${EXPORT_PATH}/${key}` };
      },
    );

    app.get<{ Params: { key: string } }>(`${EXPORT_PATH}/:key`, { schema: { params: ExportParams } }, async (request, reply) => {
      // The key alone is not enough: the session that asked for it must come along, still open.
      // A request without it leaves the link to its owner.
      const token = readSessionCookie(request.headers.cookie);
      const session = token === undefined ? null : await app.authenticator.authenticate(token);
      if (!token || !session) throw new HttpError(401, archiveMessages.exportNeedsSession);
      const askedBy = links.sessionOf(request.params.key);
      if (askedBy === undefined) throw new HttpError(404, archiveMessages.exportLinkExpired);
      if (askedBy !== app.authenticator.sessionId(token)) throw new HttpError(401, archiveMessages.exportNeedsSession);
      const link = links.redeem(request.params.key);
      const user = link === undefined ? undefined : await app.accounts.findAdmin(link.userId);
      if (!link || !user) throw new HttpError(404, archiveMessages.exportLinkExpired);
      const archive = new PassThrough();
      writeFamilyArchive(app.config, archive, { originals: link.originals }).catch((error: unknown) => {
        request.log.error({ err: error }, 'family archive failed while streaming');
        archive.destroy(error as Error);
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="lapin-archive-${link.originals ? 'originaux-' : ''}${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(archive);
    });
  },
  { name: 'archive-routes', dependencies: ['auth'] },
);
