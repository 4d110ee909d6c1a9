// Chat event payloads and socket constants shared by the socket.io server and the browser client
// (spec §3, §4, §7, §9 and issue 5). Types and plain constants only, so both sides can import it.
import type { Reaction, ReactionEvent } from './reactionTypes.ts';

/** A chat line. `ts` is a millisecond timestamp string assigned by the server; `color` is the sender's. */
export type ChatMessage = {
  message: string;
  sender: string;
  ts: string;
  color?: string;
  /** The id the sender's device gave it (issue 24 outbox), when it gave one: a catch-up or a
   * broadcast that brings it back settles that device's outbox entry. */
  clientId?: string;
  /** Issue 25: the ts of the message this one answers. */
  replyTo?: string;
  /** Issue 25: photos sent with it (a message may be photos alone, with an empty text). */
  images?: ChatPhoto[];
  /** Issue 25: the accounts mentioned, with their current pseudo. The text carries `@<pseudo>`
   * rendered with that current pseudo; the server stores the account's id. */
  mentions?: ChatMention[];
  /** Issue 25: reactions, as on every item that has them. */
  reactions?: Reaction[];
};

/** A line of a device's history: a server message, or a presence line the device wrote itself
 * (spec §4), whose ts is the lastts it followed (its place in the list) and `at` the device's time
 * when it happened (its day, issue 38). The server never sees this shape. */
export type ChatLine = ChatMessage & { at?: number };

/** A chat photo as histories and `newmessage` carry it (cookie-protected /media URLs). */
export type ChatPhoto = { url: string; thumbnail: string; width: number; height: number };

/** `POST /api/chat/upload` answers one of these per photo; `message` then sends their ids. */
export type UploadedChatPhoto = ChatPhoto & { id: string };

export type ChatMention = { id: number; pseudo: string };

export type Participant = {
  username: string;
  color: string;
  /** Issue 25: the account's id, in \`initializechat\` and \`retrievechat\` (not in \`userjoined\`), so
   * a device can offer the participants as \`@\` mentions, which \`message\` sends as ids. */
  id?: number;
};

/** Payload of `initializechat` (lastts '0') and of `retrievechat` (only the messages after lastts). */
export type ChatSnapshot = {
  participants: Participant[];
  messages: ChatMessage[];
  /** Issue 38: every granted relative of the family, in the chat or not, with the id a mention
   * needs, so the first one in can mention those who come later, or never come. */
  members?: ChatMention[];
};

export type UserJoined = Participant;

export type UserLeft = {
  username: string;
};

/** Client → server `message`. The server ignores `ts` and `token`: it assigns ts and trusts the connection. */
export type OutgoingMessage = {
  /** encodeURIComponent of the text (spec §7). */
  message: string;
  ts: string;
  token: string;
  /**
   * Issue 24's outbox: a UUID the device makes when Enter is pressed, kept while it sends the
   * message again. The server stores (sender, clientId) once and acknowledges a repeat with the
   * first ts. Optional: the spec's payload without it works as before.
   */
  clientId?: string;
  /** Issue 25: the ts of the message answered (same room). */
  replyTo?: string;
  /** Issue 25: ids from `POST /api/chat/upload`, at most 5. */
  images?: string[];
  /** Issue 25: ids of the accounts mentioned (`@` in the text, shown as their pseudo). */
  mentions?: number[];
};

/** A message typed on a device that the server has not confirmed yet, or refused (issue 24's
 * outbox; the browser keeps it, the server never sees this shape). */
export type OutboxEntry = {
  /** Made on the device when Enter is pressed; the server stores (sender, clientId) once. */
  clientId: string;
  message: string;
  state: 'waiting' | 'refused';
  /** The server's French reason, when refused. */
  reason?: string;
  /** Issue 25: the ts of the message answered, sent again with it. */
  replyTo?: string;
  /** Issue 25: the accounts mentioned (the text carries \`@<pseudo>\`); their ids go on the wire. */
  mentions?: ChatMention[];
};

export type MessageAckStatus = 'confirmed' | 'refused';

/** Second ack argument on success, so the sender's lastts matches the server's. */
export type MessageConfirmation = {
  ts: string;
};

/** Second ack argument on refusal: why, in French (empty, too long, too fast, …). */
export type MessageRefusal = {
  reason: string;
};

/**
 * The server answers `ack('confirmed', { ts })` or `ack('refused', { reason })`. `emitWithAck`
 * resolves with the first argument only, so a client that needs `ts` uses
 * `socket.timeout(ms).emit('message', payload, (err, status, detail) => …)`.
 */
export type MessageAck = (status: MessageAckStatus, detail?: MessageConfirmation | MessageRefusal) => void;

/** Why the server ends a relative's connections (issue 25: a ban), said before it closes them. */
export type AccessSuspended = { message: string };

/** Issue 25: the `data` of a refused handshake whose session a ban ended, so the app signs out
 * with the server's sentence instead of advising to reconnect. Live and chat alike. */
export type HandshakeRefusal = { accesssuspended: true };

export function isSuspendedRefusal(error: Error & { data?: unknown }): boolean {
  return typeof error.data === 'object' && error.data !== null && (error.data as Partial<HandshakeRefusal>).accesssuspended === true;
}

/** An admin removed a message: every client drops it, and catch-up no longer returns it. */
export type MessageDeleted = { ts: string };

export type ServerToClientEvents = {
  initializechat: (snapshot: ChatSnapshot) => void;
  retrievechat: (snapshot: ChatSnapshot) => void;
  newmessage: (message: ChatMessage) => void;
  userjoined: (user: UserJoined) => void;
  userleft: (user: UserLeft) => void;
  messagedeleted: (deleted: MessageDeleted) => void;
  /** The server is stopping (an update, a restart): why, in French. The client reconnects by itself. */
  serverclosing: (notice: { reason: string }) => void;
  /** Issue 25: the account was banned; the server closes the socket right after (French text). */
  accesssuspended: (notice: AccessSuspended) => void;
  /** Issue 25: reactions on a message changed. */
  reaction: (event: ReactionEvent) => void;
};

export type ClientToServerEvents = {
  message: (payload: OutgoingMessage, ack: MessageAck) => void;
};

export const chatConstants = {
  confirmed: 'confirmed',
  /** lastts when the client has no history: the server answers with initializechat. */
  initialLastts: '0',
  ackTimeoutMs: 5000,
  /** Longest message, in characters of the decoded text; the server refuses longer ones. */
  maxMessageLength: 4000,
  /** socket.io-client ManagerOptions from spec §9, spread into `io(url, { ...socketOptions, path, … })`. */
  socketOptions: {
    autoConnect: false,
    timeout: 20_000,
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
  },
} as const;
