import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { pingDatabase } from './db/database.ts';

const HealthReply = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error'), Type.Literal('low-disk')]),
  /** With 'low-disk': what is left on DATA_DIR's disk, in MB. */
  freeMb: Type.Optional(Type.Integer()),
});

/** For monitoring and a reverse proxy: 200 when the database answers, 503 otherwise. No auth. */
export const healthRoutes = fp(
  async (app) => {
    app.get('/healthz', { schema: { response: { 200: HealthReply, 503: HealthReply } }, logLevel: 'warn' }, async (_request, reply) => {
      try {
        await pingDatabase(app.db);
        // Below MIN_FREE_MB photos are refused: monitoring hears of it before the database runs out.
        const disk = await app.diskReserve.status();
        if (disk.low) return reply.code(503).send({ status: 'low-disk' as const, freeMb: disk.freeMb });
        return { status: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check: the database does not answer');
        return reply.code(503).send({ status: 'error' as const });
      }
    });
  },
  { name: 'health-routes', dependencies: ['db', 'disk-reserve'] },
);
