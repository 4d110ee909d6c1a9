import type { ChatMessage } from '../../shared/chatTypes.ts';
import type { ClusterBus } from '../platform/cluster/clusterBus.ts';
import { deliveredBody, type ChatRepository, type NewChatMessage } from './chatRepository.ts';

type Delivered =
  | { kind: 'message'; from: string; ts: number; message?: Omit<ChatMessage, 'ts'> }
  | { kind: 'removed'; ts: string };

/**
 * Where the database writes the new ts into a message's notification: a control character,
 * which JSON escapes inside every string, so no relative's text can hold it.
 */
const TS_MARK = '\u0001';

/** A message given to `send` on one node, until its batch is stored. */
interface Waiting {
  message: NewChatMessage;
  from: string;
  resolve: (stored: ChatMessage) => void;
  reject: (error: unknown) => void;
}

/** Rows per insert: five values each, well under SQLite's 32,766 bound parameters. */
const MAX_BATCH = 500;

/** PostgreSQL's NOTIFY refuses payloads of 8,000 bytes and more: longer messages travel as their ts. */
const INLINE_BYTES = 7000;

export interface ChatDelivery {
  /**
   * Stores the message under the next ts; every node's hub (this one's too) then gets it, in ts
   * order. A message whose sender and clientId are stored already is not stored or delivered
   * again: its first ts comes back.
   */
  send(message: NewChatMessage, fromSocketId: string): Promise<ChatMessage>;
  /** Moderation: false when no message had that ts; otherwise every node drops it. */
  remove(ts: string): Promise<boolean>;
  onMessage(listener: (message: ChatMessage, fromSocketId: string) => void): void;
  onRemoved(listener: (ts: string) => void): void;
  /** Several nodes: what this node has delivered so far is what is in the database now (call once, before serving). */
  start(): Promise<void>;
  /**
   * Several nodes: runs after a gap in what this node heard, before it delivers what was said
   * meanwhile (the sockets' sessions are checked again there).
   */
  beforeCatchUp(step: () => Promise<void>): void;
  stop(): void;
}

/** Rows per read while a node catches up after a gap. */
const CATCH_UP_PAGE = 500;
/** A catch-up that failed (the database is not back yet) is tried again after this. */
const CATCH_UP_RETRY_MS = 500;

/**
 * The chat's one path from a sender to every connection. On one node the hub is told right after
 * the commit. On several, the notification is part of the insert's transaction: PostgreSQL hands
 * notifications out in commit order, and the clock row makes commit order the ts order, so every
 * node delivers in ts order, exactly once.
 */
