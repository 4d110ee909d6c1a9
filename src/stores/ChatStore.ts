import { makeAutoObservable, runInAction } from 'mobx';
import type { ChatConnector, ChatSocket, ChatSocketHandlers, SendResult } from '../api/chatSocket.ts';
import { chatConstants, type ChatLine, type ChatMention, type ChatMessage, type ChatSnapshot, type Participant } from '../../shared/chatTypes.ts';
import type { Reaction } from '../../shared/reactionTypes.ts';
import { chatStoreTexts } from '../texts/chatStoreTexts.ts';
import { persist, type PersistOptions } from './persistence.ts';
import { confirmedMessage, insertServerMessage, mentionableOf, newOutboxEntry, outboxPayload, sortedByTs, tsOf, withoutMessage } from './chatHistory.ts';
import { OUTBOX_RETRY_MS, systemMessage, unsentAlert, type ChatOutboxEntry, type ChatStatus, type ChatUser, type SendOptions } from './chatHistory.ts';

/** Spec §3 Chat state (messages, participants, lastts) and §4 Chat connection. */
export class ChatStore {
  messages: ChatLine[] = [];
  participants: Participant[] = [];
  /** The newest server ts this device holds, '0' with no history: sent on every (re)connection. */
  lastts: string = chatConstants.initialLastts;
  status: ChatStatus = 'idle';
  sending = false;
  /** Why the chat is closed for good (refused handshake, closed by the server). */
  error: string | undefined = undefined;
  /** The spec's send alerts (§8) the outbox does not resolve by itself, until dismissed. */
  alert: string | undefined = undefined;
  /** Issue 38: « Serveur introuvable… » (§8), said quietly beside what the outbox will send by itself. */
  unreachable: string | undefined = undefined;
  /** Issue 25: the server said the account was banned; the root store signs the relative out. */
  accessSuspended: string | undefined = undefined;
  /** Issue 24: own messages not confirmed yet, in the order they were typed; kept on the device. */
  outbox: ChatOutboxEntry[] = [];
  /** Account ids by pseudo from the snapshots: the whole family's (issue 38); `userjoined` has none. */
  private readonly participantIds = new Map<string, number>();
  readonly restored: Promise<unknown>;

  private socket: ChatSocket | undefined = undefined;
  private draining: Promise<void> | undefined = undefined;
  /** The chat screen is open; without it the socket stays up only until the outbox is sent. */
  private screenOpen = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined = undefined;
  private readonly connector: ChatConnector;
  private readonly getUser: () => ChatUser | undefined;

  constructor(connector: ChatConnector, getUser: () => ChatUser | undefined, options: PersistOptions) {
    this.connector = connector;
    this.getUser = getUser;
    // Transport, timers and flags of the connection are not state a screen reads.
    const plain = { socket: false, connector: false, getUser: false, restored: false, screenOpen: false, draining: false, retryTimer: false } as const;
    makeAutoObservable<ChatStore, 'socket' | 'connector' | 'getUser' | 'screenOpen' | 'draining' | 'retryTimer'>(this, plain);
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
    this.error = this.alert = this.unreachable = undefined;
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
    this.outbox.push(newOutboxEntry(message, { replyTo, mentions, images }, this.mentionable));
    if (!this.socket || !this.connected) {
      this.unreachable = chatStoreTexts.errors.unreachable;
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
      const result = await socket.send(outboxPayload(entry, user.token));
      const settled = runInAction(() => this.settle(entry, result, user));
      if (!settled) return;
    }
  }

  /** False when the message got no answer, so what follows it waits too. */
  private settle(entry: ChatOutboxEntry, result: SendResult, user: ChatUser): boolean {
    if (result.kind === 'confirmed') {
      const color = this.participants.find((p) => p.username === user.pseudo)?.color;
      this.addServerMessage(confirmedMessage(entry, result.ts, user.pseudo, color));
      return true;
    }
    // Settled meanwhile by a catch-up, or given up on: nothing to say about it any more.
    if (!this.outbox.includes(entry)) return true;
    if (result.kind === 'refused') {
      this.alert = unsentAlert(result);
      entry.state = 'refused';
      entry.reason = result.reason;
      return true;
    }
    this.unreachable = unsentAlert(result);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.drain(), OUTBOX_RETRY_MS);
    return false;
  }

  get mentionable(): ChatMention[] {
    return mentionableOf(this.participants, this.participantIds, this.getUser()?.pseudo);
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
    this.error = this.alert = this.unreachable = undefined;
    void this.drain();
  }

  private handleDisconnect(reason: string, willReconnect: boolean): void {
    if (!this.socket) return;
    this.status = willReconnect ? 'connecting' : 'disconnected';
    if (reason === 'io server disconnect') this.error = this.accessSuspended ?? chatStoreTexts.errors.closedByServer;
  }

  private handleConnectError(message: string, willRetry: boolean): void {
    if (!this.socket) return;
    this.status = willRetry ? 'connecting' : 'disconnected';
    if (!willRetry) this.error = message;
  }

  /** lastts '0': the server's whole state replaces ours. */
  private initialize({ participants, messages, members }: ChatSnapshot): void {
    this.setParticipants(participants, members);
    this.messages = sortedByTs(messages);
    this.lastts = this.messages.length > 0 ? this.messages[this.messages.length - 1]!.ts : chatConstants.initialLastts;
  }

  /** What was missed since lastts; participants are replaced. */
  private retrieve({ participants, messages, members }: ChatSnapshot): void {
    this.setParticipants(participants, members);
    for (const message of messages) this.addServerMessage(message);
  }

  private setParticipants(participants: Participant[], members: ChatMention[] | undefined): void {
    this.participants = participants;
    // The family as it is now: a relative renamed or no longer granted is not offered under an old name.
    if (members) this.participantIds.clear();
    for (const { pseudo, id } of members ?? []) this.participantIds.set(pseudo, id);
    for (const { username, id } of participants) if (id !== undefined) this.participantIds.set(username, id);
  }

  private addServerMessage(message: ChatMessage): void {
    // However it came (ack, catch-up, another tab's broadcast), it settles the outbox entry.
    if (message.clientId !== undefined) this.outbox = this.outbox.filter((entry) => entry.clientId !== message.clientId);
    if (insertServerMessage(this.messages, message) && tsOf(message) > Number(this.lastts)) this.lastts = message.ts;
  }

  private addParticipant(participant: Participant): void {
    if (!this.participants.some((p) => p.username === participant.username)) this.participants.push(participant);
    this.messages.push(systemMessage(chatStoreTexts.system.joined(participant.username), this.lastts));
  }

  /** Issue 25: a message's reactions changed; the kept copy follows, as the server would send it now. */
  private setReactions(ts: string, reactions: Reaction[]): void {
    this.messages = this.messages.map((message) => (message.ts === ts ? { ...message, reactions } : message));
  }

  private removeMessage(ts: string): void {
    this.messages = withoutMessage(this.messages, ts);
  }

  private removeParticipant(username: string): void {
    this.participants = this.participants.filter((p) => p.username !== username);
    this.messages.push(systemMessage(chatStoreTexts.system.left(username), this.lastts));
  }
}
