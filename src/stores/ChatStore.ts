import { makeAutoObservable, runInAction } from 'mobx';
import type { ChatConnector, ChatSocket, ChatSocketHandlers, SendResult } from '../api/chatSocket.ts';
import type { ChatAdminApi } from '../api/chatAdminApi.ts';
import { chatConstants, type ChatPhoto, type ChatMention, type ChatMessage, type ChatSnapshot, type OutboxEntry, type Participant, type UploadedChatPhoto } from '../../shared/chatTypes.ts';
import { mentionedIn } from '../../shared/mentionedIn.ts';
import { product } from '../../shared/product.ts';
import type { Reaction } from '../../shared/reactionTypes.ts';
import { chatTexts } from '../texts/chatTexts.ts';
import { persist, type PersistOptions } from './persistence.ts';
import { busyCall } from './busyCall.ts';

/** idle: the chat screen is closed; connecting covers the automatic reconnections too;
 * disconnected: refused or closed by the server, no retry. */
export type ChatStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

export interface ChatUser {
  firstName: string;
  token: string;
}

/** Issue 25: a message with photos joins the outbox once they are uploaded; it keeps them (their
 * ids for `message`, their URLs to show the message once confirmed, as the sender gets no
 * `newmessage` of its own). */
export type ChatOutboxEntry = OutboxEntry & { images?: UploadedChatPhoto[] };

const shownImage = ({ url, thumbnail, width, height }: UploadedChatPhoto): ChatPhoto => ({ url, thumbnail, width, height });

/** Older messages are dropped from the device past this many, so local storage stays small. */
export const MAX_KEPT_MESSAGES = 1000;

/** Issue 25: what a message is sent with besides its text. */
export interface SendOptions {
  /** The ts of the message answered. */
  replyTo?: string;
  /** The accounts picked after `@`, still named in the text. */
  mentions?: ChatMention[];
  /** Issue 25: the photos uploaded for it (POST /api/chat/upload). */
  images?: UploadedChatPhoto[];
}

/** A connection that stays up but lost an ack (a dead link not noticed yet) is tried again after this. */
export const OUTBOX_RETRY_MS = 5000;

/** A v4 UUID. `crypto.randomUUID` exists only on HTTPS and localhost; a family server reached by
 * plain HTTP on the home network still has `getRandomValues`. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const isSystem = (message: ChatMessage) => message.sender === product.systemSender;
const tsOf = (message: ChatMessage) => Number(message.ts);

/** Spec §3 Chat state (messages, participants, lastts) and §4 Chat connection. */
export class ChatStore {
  messages: ChatMessage[] = [];
  participants: Participant[] = [];
  /** The newest server ts this device holds, '0' with no history: sent on every (re)connection. */
  lastts: string = chatConstants.initialLastts;
  status: ChatStatus = 'idle';
  sending = false;
  /** Why the chat is closed for good (refused handshake, closed by the server). */
  error: string | undefined = undefined;
  /** The spec's send alerts (§8), until dismissed. */
  alert: string | undefined = undefined;
  /** Why an admin's deletion of a message was refused. */
  moderationError: string | undefined = undefined;
  /** Issue 25: the server said the account was banned; the root store signs the relative out. */
  accessSuspended: string | undefined = undefined;
  /** Issue 24: own messages not confirmed yet, in the order they were typed; kept on the device. */
  outbox: ChatOutboxEntry[] = [];
  /** Issue 25: account ids by pseudo, as the snapshots gave them (`userjoined` carries none). */
  private readonly participantIds = new Map<string, number>();
  readonly restored: Promise<unknown>;

  private socket: ChatSocket | undefined = undefined;
  /** The chat screen is open; without it the socket stays up only until the outbox is sent. */
  private screenOpen = false;
  private draining: Promise<void> | undefined = undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined = undefined;
  private readonly connector: ChatConnector;
  private readonly adminApi: ChatAdminApi;
  private readonly getUser: () => ChatUser | undefined;

