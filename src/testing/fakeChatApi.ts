import type { ChatConnector, ChatHandshake, ChatSocketHandlers, SendResult } from '../api/chatSocket.ts';
import { chatConstants, type ChatMention, type ChatMessage, type OutgoingMessage, type Participant, type UploadedChatPhoto } from '../../shared/chatTypes.ts';
import type { ChatPhotosApi } from '../api/chatPhotosApi.ts';
import { ApiError } from '../api/httpClient.ts';
import type { ChatAdminApi } from '../api/chatAdminApi.ts';
import type { Reaction } from '../../shared/reactionTypes.ts';
import { adminCall, type FakeAdminApiOptions } from './fakeAdminCall.ts';

// An in-memory chat server behind the ChatConnector contract, for store tests and screen stories:
// it answers handshakes with initializechat/retrievechat from its log, acks sends, and lets a test
// play the other participants, drop the connection and bring it back.

/** `lose-ack`: stored (and kept for catch-ups) but the acknowledgement never arrives, as when the
 * network drops right after the server stored the message. */
export type FakeReply = 'confirm' | 'refuse' | 'timeout' | 'fail' | 'lose-ack';

export interface FakeChatOptions {
  messages?: ChatMessage[];
  participants?: Participant[];
  /** Issue 38: the family's granted relatives, in the snapshots when given. */
  members?: ChatMention[];
  /** How the next sends are acknowledged. */
  reply?: FakeReply;
  refusal?: string;
  /** A refused handshake, with the server's French message. */
  refuseConnection?: string;
  /** Delay of the handshake answer, so stories can show the connecting state. */
  delayMs?: number;
  /** Delay of every acknowledgement, so stories can show 'Envoi du message'. */
  sendDelayMs?: number;
  /** Colour the fake server gives the signed-in user. */
  ownColor?: string;
}

export interface FakeChat {
  connector: ChatConnector;
  log: ChatMessage[];
  participants: Participant[];
  handshakes: ChatHandshake[];
  sent: OutgoingMessage[];
  reply: FakeReply;
  readonly connected: boolean;
  /** Another participant writes: stored, and delivered while connected. */
  deliver(sender: Participant, text: string): ChatMessage;
  join(participant: Participant): void;
  leave(username: string): void;
  /** An admin removed the message with this ts. */
  remove(ts: string): void;
  /** Issue 25: someone reacted to the message with this ts; these are its reactions now. */
  react(ts: string, reactions: Reaction[]): void;
  /** The network drops; socket.io would retry, so `reconnect` plays the retry. */
  drop(): void;
  reconnect(): Promise<void>;
  /** The server closes the connection (ban); with a reason, says it first (issue 25). */
  closeByServer(reason?: string): void;
}

