import type { Participant } from '../../shared/chatTypes.ts';
import type { PresenceRepository } from './presenceRepository.ts';
import type { PresenceBook } from './ChatHub.ts';

export interface ChatPresenceOptions {
  repository: PresenceRepository;
  nodeId: string;
  /** Several nodes share the database: only silent nodes' rows may be swept. */
  clustered: boolean;
  /** Relatives gone: their connections vanished with a stopped node, or their grace period ran out. */
  onGone: (participants: Participant[]) => void;
  onError: (error: unknown) => void;
  heartbeatMs?: number;
  /** A node silent this long is taken for dead (a minute: a busy node is not a dead one). */
  silentAfterMs?: number;
  /** CHAT_PRESENCE_GRACE_SECONDS: how long a relative whose last connection dropped still counts
   * as present (issue 24); 0 announces the leave at once. */
  graceMs?: number;
  now?: () => number;
}

export interface ChatPresence extends PresenceBook {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The presence book in the database, with this node's heartbeat and the sweep of dead nodes. */
export function createChatPresence({
  repository,
  nodeId,
  clustered,
  onGone,
  onError,
  heartbeatMs = 10_000,
  silentAfterMs = 60_000,
  graceMs = 0,
  now = () => Date.now(),
}: ChatPresenceOptions): ChatPresence {
  const aliveSince = () => now() - silentAfterMs;
  const dueAt = () => (graceMs > 0 ? now() + graceMs : undefined);
  let timer: NodeJS.Timeout | undefined;
  const settleTimers = new Set<NodeJS.Timeout>();
  const settle = async () => {
    const gone = await repository.settle(now());
    if (gone.length > 0) onGone(gone);
  };
  // The heartbeat settles every node's due departures too: those of a node that died before its
  // own timer fired, and those left by the previous run of this one.
  const beat = async () => {
    await repository.heartbeat(nodeId, now());
    const gone = await repository.sweep(aliveSince());
    if (gone.length > 0) onGone(gone);
    await settle();
  };
  // A timer at the due time keeps the announcement prompt; it settles whatever is due then, and
  // whichever node deletes a departure first announces it.
  const settleLater = () => {
    const settleTimer = setTimeout(() => {
      settleTimers.delete(settleTimer);
      settle().catch(onError);
    }, graceMs + 5);
    settleTimer.unref();
    settleTimers.add(settleTimer);
  };

  return {
    async start() {
      // Alone on its SQLite file, a starting node knows every row left is from a process that
      // is gone; sharing PostgreSQL, it leaves the living nodes' rows alone.
      if (!clustered) await repository.sweep(Number.MAX_SAFE_INTEGER);
      await beat();
      timer = setInterval(() => beat().catch(onError), heartbeatMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      for (const settleTimer of settleTimers) clearTimeout(settleTimer);
      settleTimers.clear();
      // Phones reconnect to another node, or to this one once it is back: its relatives leave
      // departures that the others, or its next start, settle.
      await repository.removeNode(nodeId, aliveSince(), dueAt());
    },
    add: (socketId, userId, participant) => repository.add({ socketId, nodeId, userId, participant }, now(), aliveSince()),
    async remove(socketId, userId) {
      const leave = await repository.remove(socketId, userId, aliveSince(), dueAt());
      if (leave === 'leaving') settleLater();
      return leave === 'left';
    },
    list: () => repository.listWithIds(aliveSince()),
  };
}
