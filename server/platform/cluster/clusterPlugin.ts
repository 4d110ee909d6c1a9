import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { createLocalBus, type ClusterBus } from './clusterBus.ts';
import { relayEvents } from './eventRelay.ts';
import { createPostgresBus } from './postgresBus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How this node hears the others (nobody to hear on SQLite). */
    clusterBus: ClusterBus;
    /** This process, among the nodes sharing the database. */
    nodeId: string;
  }
}

/** After auth and live events: what those emit on this node reaches the other nodes. */
export const clusterPlugin = fp(
  async (app) => {
    const nodeId = randomUUID();
    const { databaseUrl } = app.config;
    const bus = databaseUrl === null ? createLocalBus() : await createPostgresBus(app.db, databaseUrl, nodeId, app.log);
    const stopRelay = relayEvents(bus, app.accountEvents, app.liveEvents, (error) => app.log.error({ err: error }, 'event not relayed to the other nodes'));
    // Whatever the other nodes said while this one was not listening is lost: every session it
    // remembers is checked again, and the pending count recomputed.
    bus.onResumed(() => app.accountEvents.emit('accountsChanged'));
    app.decorate('clusterBus', bus);
    app.decorate('nodeId', nodeId);
    app.addHook('onClose', async () => {
      stopRelay();
      await bus.close();
    });
  },
  { name: 'cluster', dependencies: ['db', 'auth', 'live-events'] },
);
