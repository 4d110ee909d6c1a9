import type { Participant } from '../../shared/chatTypes.ts';
import type { PresenceRepository } from './presenceRepository.ts';
import type { PresenceBook } from './ChatHub.ts';

export interface ChatPresenceOptions {
  repository: PresenceRepository;
  nodeId: string;
  /** Several nodes share the database: only silent nodes' rows may be swept. */
  clustered: boolean;
  /** Relatives whose connections vanished with a stopped node. */
  onGone: (participants: Participant[]) => void;
  onError: (error: unknown) => void;
  heartbeatMs?: number;
  /** A node silent this long is taken for dead (a minute: a busy node is not a dead one). */
  silentAfterMs?: number;
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
  now = () => Date.now(),
}: ChatPresenceOptions): ChatPresence {
  const aliveSince = () => now() - silentAfterMs;
  let timer: NodeJS.Timeout | undefined;
  const beat = async () => {
    await repository.heartbeat(nodeId, now());
    const gone = await repository.sweep(aliveSince());
    if (gone.length > 0) onGone(gone);
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
      await repository.removeNode(nodeId);
    },
    add: (socketId, userId, participant) => repository.add({ socketId, nodeId, userId, participant }, now(), aliveSince()),
    remove: (socketId, userId) => repository.remove(socketId, userId, aliveSince()),
    list: () => repository.list(aliveSince()),
  };
}
