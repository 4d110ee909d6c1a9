import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { pingDatabase } from './db/database.ts';

export const HEALTH_PATH = '/healthz';

const schema = {
  summary: 'État du serveur, pour la supervision et un proxy',
  description: 'Sans jeton. 200 quand la base répond ; 503 quand elle ne répond pas (error) ou que le disque de DATA_DIR passe sous MIN_FREE_MB (low-disk).',
  response: {
    200: Type.Object({ status: Type.Literal('ok') }, { description: 'La base répond et le disque a de la place' }),
    503: Type.Object(
      {
        status: Type.Union([Type.Literal('error'), Type.Literal('low-disk')]),
        freeMb: Type.Optional(Type.Integer({ description: 'Avec low-disk : ce qui reste libre sur le disque de DATA_DIR, en Mo' })),
      },
      { description: 'La base ne répond pas (error), ou le disque de DATA_DIR manque de place (low-disk)' },
    ),
  },
};

/** For monitoring and a reverse proxy: 200 when the database answers, 503 otherwise. No auth. */
export const healthRoutes = fp(
  async (app) => {
    app.get(HEALTH_PATH, { schema, logLevel: 'warn' }, async (_request, reply) => {
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
