import type { AxiosInstance } from 'axios';
import { expectDone } from './httpClient.ts';

/** The chat's REST calls: relatives talk over the socket (chatSocket.ts), an admin removes any
 * message over HTTP, and (issue 25) a relative their own. */
export interface ChatAdminApi {
  /** Moderation: a chat message, by the ts the server gave it. */
  deleteMessage(token: string, ts: string): Promise<void>;
  /** Issue 25: one's own message (`POST /api/chat/delete`); the server refuses anyone else's. */
  deleteOwnMessage(token: string, ts: string): Promise<void>;
}

export function createChatAdminApi(http: AxiosInstance): ChatAdminApi {
  return {
    async deleteMessage(token, ts) {
      expectDone((await http.post<string>('/api/admin/deletemessage', { token, ts })).data);
    },
    async deleteOwnMessage(token, ts) {
      expectDone((await http.post<string>('/api/chat/delete', { token, ts })).data);
    },
  };
}