  constructor(connector: ChatConnector, adminApi: ChatAdminApi, getUser: () => ChatUser | undefined, options: PersistOptions) {
    this.connector = connector;
    this.adminApi = adminApi;
    this.getUser = getUser;
    makeAutoObservable<ChatStore, 'socket' | 'connector' | 'adminApi' | 'getUser' | 'screenOpen' | 'draining' | 'retryTimer'>(this, {
      socket: false,
      connector: false,
      adminApi: false,
      getUser: false,
      restored: false,
      screenOpen: false,
      draining: false,
      retryTimer: false,
    });
    this.restored = persist(this, 'chat', ['messages', 'participants', 'lastts', 'outbox'], options);
  }

  get waiting(): ChatOutboxEntry[] {
    return this.outbox.filter((entry) => entry.state === 'waiting');
  }

  get connected(): boolean {
    return this.status === 'connected';
  }

  /** Spec §4: connects when the chat screen opens, if not connected already. */
  open(): void {
    this.screenOpen = true;
    this.connect();
  }

  /** Issue 24: at app start, messages left waiting are sent (the connection closes once they are). */
  resumeOutbox(): void {
    if (this.waiting.length > 0) this.connect();
  }

  private connect(): void {
    const user = this.getUser();
    if (this.socket || !user) return;
    this.error = undefined;
    this.status = 'connecting';
    const handlers: ChatSocketHandlers = {
      connect: () => this.handleConnect(),
      disconnect: (reason, willReconnect) => this.handleDisconnect(reason, willReconnect),
      connectError: (message, willRetry) => this.handleConnectError(message, willRetry),
      initializechat: (snapshot) => this.initialize(snapshot),
      retrievechat: (snapshot) => this.retrieve(snapshot),
      newmessage: (message) => this.addServerMessage(message),
      userjoined: (participant) => this.addParticipant(participant),
      userleft: ({ username }) => this.removeParticipant(username),
      messagedeleted: (ts) => this.removeMessage(ts),
      serverclosing: (reason) => this.showAlert(reason),
      reaction: ({ kind, id, reactions }) => kind === 'message' && this.setReactions(id, reactions),
      accesssuspended: (message) => this.suspend(message),
    };
    // Read on every (re)connection, so a reconnection asks only for what it missed.
    this.socket = this.connector(() => ({ token: user.token, lastts: this.lastts }), handlers);
    this.socket.connect();
  }

  /** Spec §4: the connection closes when the chat screen is left, or once the outbox is sent. */
  close(): void {
    this.screenOpen = false;
    this.sending = false;
    if (this.waiting.length === 0 || !this.getUser()) this.disconnect();
  }

  private disconnect(): void {
    clearTimeout(this.retryTimer);
    this.socket?.disconnect();
    this.socket = undefined;
    this.status = 'idle';
    this.sending = false;
  }

  /** Sign-out: the socket closes and the history goes, so the next relative starts from lastts
   * '0' and sees only what the server gives them. */
  reset(): void {
    this.screenOpen = false;
    this.disconnect();
    this.outbox = [];
    this.messages = [];
    this.participants = [];
    this.participantIds.clear();
    this.lastts = chatConstants.initialLastts;
    this.error = undefined;
    this.alert = undefined;
    this.moderationError = undefined;
    this.accessSuspended = undefined;
  }

  private suspend(message: string): void {
    this.accessSuspended = message;
    this.error = message;
  }

  /**
   * Spec §4 and issue 24: the message goes to the outbox with a new clientId, and the box is
   * cleared; it joins the list once the server confirms. Without a connection it waits there.
   * Issue 25: `images` are photos already uploaded; with them the text may be empty.
   */
  async send(text: string, { replyTo, mentions, images = [] }: SendOptions = {}): Promise<void> {
    const message = text.trim();
    // Spec §5: an empty or whitespace-only message is not sent (unless photos go with it).
    if ((message === '' && images.length === 0) || this.sending || !this.getUser()) return;
    const named = mentions?.filter((mention) => mentionedIn(message, mention.pseudo)) ?? [];
    this.outbox.push({
      clientId: newClientId(),
      message,
      state: 'waiting',
      ...(replyTo !== undefined && { replyTo }),
      ...(named.length > 0 && { mentions: named }),
      ...(images.length > 0 && { images }),
    });
    if (!this.socket || !this.connected) {
      this.alert = chatTexts.errors.unreachable;
      return;
    }
    this.sending = true;
    await this.drain();
    runInAction(() => {
      // Spec §4: sending ends whether or not it succeeded.
      this.sending = false;
    });
  }

