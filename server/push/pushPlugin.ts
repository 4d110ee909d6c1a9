import fp from 'fastify-plugin';
import { tripsRepository } from '../trips/tripsRepository.ts';
import { PushQueue } from './PushQueue.ts';
import { pushRepository } from './pushRepository.ts';
import { createPushService, type PushService } from './pushService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
    /** The send queue of this node (tests and the bench wait on it). */
    pushQueue: PushQueue;
  }
}

/**
 * Web Push (issue 24). It listens to what the other slices already announce once their writes
 * have committed (an article, a comment, a chat message, a revocation) and changes none of them;
 * registration and an admin's grant call it from their routes.
 */
export const pushPlugin = fp(
  async (app) => {
    const repo = pushRepository(app.db);
    const settings = app.config.push;
    const singleNode = app.config.databaseUrl === null;
    const trips = tripsRepository(app.db);
    const service = createPushService({
      repo,
      settings,
      adminEmail: app.config.admin?.email,
      queue: () => queue,
      log: app.log,
      singleNode,
      newestStep: (tripId) => app.trips.views.newestStep(tripId),
      adderOf: async (item) =>
        item.kind === 'article' ? ((await trips.articleWriter(Number(item.id)))?.writerId ?? null) : ((await trips.itemOwner(item.kind, item.id))?.ownerId ?? null),
    });
    const queue = new PushQueue({
      repo,
      nodeId: app.nodeId,
      singleNode,
      settings,
      vapid: service.vapidDetails,
      log: app.log,
      bus: app.clusterBus,
      ...(settings.agent ? { agent: settings.agent } : {}),
    });
    app.decorate('push', service);
    app.decorate('pushQueue', queue);

    app.liveEvents.on('articlepublished', service.articlePublished);
    app.liveEvents.on('commentadded', service.commentAdded);
    app.liveEvents.on('chatmessage', service.chatMessage);
    app.liveEvents.on('tripchanged', service.tripChanged);
    app.accountEvents.on('revoked', service.revoked);

    app.addHook('onReady', async () => {
      // The keys are made at the first start; a database away now leaves it to the first send.
      await service.vapidDetails().catch((error: unknown) => app.log.warn({ err: error }, 'VAPID keys not read yet'));
      queue.start();
    });
    app.addHook('preClose', async () => {
      app.liveEvents.off('articlepublished', service.articlePublished);
      app.liveEvents.off('commentadded', service.commentAdded);
      app.liveEvents.off('chatmessage', service.chatMessage);
      app.liveEvents.off('tripchanged', service.tripChanged);
      app.accountEvents.off('revoked', service.revoked);
      await queue.stop();
    });
  },
  { name: 'push', dependencies: ['db', 'auth', 'live-events', 'cluster', 'trips'] },
);
