// Web Push's tables (issue 24), apart from schema.ts so each file stays readable. Times are epoch ms.
import type { Generated } from 'kysely';

export interface PushVapidTable {
  id: number;
  /** base64url, as web-push makes them. */
  public_key: string;
  private_key: string;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_id: number;
  /** The session that made it; null for the one a waiting account gave at registration. */
  session_id: number | null;
  created_at: number;
}

export interface PushSettingsTable {
  user_id: number;
  articles: number;
  comments: number;
  chat: string;
  accounts: number;
  /** « Étapes » (issue 39); null is on. */
  steps: number | null;
}

export interface PushStepNoticesTable {
  /** `<trip>:<day>:<town>`: the step told of. */
  key: string;
  created_at: number;
}

export interface PushEventsTable {
  key: string;
  created_at: number;
}

export interface PushJobsTable {
  id: Generated<number>;
  subscription_id: number;
  /** The JSON `{ title, body, url, tag }` sent, encrypted, to the device. */
  payload: string;
  due: number;
  attempts: Generated<number>;
  lease_node: string | null;
  lease_until: number | null;
  last: Generated<number>;
}
