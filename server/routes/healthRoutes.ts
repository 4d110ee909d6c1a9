import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';

const HealthReply = Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('error')]) });

/** For monitoring and a reverse proxy: 200 when the database answers, 503 otherwise. No auth. */
export const healthRoutes = fp(
  async (app) => {
    app.get('/healthz', { schema: { response: { 200: HealthReply, 503: HealthReply } }, logLevel: 'warn' }, async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check: the database does not answer');
        return reply.code(503).send({ status: 'error' as const });
      }
    });
  },
  { name: 'health-routes', dependencies: ['db'] },
);
