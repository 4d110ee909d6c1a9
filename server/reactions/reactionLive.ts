import fp from 'fastify-plugin';
import type { Reaction, ReactionKind } from '../../shared/reactionTypes.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { toReactions } from './reactionsService.ts';

type ReactionPayload = { kind: ReactionKind; id: string; reactions: Reaction[] };

interface Receiver {
  id: string;
  data: { user?: AuthUser };
  emit(event: 'reaction', payload: ReactionPayload): unknown;
}

interface Room {
  sockets: Map<string, Receiver>;
  /** This node's sockets only: the other nodes announce to their own. */
  local: { to(ids: string[]): { emit(event: 'reaction', payload: ReactionPayload): unknown } };
}

type Toggle = [kind: ReactionKind, id: string, item: string, audience: number[] | null];

/** An item announced within the last COALESCE_MS, and the toggle that came since, if one did. */
interface Window {
  timer: NodeJS.Timeout;
  last?: Toggle;
}

/**
 * Toggles of one item closer than this make one announcement at the window's end, of the rows
 * read then (issue 37: 1,000 toggles sent 20,000 events to one relative's sockets). The first
 * toggle is announced at once, so a lone ❤️ is not late; the last one is never lost.
 */
const COALESCE_MS = 250;

/**
 * After a toggle on any node (platform/cluster/eventRelay.ts relays `reaction`), this node reads
 * the item's reactions once and tells each of its own `/live` connections, and for a message each
 * chat socket, of every relative who may see the item, each with its own `mine`. Everyone who did
 * not react sees the same list, so they get one packet encoded once; only the few who reacted get
 * their own copy (a chat of 50 would otherwise encode 50 packets per ❤️).
 */
export const reactionLive = fp(
  async (app) => {
    const announce = async (kind: ReactionKind, id: string, item: string, audience: number[] | null) => {
      const rooms: Room[] = [app.liveIo];
      if (kind === 'message') rooms.push(app.chatIo.of('/'));
      const allowed = audience === null ? undefined : new Set(audience);
      const listens = (socket: Receiver) => socket.data.user !== undefined && (allowed === undefined || allowed.has(socket.data.user.id));
      if (!rooms.some((room) => [...room.sockets.values()].some(listens))) return;
      const rows = await app.reactions.rowsOf(kind, item);
      const reactors = new Set(rows.map((row) => row.account_id));
      const outsiders = toReactions(rows, -1);
      const perReactor = new Map<number, Reaction[]>();
      for (const room of rooms) {
        const shared: string[] = [];
        for (const socket of room.sockets.values()) {
          if (!listens(socket)) continue;
          const reader = socket.data.user!.id;
          if (!reactors.has(reader)) {
            shared.push(socket.id);
            continue;
          }
          let reactions = perReactor.get(reader);
          if (reactions === undefined) {
            reactions = toReactions(rows, reader);
            perReactor.set(reader, reactions);
          }
          socket.emit('reaction', { kind, id, reactions });
        }
        if (shared.length > 0) room.local.to(shared).emit('reaction', { kind, id, reactions: outsiders });
      }
    };
    const windows = new Map<string, Window>();
    const open = (key: string, toggle: Toggle) => {
      // At once, within the toggle's emit: this node's first announcement shares the toggle's read.
      announce(...toggle).catch((error: unknown) => app.log.error({ err: error }, 'reaction not announced'));
      const window: Window = {
        timer: setTimeout(() => {
          windows.delete(key);
          if (window.last !== undefined) open(key, window.last);
        }, COALESCE_MS),
      };
      windows.set(key, window);
    };
    const onReaction = (...toggle: Toggle) => {
      const [kind, , item] = toggle;
      const key = `${kind}:${item}`;
      const window = windows.get(key);
      if (window === undefined) open(key, toggle);
      else window.last = toggle;
    };
    app.liveEvents.on('reaction', onReaction);
    app.addHook('preClose', async () => {
      app.liveEvents.off('reaction', onReaction);
      for (const window of windows.values()) clearTimeout(window.timer);
      windows.clear();
    });
  },
  { name: 'reaction-live', dependencies: ['live', 'chat', 'reactions'] },
);
