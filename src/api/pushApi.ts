import type { AxiosInstance } from 'axios';
import type { SuccessReply } from '../../shared/accountTypes.ts';
import type { PushKeyReply, PushSettings, PushSubscriptionInput } from '../../shared/pushTypes.ts';

/** The Web Push calls of issue 24. */
export interface PushApi {
  /** The server's VAPID public key (base64url); any token will do before registration. */
  key(token: string): Promise<string>;
  subscribe(token: string, subscription: PushSubscriptionInput): Promise<void>;
  unsubscribe(token: string, endpoint: string): Promise<void>;
  /** Reads the account's settings, or changes them when `change` is given. */
  settings(token: string, change?: PushSettings): Promise<PushSettings>;
}

export function createPushApi(http: AxiosInstance): PushApi {
  return {
    async key(token) {
      return (await http.post<PushKeyReply>('/api/push/key', { token })).data.publicKey;
    },
    async subscribe(token, subscription) {
      await http.post<SuccessReply>('/api/push/subscribe', { token, subscription });
    },
    async unsubscribe(token, endpoint) {
      await http.post<SuccessReply>('/api/push/unsubscribe', { token, endpoint });
    },
    async settings(token, change) {
      return (await http.post<PushSettings>('/api/push/settings', { token, ...change })).data;
    },
  };
}
