import fp from 'fastify-plugin';
import type { Reaction, ReactionKind } from '../../shared/reactionTypes.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { toReactions } from './reactionsService.ts';

interface Receiver {
  data: { user?: AuthUser };
  emit(event: 'reaction', payload: { kind: ReactionKind; id: string; reactions: Reaction[] }): unknown;
}

/**
 * After a toggle on any node (platform/cluster/eventRelay.ts relays `reaction`), this node reads
 * the item's reactions once and tells each of its own `/live` connections, and for a message each
 * chat socket, of every relative who may see the item, each with its own `mine`.
 */
export const reactionLive = fp(
  async (app) => {
    const announce = async (kind: ReactionKind, id: string, item: string, audience: number[] | null) => {
      const receivers: Receiver[] = [...app.liveIo.sockets.values()];
      if (kind === 'message') receivers.push(...app.chatIo.of('/').sockets.values());
      const allowed = audience === null ? undefined : new Set(audience);
      const listening = receivers.filter((socket) => socket.data.user !== undefined && (allowed === undefined || allowed.has(socket.data.user.id)));
      if (listening.length === 0) return;
      const rows = await app.reactions.rowsOf(kind, item);
      const perReader = new Map<number, Reaction[]>();
      for (const socket of listening) {
        const reader = socket.data.user!.id;
        let reactions = perReader.get(reader);
        if (reactions === undefined) {
          reactions = toReactions(rows, reader);
          perReader.set(reader, reactions);
        }
        socket.emit('reaction', { kind, id, reactions });
      }
    };
    const onReaction = (kind: ReactionKind, id: string, item: string, audience: number[] | null) => {
      announce(kind, id, item, audience).catch((error: unknown) => app.log.error({ err: error }, 'reaction not announced'));
    };
    app.liveEvents.on('reaction', onReaction);
    app.addHook('preClose', async () => {
      app.liveEvents.off('reaction', onReaction);
    });
  },
  { name: 'reaction-live', dependencies: ['live', 'chat', 'reactions'] },
);