export function createChatDelivery(
  repository: ChatRepository,
  bus: ClusterBus,
  now: () => number = () => Date.now(),
  onListenerError: (error: unknown) => void = () => undefined,
): ChatDelivery {
  const messageListeners: Array<(message: ChatMessage, from: string) => void> = [];
  const removedListeners: Array<(ts: string) => void> = [];
  // A stored message is acknowledged and reaches the other listeners even if one of them fails.
  const deliver = (message: ChatMessage, from: string) => {
    for (const listener of messageListeners) {
      try {
        listener(message, from);
      } catch (error) {
        onListenerError(error);
      }
    }
  };
  const removed = (ts: string) => {
    for (const listener of removedListeners) listener(ts);
  };

  // Group commit, one node: messages that arrive in the same turn of the event loop (one poll of
  // the sockets) are stored in one transaction, then each is delivered and acknowledged, in ts
  // order. A failed batch is retried one message at a time, so one bad row refuses only itself.
  const batch: Waiting[] = [];
  const storeOne = (entry: Waiting) =>
    repository.append(entry.message, now()).then((stored) => {
      deliver(stored, entry.from);
      entry.resolve(stored);
    }, entry.reject);
  const flush = () => {
    const taken = batch.splice(0, MAX_BATCH);
    if (batch.length > 0) setImmediate(flush);
    repository.appendMany(taken.map((entry) => entry.message), now()).then(
      (stored) =>
        stored.forEach((message, index) => {
          deliver(message, taken[index]!.from);
          taken[index]!.resolve(message);
        }),
      (error: unknown) => {
        if (taken.length === 1) taken[0]!.reject(error);
        // One after the other, so their ts keep the order they were sent in.
        else void taken.reduce((previous, entry) => previous.then(() => storeOne(entry)), Promise.resolve());
      },
    );
  };
  const appendSoon = (message: NewChatMessage, from: string) =>
    new Promise<ChatMessage>((resolve, reject) => {
      if (batch.length === 0) setImmediate(flush);
      batch.push({ message, from, resolve, reject });
    });

  // Several nodes. Every message reaches this node's hub once, in ts order: as its notification
  // comes, or, when notifications were lost (the listening connection dropped, a long message
  // could not be read back), from the database, everything after the last ts delivered. What is
  // heard meanwhile waits behind that read, and a ts at or below the last delivered is skipped.
  let lastDelivered = 0;
  let stopped = false;
  const catchUpSteps: Array<() => Promise<void>> = [];
  // This node's senders by ts, until their message is delivered: one caught up from the database
  // must not come back to the tab that sent it.
  const ownSenders = new Map<number, string>();
  const deliverOnce = (message: ChatMessage, from: string) => {
    const ts = Number(message.ts);
    if (ts <= lastDelivered) return;
    lastDelivered = ts;
    ownSenders.delete(ts);
    deliver(message, from);
  };
  const catchUp = async () => {
    for (let attempt = 0; !stopped; attempt++) {
      try {
        for (const step of catchUpSteps) await step();
        for (;;) {
          const page = await repository.oldestAfter(lastDelivered, CATCH_UP_PAGE);
          for (const message of page) deliverOnce(message, ownSenders.get(Number(message.ts)) ?? '');
          if (page.length < CATCH_UP_PAGE) break;
        }
        // Messages deleted before they could be delivered leave their sender behind.
        for (const ts of ownSenders.keys()) if (ts <= lastDelivered) ownSenders.delete(ts);
        return;
      } catch (error) {
        onListenerError(error);
        await new Promise((resolve) => setTimeout(resolve, CATCH_UP_RETRY_MS));
      }
    }
  };

  // One after the other: a long message read back from the database must not be overtaken.
  let queue = Promise.resolve();
  const enqueue = (step: () => Promise<void> | void) => {
    queue = queue.then(step).catch(onListenerError);
  };
  if (bus.clustered) {
    bus.subscribe('chat', (payload) => {
      const delivered = payload as Delivered;
      enqueue(async () => {
        if (delivered.kind === 'removed') return removed(delivered.ts);
        if (delivered.ts <= lastDelivered) return;
        if (delivered.message) return deliverOnce({ ...delivered.message, ts: String(delivered.ts) }, delivered.from);
        const message = await repository.byTs(delivered.ts).catch(() => null);
        if (message === null) await catchUp();
        else if (message !== undefined) deliverOnce(message, delivered.from);
      });
    });
    // The bus tells this before anything its new connection hears.
    bus.onResumed(() => enqueue(catchUp));
  }

  const store = async (message: NewChatMessage, fromSocketId: string): Promise<ChatMessage> => {
    if (!bus.clustered) return appendSoon(message, fromSocketId);
    const body = deliveredBody(message);
    const inline = Buffer.byteLength(JSON.stringify(body)) < INLINE_BYTES;
    const payload: Delivered = { kind: 'message', from: fromSocketId, ts: 0, ...(inline ? { message: body } : {}) };
    const { channel, text } = bus.notification('chat', payload);
    // The first `"ts":0` is the payload's own key: every other "ts" in the text is inside a string.
    const template = text.replace('"ts":0', `"ts":${TS_MARK}`);
    const stored = await repository.appendNotified(message, now(), { channel, template, placeholder: TS_MARK });
    if (Number(stored.ts) > lastDelivered) ownSenders.set(Number(stored.ts), fromSocketId);
    return stored;
  };

  // Exactly once (issue 24's outbox): a device sends a message again until it hears the ack, so
  // the same (sender, clientId) may come twice, even at once on two nodes. The unique index
  // refuses the second row (the whole statement fails, its notification with it), and the first
  // one's ts is the answer. Looking first spares the usual resend a failed insert.
  const storedBefore = (message: NewChatMessage) =>
    message.clientId === undefined ? Promise.resolve(undefined) : repository.byClientId(message.senderId, message.clientId);

  return {
    async send(message, fromSocketId) {
      const before = await storedBefore(message);
      if (before) return before;
      try {
        return await store(message, fromSocketId);
      } catch (error) {
        const first = await storedBefore(message).catch(() => undefined);
        if (first) return first;
        throw error;
      }
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
    async start() {
      if (bus.clustered) lastDelivered = Math.max(lastDelivered, await repository.lastTs());
    },
    beforeCatchUp(step) {
      catchUpSteps.push(step);
    },
    stop() {
      stopped = true;
    },
  };
}
