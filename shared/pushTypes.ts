// Request and response shapes of the Web Push calls (issue 24). The server validates bodies with
// these schemas; the client imports the same types.
import { Type, type Static } from '@sinclair/typebox';

const Token = Type.String({ minLength: 1, maxLength: 200 });
/** base64url without padding, as PushSubscription.toJSON() gives the keys. */
const Base64Url = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+$' });

/** What `PushSubscription.toJSON()` gives, less `expirationTime`, which browsers leave null. */
export const PushSubscriptionInput = Type.Object(
  {
    endpoint: Type.String({ minLength: 1, maxLength: 2000 }),
    keys: Type.Object({ p256dh: Base64Url(200), auth: Base64Url(100) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type PushSubscriptionInput = Static<typeof PushSubscriptionInput>;

export const chatPushChoices = ['all', 'mentions', 'none'] as const;
export type ChatPushChoice = (typeof chatPushChoices)[number];

export const PushSettings = Type.Object(
  {
    articles: Type.Boolean(),
    comments: Type.Boolean(),
    chat: Type.Union(chatPushChoices.map((choice) => Type.Literal(choice))),
    accounts: Type.Boolean(),
    /** « Étapes » (issue 39): « Nouvelle étape : Chamonix » when the trip reaches a new town. */
    steps: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PushSettings = Static<typeof PushSettings>;

export const defaultPushSettings: PushSettings = { articles: true, comments: true, chat: 'mentions', accounts: true, steps: true };

/** `token` is the session's, or any placeholder before registration: the key is public. */
export const PushKeyBody = Type.Object({ token: Token }, { additionalProperties: false });
export type PushKeyBody = Static<typeof PushKeyBody>;
/** The server's VAPID public key, base64url: `applicationServerKey` for `pushManager.subscribe`. */
export const PushKeyReply = Type.Object({ publicKey: Type.String() });
export type PushKeyReply = Static<typeof PushKeyReply>;

export const PushSubscribeBody = Type.Object({ token: Token, subscription: PushSubscriptionInput }, { additionalProperties: false });
export type PushSubscribeBody = Static<typeof PushSubscribeBody>;

export const PushUnsubscribeBody = Type.Object({ token: Token, endpoint: Type.String({ minLength: 1, maxLength: 2000 }) }, { additionalProperties: false });
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>;

/** Only `{ token }` reads the settings; with the four first fields it changes them (`steps`,
 * added later, is kept as it is when left out). */
export const PushSettingsBody = Type.Union([
  Type.Object({ token: Token }, { additionalProperties: false }),
  Type.Object(
    {
      token: Token,
      articles: Type.Boolean(),
      comments: Type.Boolean(),
      chat: Type.Union(chatPushChoices.map((choice) => Type.Literal(choice))),
      accounts: Type.Boolean(),
      steps: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
]);
export type PushSettingsBody = Static<typeof PushSettingsBody>;

/** What a device receives, as JSON, once decrypted: its service worker shows it and a tap opens `url`. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
