import { makeAutoObservable, runInAction } from 'mobx';
import type { ChatConnector, ChatSocket, ChatSocketHandlers } from '../api/chatSocket.ts';
import type { ChatAdminApi } from '../api/chatAdminApi.ts';
import { chatConstants, type ChatMessage, type ChatSnapshot, type Participant } from '../../shared/chatTypes.ts';
import { product } from '../../shared/product.ts';
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

/** Older messages are dropped from the device past this many, so local storage stays small. */
export const MAX_KEPT_MESSAGES = 1000;

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
  readonly restored: Promise<unknown>;

  private socket: ChatSocket | undefined = undefined;
  private readonly connector: ChatConnector;
  private readonly adminApi: ChatAdminApi;
  private readonly getUser: () => ChatUser | undefined;

  constructor(connector: ChatConnector, adminApi: ChatAdminApi, getUser: () => ChatUser | undefined, options: PersistOptions) {
    this.connector = connector;
    this.adminApi = adminApi;
    this.getUser = getUser;
    makeAutoObservable<ChatStore, 'socket' | 'connector' | 'adminApi' | 'getUser'>(this, {
      socket: false,
      connector: false,
      adminApi: false,
      getUser: false,
      restored: false,
    });
    this.restored = persist(this, 'chat', ['messages', 'participants', 'lastts'], options);
  }

  get connected(): boolean {
    return this.status === 'connected';
  }

  /** Spec §4: connects when the chat screen opens, if not connected already. */
  open(): void {
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
    };
    // Read on every (re)connection, so a reconnection asks only for what it missed.
    this.socket = this.connector(() => ({ token: user.token, lastts: this.lastts }), handlers);
    this.socket.connect();
  }

  /** Spec §4: the connection closes when the chat screen is left. */
  close(): void {
    this.socket?.disconnect();
    this.socket = undefined;
    this.status = 'idle';
    this.sending = false;
  }

  /** Sign-out: the socket closes and the history goes, so the next relative starts from lastts
   * '0' and sees only what the server gives them. */
  reset(): void {
    this.close();
    this.messages = [];
    this.participants = [];
    this.lastts = chatConstants.initialLastts;
    this.error = undefined;
    this.alert = undefined;
    this.moderationError = undefined;
  }

  async send(text: string): Promise<void> {
    const message = text.trim();
    // Spec §5: an empty or whitespace-only message is not sent.
    if (message === '' || this.sending) return;
    const user = this.getUser();
    const socket = this.socket;
    if (!user || !socket || !this.connected) {
      this.alert = chatTexts.errors.unreachable;
      return;
    }
    this.sending = true;
    const result = await socket.send({ message: encodeURIComponent(message), ts: String(Date.now()), token: user.token });
    runInAction(() => {
      // Spec §4: sending ends whether or not it succeeded; own messages appear once confirmed.
      this.sending = false;
      if (result.kind === 'confirmed') {
        const color = this.participants.find((p) => p.username === user.firstName)?.color;
        this.addServerMessage({ message, sender: user.firstName, ts: result.ts, ...(color && { color }) });
      } else if (result.kind === 'refused') {
        this.alert = result.reason ? chatTexts.errors.notConfirmedWithReason(result.reason) : chatTexts.errors.notConfirmed;
      } else {
        this.alert = result.timedOut ? chatTexts.errors.unreachable : chatTexts.errors.unreachableWithDetail(result.detail);
      }
    });
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

  dismissModerationError(): void {
    this.moderationError = undefined;
  }

  /** The user pressed Enter while the connection is down (spec §8: no connection). */
  reportOffline(): void {
    this.alert = chatTexts.errors.unreachable;
  }

  /** A notice from the server (it is restarting), shown like the send alerts. */
  private showAlert(message: string): void {
    this.alert = message;
  }

  dismissAlert(): void {
    this.alert = undefined;
  }

  private handleConnect(): void {
    this.status = 'connected';
    this.error = undefined;
  }

  private handleDisconnect(reason: string, willReconnect: boolean): void {
    if (!this.socket) return;
    this.status = willReconnect ? 'connecting' : 'disconnected';
    if (reason === 'io server disconnect') this.error = chatTexts.errors.closedByServer;
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
    this.participants = participants;
    this.messages = [...messages].sort((a, b) => tsOf(a) - tsOf(b));
    this.lastts = this.messages.length > 0 ? this.messages[this.messages.length - 1]!.ts : chatConstants.initialLastts;
  }

  /** What was missed since lastts; participants are replaced. */
  private retrieve({ participants, messages }: ChatSnapshot): void {
    this.participants = participants;
    for (const message of messages) this.addServerMessage(message);
  }

  /** In ts order, once: a message may reach us by more than one path (ack, catch-up, other tab). */
  private addServerMessage(message: ChatMessage): void {
    const ts = tsOf(message);
    if (!Number.isFinite(ts)) return;
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