  /** A refused message, sent again from its place in the outbox. */
  retry(clientId: string): void {
    const entry = this.outbox.find((kept) => kept.clientId === clientId);
    if (!entry) return;
    entry.state = 'waiting';
    entry.reason = undefined;
    if (this.connected) void this.drain();
    else this.connect();
  }

  /** A refused (or waiting) message the relative gives up on. */
  discard(clientId: string): void {
    this.outbox = this.outbox.filter((entry) => entry.clientId !== clientId);
  }

  /**
   * Sends the waiting messages one at a time, in the order typed, until one gets no answer:
   * the next (re)connection, or the retry timer, starts again from it. The server answers a
   * repeat with the first ts, so sending again is always safe.
   */
  private drain(): Promise<void> {
    this.draining ??= this.sendWaiting().finally(() => {
      this.draining = undefined;
      if (!this.screenOpen && this.waiting.length === 0) this.disconnect();
    });
    return this.draining;
  }

  private async sendWaiting(): Promise<void> {
    for (;;) {
      const user = this.getUser();
      const socket = this.socket;
      const entry = this.waiting[0];
      if (!user || !socket || !this.connected || !entry) return;
      const images = entry.images?.map((image) => image.id);
      const result = await socket.send({
        message: encodeURIComponent(entry.message),
        ts: String(Date.now()),
        token: user.token,
        clientId: entry.clientId,
        ...(images && { images }),
        // Issue 25: only when there are some, so a plain message is the spec's payload.
        ...(entry.replyTo !== undefined && { replyTo: entry.replyTo }),
        ...(entry.mentions && { mentions: entry.mentions.map((mention) => mention.id) }),
      });
      const settled = runInAction(() => this.settle(entry, result, user));
      if (!settled) return;
    }
  }

