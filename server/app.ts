import Fastify, { LogController, type FastifyInstance, type FastifySchema, type HTTPMethods } from 'fastify';
import pino from 'pino';
import { chatPlugin } from './chat/chatPlugin.ts';
import { clusterPlugin } from './plugins/cluster.ts';
import { compressionPlugin } from './plugins/compression.ts';
import type { Config } from './config.ts';
import { liveEventsPlugin } from './live/liveEvents.ts';
import { livePlugin } from './live/livePlugin.ts';
import { albumsPlugin } from './plugins/albums.ts';
import { mediaHygienePlugin } from './plugins/mediaHygiene.ts';
import { backupSchedulePlugin } from './backup/backupSchedule.ts';
import { healthRoutes } from './routes/healthRoutes.ts';
import { fastifyTrustProxy } from './http/trustedProxies.ts';
import { serializeRequest } from './http/loggedUrl.ts';
import { articlesPlugin } from './plugins/articles.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { diskReservePlugin } from './disk/diskReservePlugin.ts';
import { diskRoutes } from './disk/diskRoutes.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { securityPlugin } from './plugins/security.ts';
import { requestLogPlugin } from './plugins/requestLog.ts';
import { slowClientsPlugin } from './plugins/slowClients.ts';
import { spaPlugin } from './plugins/spa.ts';
import { adminAlbumRoutes } from './routes/adminAlbumRoutes.ts';
import { adminRoutes } from './routes/adminRoutes.ts';
import { exportRoutes } from './routes/exportRoutes.ts';
import { articleRoutes } from './routes/articleRoutes.ts';
import { mediaRoutes } from './routes/mediaRoutes.ts';
import { photoRoutes } from './routes/photoRoutes.ts';
import { userRoutes } from './routes/userRoutes.ts';

/** One registered route, as the suite that checks every body schema sees it. */
export interface RouteEntry {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Every route in registration order: the suite walks it to hold each POST body to a strict schema. */
    routeTable: readonly RouteEntry[];
  }
}

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: pino.DestinationStream;
}

/** The whole server, ready for `listen` or `inject`. Migrations have run and the first admin exists. */
export async function buildApp(config: Config, { logStream }: BuildOptions = {}): Promise<FastifyInstance> {
  // Log lines go out asynchronously and in blocks of 4 KB: under load they leave in batches
  // instead of one write each. What is waiting goes out within a second when traffic is light,
  // and pino flushes the rest when the process exits.
  const logDestination = config.logger ? (logStream ?? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 })) : undefined;
  const app = Fastify({
    // A logged request shows its URL with keys and tokens masked (http/loggedUrl.ts).
    logger: logDestination === undefined ? false : { level: config.logLevel, stream: logDestination, serializers: { req: serializeRequest } },
    // One access-log line per request (plugins/requestLog.ts) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Extra fields are refused rather than silently dropped, and types are never coerced.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  });

  try {
    // Order: config → errors → security headers → db → auth → routes → chat → SPA fallback.
    app.decorate('config', config);
    const routeTable: RouteEntry[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => {
      routeTable.push({ method: route.method, url: route.url, schema: route.schema });
    });
    await app.register(errorsPlugin);
    await app.register(securityPlugin);
    await app.register(requestLogPlugin);
    await app.register(slowClientsPlugin);
    await app.register(compressionPlugin);
    await app.register(dbPlugin);
    await app.register(liveEventsPlugin);
    await app.register(authPlugin);
    await app.register(clusterPlugin);
    await app.register(diskReservePlugin);
    // Shared by every slice that takes files; routes tighten its limits per call.
    await app.register(uploadsPlugin);
    await app.register(albumsPlugin);
    await app.register(articlesPlugin);
    await app.register(mediaHygienePlugin);
    await app.register(backupSchedulePlugin);
    await app.register(healthRoutes);
    await app.register(userRoutes);
    await app.register(adminRoutes);
    await app.register(diskRoutes);
    await app.register(exportRoutes);
    await app.register(mediaRoutes);
    await app.register(photoRoutes);
    await app.register(adminAlbumRoutes);
    await app.register(articleRoutes);
    // The chat (socket.io on app.server) needs app.authenticator to check the handshake token and
    // app.accountEvents ('revoked') to drop the sockets of banned users.
    await app.register(chatPlugin);
    // The live connection shares the chat's socket.io server and its gate.
    await app.register(livePlugin);
    await app.register(spaPlugin);
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
