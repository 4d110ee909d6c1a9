import type { AxiosInstance } from 'axios';
import { expectDone } from './httpClient.ts';

/** The chat's one REST call: relatives talk over the socket (chatSocket.ts), an admin removes a
 * message over HTTP. */
export interface ChatAdminApi {
  /** Moderation: a chat message, by the ts the server gave it. */
  deleteMessage(token: string, ts: string): Promise<void>;
}

export function createChatAdminApi(http: AxiosInstance): ChatAdminApi {
  return {
    async deleteMessage(token, ts) {
      expectDone((await http.post<string>('/api/admin/deletemessage', { token, ts })).data);
    },
  };
}