  /** False when the message got no answer, so what follows it waits too. */
  private settle(entry: ChatOutboxEntry, result: SendResult, user: ChatUser): boolean {
    if (result.kind === 'confirmed') {
      const color = this.participants.find((p) => p.username === user.firstName)?.color;
      this.addServerMessage({
        message: entry.message,
        sender: user.firstName,
        ts: result.ts,
        clientId: entry.clientId,
        ...(color && { color }),
        ...(entry.images && { images: entry.images.map(shownImage) }),
        ...(entry.replyTo !== undefined && { replyTo: entry.replyTo }),
        ...(entry.mentions && { mentions: entry.mentions }),
      });
      return true;
    }
    // Settled meanwhile by a catch-up, or given up on: nothing to say about it any more.
    if (!this.outbox.includes(entry)) return true;
    if (result.kind === 'refused') {
      entry.state = 'refused';
      entry.reason = result.reason;
      this.alert = result.reason ? chatTexts.errors.notConfirmedWithReason(result.reason) : chatTexts.errors.notConfirmed;
      return true;
    }
    this.alert = result.timedOut ? chatTexts.errors.unreachable : chatTexts.errors.unreachableWithDetail(result.detail);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.drain(), OUTBOX_RETRY_MS);
    return false;
  }

  /** Moderation: removes a message for everyone; every chat drops it when the server says so. */
  async deleteMessage(ts: string): Promise<boolean> {
    const token = this.getUser()?.token;
    if (!token) return false;
    return busyCall(() => this.adminApi.deleteMessage(token, ts), {
      error: (message) => {
        this.moderationError = message;
      },
      log: 'Suppression du message impossible',
    });
  }

  /** Issue 25: a relative removes their own message; it leaves every chat by `messagedeleted`. */
  async deleteOwnMessage(ts: string): Promise<boolean> {
    const token = this.getUser()?.token;
    if (!token) return false;
    return busyCall(() => this.adminApi.deleteOwnMessage(token, ts), {
      error: (message) => {
        this.moderationError = message;
      },
      log: 'Suppression de son message impossible',
    });
  }

  /** Issue 25: who can be mentioned: those in the chat first, then those seen in it since the app
   * started, who may be reading elsewhere (a mention is for them too); each with the id a snapshot
   * gave (`userjoined` carries none, so one who joined since is offered once a snapshot named them). */
  get mentionable(): ChatMention[] {
    const user = this.getUser()?.firstName;
    const offered = new Map<string, number>();
    for (const participant of this.participants) {
      const id = participant.id ?? this.participantIds.get(participant.username);
      if (id !== undefined) offered.set(participant.username, id);
    }
    for (const [pseudo, id] of this.participantIds) if (!offered.has(pseudo)) offered.set(pseudo, id);
    if (user !== undefined) offered.delete(user);
    return [...offered].map(([pseudo, id]) => ({ id, pseudo }));
  }

  dismissModerationError(): void {
    this.moderationError = undefined;
  }

  /** A notice from the server (it is restarting), shown like the send alerts. */
  private showAlert(message: string): void {
    this.alert = message;
  }

  dismissAlert(): void {
    this.alert = undefined;
  }

  /** Issue 24: the alerts go by themselves once the connection is back, and the outbox is sent. */
  private handleConnect(): void {
    this.status = 'connected';
    this.error = undefined;
    this.alert = undefined;
    void this.drain();
  }

  private handleDisconnect(reason: string, willReconnect: boolean): void {
    if (!this.socket) return;
    this.status = willReconnect ? 'connecting' : 'disconnected';
    if (reason === 'io server disconnect') this.error = this.accessSuspended ?? chatTexts.errors.closedByServer;
  }

  private handleConnectError(message: string, willRetry: boolean): void {
    if (!this.socket) return;
    if (willRetry) {
      this.status = 'connecting';
      return;
    }
    this.status = 'disconnected';
    this.error = message;
  }

  /** lastts '0': the server's whole state replaces ours. */
  private initialize({ participants, messages }: ChatSnapshot): void {
    this.setParticipants(participants);
    this.messages = [...messages].sort((a, b) => tsOf(a) - tsOf(b));
    this.lastts = this.messages.length > 0 ? this.messages[this.messages.length - 1]!.ts : chatConstants.initialLastts;
  }

  /** What was missed since lastts; participants are replaced. */
  private retrieve({ participants, messages }: ChatSnapshot): void {
    this.setParticipants(participants);
    for (const message of messages) this.addServerMessage(message);
  }

  private setParticipants(participants: Participant[]): void {
    this.participants = participants;
    for (const { username, id } of participants) if (id !== undefined) this.participantIds.set(username, id);
  }

  /** In ts order, once: a message may reach us by more than one path (ack, catch-up, other tab). */
  private addServerMessage(message: ChatMessage): void {
    const ts = tsOf(message);
    if (!Number.isFinite(ts)) return;
    // However it came (ack, catch-up, another tab's broadcast), it settles the outbox entry.
    if (message.clientId !== undefined) this.outbox = this.outbox.filter((entry) => entry.clientId !== message.clientId);
    // Kept sorted by ts, so the usual case (newer than everything) stops at the first look.
    let index = this.messages.length;
    while (index > 0) {
      const kept = this.messages[index - 1]!;
      if (tsOf(kept) < ts) break;
      if (tsOf(kept) === ts && !isSystem(kept)) return;
      index -= 1;
    }
    this.messages.splice(index, 0, message);
    if (ts > Number(this.lastts)) this.lastts = message.ts;
    if (this.messages.length > MAX_KEPT_MESSAGES) this.messages.splice(0, this.messages.length - MAX_KEPT_MESSAGES);
  }

  private addParticipant(participant: Participant): void {
    if (!this.participants.some((p) => p.username === participant.username)) this.participants.push(participant);
    this.addSystemMessage(chatTexts.system.joined(participant.username));
  }

  /** Gone for everyone, this device's saved history included. */
  /** Issue 25: a message's reactions changed; the kept copy follows, as the server would send it now. */
  private setReactions(ts: string, reactions: Reaction[]): void {
    this.messages = this.messages.map((message) => (message.ts === ts ? { ...message, reactions } : message));
  }

  private removeMessage(ts: string): void {
    this.messages = this.messages.filter((message) => message.ts !== ts || message.sender === product.systemSender);
  }

  private removeParticipant(username: string): void {
    this.participants = this.participants.filter((p) => p.username !== username);
    this.addSystemMessage(chatTexts.system.left(username));
  }

  /** Shown by this device only (spec §4), never sent; ts = lastts keeps it after what it follows. */
  private addSystemMessage(text: string): void {
    this.messages.push({ message: text, sender: product.systemSender, ts: this.lastts });
  }
}
