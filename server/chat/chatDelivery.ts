import type { ChatMessage } from '../../shared/chatTypes.ts';
import type { ClusterBus } from '../cluster/clusterBus.ts';
import type { ChatRepository, NewChatMessage } from '../repositories/chatRepository.ts';

type Delivered =
  | { kind: 'message'; from: string; ts: number; message?: Omit<ChatMessage, 'ts'> }
  | { kind: 'removed'; ts: string };

/**
 * Where the database writes the new ts into a message's notification: a control character,
 * which JSON escapes inside every string, so no relative's text can hold it.
 */
const TS_MARK = '\u0001';

/** PostgreSQL's NOTIFY refuses payloads of 8,000 bytes and more: longer messages travel as their ts. */
const INLINE_BYTES = 7000;

export interface ChatDelivery {
  /** Stores the message under the next ts; every node's hub (this one's too) then gets it, in ts order. */
  send(message: NewChatMessage, fromSocketId: string): Promise<ChatMessage>;
  /** Moderation: false when no message had that ts; otherwise every node drops it. */
  remove(ts: string): Promise<boolean>;
  onMessage(listener: (message: ChatMessage, fromSocketId: string) => void): void;
  onRemoved(listener: (ts: string) => void): void;
}

/**
 * The chat's one path from a sender to every connection. On one node the hub is told right after
 * the commit. On several, the notification is part of the insert's transaction: PostgreSQL hands
 * notifications out in commit order, and the clock row makes commit order the ts order, so every
 * node delivers in ts order, exactly once.
 */
export function createChatDelivery(repository: ChatRepository, bus: ClusterBus, now: () => number = () => Date.now()): ChatDelivery {
  const messageListeners: Array<(message: ChatMessage, from: string) => void> = [];
  const removedListeners: Array<(ts: string) => void> = [];
  const deliver = (message: ChatMessage, from: string) => {
    for (const listener of messageListeners) listener(message, from);
  };
  const removed = (ts: string) => {
    for (const listener of removedListeners) listener(ts);
  };

  if (bus.clustered) {
    // One after the other: a long message read back from the database must not be overtaken.
    let queue = Promise.resolve();
    bus.subscribe('chat', (payload) => {
      const delivered = payload as Delivered;
      queue = queue
        .then(async () => {
          if (delivered.kind === 'removed') return removed(delivered.ts);
          const message = delivered.message ? { ...delivered.message, ts: String(delivered.ts) } : await repository.byTs(delivered.ts);
          if (message !== undefined) deliver(message, delivered.from);
        })
        .catch(() => undefined);
    });
  }

  return {
    async send(message, fromSocketId) {
      if (!bus.clustered) {
        const stored = await repository.append(message, now());
        deliver(stored, fromSocketId);
        return stored;
      }
      const body = { message: message.message, sender: message.sender, color: message.color };
      const inline = Buffer.byteLength(JSON.stringify(body)) < INLINE_BYTES;
      const payload: Delivered = { kind: 'message', from: fromSocketId, ts: 0, ...(inline ? { message: body } : {}) };
      const { channel, text } = bus.notification('chat', payload);
      // The first `"ts":0` is the payload's own key: every other "ts" in the text is inside a string.
      const template = text.replace('"ts":0', `"ts":${TS_MARK}`);
      return repository.appendNotified(message, now(), { channel, template, placeholder: TS_MARK });
    },

    async remove(ts) {
      if (!bus.clustered) {
        if (!(await repository.deleteByTs(Number(ts)))) return false;
        removed(ts);
        return true;
      }
      return repository.deleteByTs(Number(ts), async (trx) => {
        await bus.publishInTransaction(trx, 'chat', { kind: 'removed', ts } satisfies Delivered);
      });
    },

    onMessage(listener) {
      messageListeners.push(listener);
    },
    onRemoved(listener) {
      removedListeners.push(listener);
    },
  };
}
