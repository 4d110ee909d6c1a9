import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { createLocalBus, type ClusterBus } from '../cluster/clusterBus.ts';
import { relayEvents } from '../cluster/eventRelay.ts';

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
    const bus = createLocalBus();
    const stopRelay = relayEvents(bus, app.accountEvents, app.liveEvents);
    app.decorate('clusterBus', bus);
    app.decorate('nodeId', randomUUID());
    app.addHook('onClose', async () => {
      stopRelay();
      await bus.close();
    });
  },
  { name: 'cluster', dependencies: ['db', 'auth', 'live-events'] },
);
