import { makeAutoObservable } from 'mobx';
import type { ChatAdminApi } from '../api/chatAdminApi.ts';
import { busyCall } from './busyCall.ts';
import type { RootStore } from './RootStore.ts';

/** Removing chat messages: an admin any message, a relative their own (issue 25). A removed
 * message leaves every chat, this one's included, when the server says `messagedeleted`. */
export class ChatModerationStore {
  /** Why a deletion was refused, in the server's French. */
  moderationError: string | undefined = undefined;

  private readonly api: ChatAdminApi;
  private readonly getToken: () => string | undefined;

  constructor(api: ChatAdminApi, getToken: () => string | undefined) {
    this.api = api;
    this.getToken = getToken;
    makeAutoObservable<ChatModerationStore, 'api' | 'getToken'>(this, { api: false, getToken: false });
  }

  /** Moderation: removes a message for everyone. */
  async deleteMessage(ts: string): Promise<boolean> {
    return this.remove((token) => this.api.deleteMessage(token, ts), 'Suppression du message impossible');
  }

  async deleteOwnMessage(ts: string): Promise<boolean> {
    return this.remove((token) => this.api.deleteOwnMessage(token, ts), 'Suppression de son message impossible');
  }

  dismissModerationError(): void {
    this.moderationError = undefined;
  }

  reset(): void {
    this.moderationError = undefined;
  }

  private async remove(call: (token: string) => Promise<unknown>, log: string): Promise<boolean> {
    const token = this.getToken();
    if (!token) return false;
    return busyCall(() => call(token), {
      error: (message) => {
        this.moderationError = message;
      },
      log,
    });
  }
}

/** The chat's deletions, made by its screen on first use (RootStore.screenStore). */
export function chatModerationOf(root: RootStore): ChatModerationStore {
  return root.screenStore('chatModeration', () => new ChatModerationStore(root.api.chatAdmin, () => root.accounts.token));
}