export function fakeChat(options: FakeChatOptions = {}): FakeChat {
  let nextTs = Math.max(1_752_508_800_000, ...(options.messages ?? []).map((m) => Number(m.ts) + 1));
  let handlers: ChatSocketHandlers | undefined;
  let handshake: (() => ChatHandshake) | undefined;
  let live = false;
  const wait = (ms = options.delayMs ?? 0) => new Promise((resolve) => setTimeout(resolve, ms));

  const members = options.members ? { members: options.members } : {};
  const greet = async () => {
    const greeted = handlers;
    if (!greeted || !handshake) return;
    const current = handshake();
    chat.handshakes.push(current);
    await wait();
    // The screen may have been left (and the story unmounted) while the answer was on its way:
    // a real socket that was disconnected delivers nothing either.
    if (handlers !== greeted) return;
    if (options.refuseConnection) return greeted.connectError(options.refuseConnection, false);
    live = true;
    greeted.connect();
    if (current.lastts === chatConstants.initialLastts) {
      greeted.initializechat({ participants: [...chat.participants], messages: [...chat.log], ...members });
    } else {
      const missed = chat.log.filter((m) => Number(m.ts) > Number(current.lastts));
      greeted.retrievechat({ participants: [...chat.participants], messages: missed, ...members });
    }
  };

  // Like the server: a message sent again under its clientId is stored once, and keeps its first ts.
  const store = (payload: OutgoingMessage): ChatMessage => {
    const before = chat.log.find((message) => payload.clientId !== undefined && message.clientId === payload.clientId);
    if (before) return before;
    const ts = String(nextTs++);
    const message: ChatMessage = { message: decodeURIComponent(payload.message), sender: 'moi', ts, color: options.ownColor };
    if (payload.clientId !== undefined) message.clientId = payload.clientId;
    if (payload.images) message.images = payload.images.map((id) => ({ url: id, thumbnail: id, width: 400, height: 300 }));
    if (payload.replyTo !== undefined) message.replyTo = payload.replyTo;
    const known = [...chat.participants.flatMap(({ id, username }) => (id === undefined ? [] : [{ id, pseudo: username }])), ...(options.members ?? [])];
    const mentioned = (payload.mentions ?? []).flatMap((id) => known.find((account) => account.id === id) ?? []);
    if (mentioned.length > 0) message.mentions = mentioned;
    chat.log.push(message);
    return message;
  };

  const chat: FakeChat = {
    log: [...(options.messages ?? [])],
    participants: [...(options.participants ?? [])],
    handshakes: [],
    sent: [],
    reply: options.reply ?? 'confirm',
    get connected() {
      return live;
    },
    connector: (newHandshake, newHandlers) => {
      handshake = newHandshake;
      handlers = newHandlers;
      return {
        get connected() {
          return live;
        },
        connect: () => void greet(),
        disconnect: () => {
          live = false;
          handlers = undefined;
        },
        send: async (payload): Promise<SendResult> => {
          chat.sent.push(payload);
          await wait(options.sendDelayMs ?? 0);
          switch (chat.reply) {
            case 'refuse':
              return { kind: 'refused', reason: options.refusal };
            case 'timeout':
              return { kind: 'failed', timedOut: true, detail: 'operation has timed out' };
            case 'fail':
              return { kind: 'failed', timedOut: false, detail: 'socket closed' };
            case 'lose-ack':
              store(payload);
              return { kind: 'failed', timedOut: true, detail: 'operation has timed out' };
            default:
              return { kind: 'confirmed', ts: store(payload).ts };
          }
        },
      };
    },
    deliver(sender, text) {
      const message = { message: text, sender: sender.username, ts: String(nextTs++), color: sender.color };
      chat.log.push(message);
      if (live) handlers?.newmessage(message);
      return message;
    },
    join(participant) {
      chat.participants.push(participant);
      if (live) handlers?.userjoined(participant);
    },
    leave(username) {
      chat.participants = chat.participants.filter((p) => p.username !== username);
      if (live) handlers?.userleft({ username });
    },
    remove(ts) {
      chat.log = chat.log.filter((message) => message.ts !== ts);
      if (live) handlers?.messagedeleted(ts);
    },
    react(ts, reactions) {
      chat.log = chat.log.map((message) => (message.ts === ts ? { ...message, reactions } : message));
      if (live) handlers?.reaction?.({ kind: 'message', id: ts, reactions });
    },
    drop() {
      live = false;
      handlers?.disconnect('transport close', true);
    },
    reconnect: () => greet(),
    closeByServer(reason) {
      if (reason !== undefined) handlers?.accesssuspended(reason);
      live = false;
      handlers?.disconnect('io server disconnect', false);
    },
  };
  return chat;
}

/** The admin's REST deletion of a message; `remove` above plays what the other chats then see.
 * Given the fake server, a relative's deletion of their own message reaches it (issue 25). */
export function fakeChatAdminApi(options: FakeAdminApiOptions = {}, server?: FakeChat): ChatAdminApi {
  const call = adminCall(options);
  return {
    async deleteMessage() {
      await call(404);
    },
    async deleteOwnMessage(_token, ts) {
      await call(403);
      server?.remove(ts);
    },
  };
}

export interface FakeChatPhotosOptions {
  /** The server's French refusal of the next uploads. */
  refusal?: string;
  /** Delay of each upload, so stories can show it under way. */
  delayMs?: number;
}

/** Issue 25: `POST /api/chat/upload` in memory; each photo is served back from its own bytes. */
export function fakeChatPhotosApi(options: FakeChatPhotosOptions = {}): ChatPhotosApi & { uploads: Blob[][]; refusal?: string } {
  let next = 1;
  const api = {
    uploads: [] as Blob[][],
    refusal: options.refusal,
    async upload(_token: string, photos: readonly Blob[], onProgress?: (fraction: number) => void): Promise<UploadedChatPhoto[]> {
      onProgress?.(0);
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      if (api.refusal) throw new ApiError(api.refusal, 413);
      api.uploads.push([...photos]);
      onProgress?.(1);
      return photos.map((photo) => {
        const url = URL.createObjectURL(photo);
        return { id: `photo-${next++}`, url, thumbnail: url, width: 400, height: 300 };
      });
    },
  };
  return api;
}
