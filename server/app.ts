import Fastify, { type FastifyInstance, type FastifySchema, type HTTPMethods } from 'fastify';
import type pino from 'pino';
import { chatPlugin } from './chat/chatPlugin.ts';
import { chatPhotosPlugin } from './chat/chatPhotosPlugin.ts';
import { clusterPlugin } from './platform/cluster/clusterPlugin.ts';
import { compressionPlugin } from './platform/compression.ts';
import type { Config } from './platform/config.ts';
import { liveEventsPlugin } from './live/liveEvents.ts';
import { livePlugin } from './live/livePlugin.ts';
import { albumsPlugin } from './albums/albumsPlugin.ts';
import { fileHygienePlugin } from './photos/fileHygiene.ts';
import { placesPlugin } from './places/placesPlugin.ts';
import { tripsPlugin } from './trips/tripsPlugin.ts';
import { tripRoutes } from './trips/tripRoutes.ts';
import { backupSchedulePlugin } from './backup/backupSchedule.ts';
import { healthRoutes } from './platform/healthRoutes.ts';
import { fastifyTrustProxy } from './platform/http/trustedProxies.ts';
import { answerClientError } from './platform/http/clientErrors.ts';
import { serializeRequest } from './platform/http/loggedUrl.ts';
import { articlesPlugin } from './articles/articlesPlugin.ts';
import { authPlugin } from './accounts/authPlugin.ts';
import { dbPlugin } from './platform/db/dbPlugin.ts';
import { diskReservePlugin } from './platform/disk/diskReservePlugin.ts';
import { diskRoutes } from './platform/disk/diskRoutes.ts';
import { storageRoutes } from './backup/storageRoutes.ts';
import { errorsPlugin } from './platform/errorHandler.ts';
import { uploadsPlugin } from './photos/uploadsPlugin.ts';
import { securityPlugin } from './platform/security.ts';
import { AccessLog } from './platform/requestLog.ts';
import { sharedSerializers } from './platform/sharedSerializers.ts';
import { ajvOptions, shareCompiledValidators } from './platform/sharedValidators.ts';
import { slowClientsPlugin } from './platform/slowClients.ts';
import { logDestination } from './platform/logDestination.ts';
import { spaPlugin } from './platform/spa.ts';
import { adminAlbumRoutes } from './albums/adminAlbumRoutes.ts';
import { adminRoutes } from './accounts/adminRoutes.ts';
import { archiveRoutes } from './archive/archiveRoutes.ts';
import { articleRoutes } from './articles/articleRoutes.ts';
import { albumRoutes } from './albums/albumRoutes.ts';
import { memberAlbumRoutes } from './albums/memberAlbumRoutes.ts';
import { openAlbumsRoutes } from './albums/openAlbumsRoutes.ts';
import { albumAdditionsRoutes } from './albums/albumAdditionsRoutes.ts';
import { commentRoutes } from './comments/commentRoutes.ts';
import { commentsPlugin } from './comments/commentsPlugin.ts';
import { photoRoutes } from './photos/photoRoutes.ts';
import { userRoutes } from './accounts/userRoutes.ts';
import { videosPlugin } from './videos/videosPlugin.ts';
import { videoRoutes } from './videos/videoRoutes.ts';
import { tusRoutes } from './videos/tusRoutes.ts';
import { mapRoutes } from './map/mapRoutes.ts';
import { videoMediaRoutes } from './videos/videoMediaRoutes.ts';
import { openapiPlugin } from './platform/openapi/openapiPlugin.ts';
import { pushPlugin } from './push/pushPlugin.ts';
import { pushRoutes } from './push/pushRoutes.ts';
import { reactionsPlugin } from './reactions/reactionsPlugin.ts';
import { reactionRoutes } from './reactions/reactionRoutes.ts';
import { reactionLive } from './reactions/reactionLive.ts';
import { searchPlugin } from './search/searchPlugin.ts';
import { bookPlugin } from './book/bookPlugin.ts';
import { bookRoutes } from './book/bookRoutes.ts';

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
  // stdout is written asynchronously, through a bounded buffer: a reader that stalls costs log
  // lines, never the server's answers (platform/logDestination.ts).
  const stdoutLog = config.logger && logStream === undefined ? logDestination() : undefined;
  const destination = config.logger ? (logStream ?? stdoutLog?.stream) : undefined;
  const app = Fastify({
    // A logged request shows its URL with keys and tokens masked (platform/http/loggedUrl.ts).
    logger: destination === undefined ? false : { level: config.logLevel, stream: destination, serializers: { req: serializeRequest } },
    // One access-log line per request (platform/requestLog.ts) instead of Fastify's two.
    logController: new AccessLog(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // What Node refuses before any route (headers past 16 KB…) answered in French, the connection closed gently.
    clientErrorHandler: answerClientError,
    // Extra fields are refused rather than silently dropped, and types are never coerced. The
    // validators are compiled once per process (platform/sharedValidators.ts).
    ajv: { customOptions: ajvOptions, onCreate: shareCompiledValidators },
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers } },
  });
  stdoutLog?.reportDropsTo(app.log);

  try {
    // Order: config → errors → security headers → db → auth → routes → chat → SPA fallback.
    app.decorate('config', config);
    const routeTable: RouteEntry[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => {
      routeTable.push({ method: route.method, url: route.url, schema: route.schema });
    });
    await app.register(errorsPlugin);
    // Before any route: the API's description collects them as they are registered.
    await app.register(openapiPlugin);
    await app.register(securityPlugin);
    await app.register(slowClientsPlugin);
    await app.register(compressionPlugin);
    await app.register(dbPlugin);
    await app.register(liveEventsPlugin);
    await app.register(authPlugin);
    await app.register(clusterPlugin);
    await app.register(diskReservePlugin);
    // Shared by every slice that takes files; routes tighten its limits per call.
    await app.register(uploadsPlugin);
    // Issue 39: the trips and what is shown of places; articles take their place and day from it.
    await app.register(tripsPlugin);
    await app.register(articlesPlugin);
    // Issue 42: the trip's book, made in the background from the trip's days.
    await app.register(bookPlugin);
    await app.register(commentsPlugin);
    await app.register(reactionsPlugin);
    await app.register(videosPlugin);
    // After Lapintube's: an album's video is one of its videos.
    await app.register(albumsPlugin);
    // Issue 25: the chat's photos; its sweep of unsent ones runs before the media orphan sweep.
    await app.register(chatPhotosPlugin);
    // Web Push listens to what the slices above announce; registration and grants call it.
    await app.register(pushPlugin);
    await app.register(fileHygienePlugin);
    // Issue 39: the once-per-data-dir back-fill of places, in the background after the start.
    await app.register(placesPlugin);
    await app.register(backupSchedulePlugin);
    await app.register(healthRoutes);
    await app.register(userRoutes);
    await app.register(adminRoutes);
    await app.register(diskRoutes);
    await app.register(storageRoutes);
    await app.register(archiveRoutes);
    await app.register(albumRoutes);
    await app.register(photoRoutes);
    await app.register(videoMediaRoutes);
    await app.register(mapRoutes);
    await app.register(adminAlbumRoutes);
    await app.register(memberAlbumRoutes);
    await app.register(openAlbumsRoutes);
    await app.register(albumAdditionsRoutes);
    await app.register(articleRoutes);
    await app.register(commentRoutes);
    await app.register(tripRoutes);
    await app.register(bookRoutes);
    await app.register(videoRoutes);
    await app.register(tusRoutes);
    await app.register(pushRoutes);
    await app.register(reactionRoutes);
    await app.register(searchPlugin);
    // The chat (socket.io on app.server) needs app.authenticator to check the handshake token and
    // app.accountEvents ('revoked') to drop the sockets of banned users.
    await app.register(chatPlugin);
    // The live connection shares the chat's socket.io server and its gate.
    await app.register(livePlugin);
    // Reactions reach both: the live connections, and the chat's sockets for messages.
    await app.register(reactionLive);
    await app.register(spaPlugin);
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
