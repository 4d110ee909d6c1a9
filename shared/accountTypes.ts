// Request and response shapes of the account calls (users, sessions, passwords, reset codes, admin
// status and role), and the token body and error and 'done' replies other admin calls share. The
// server validates bodies with these schemas and the client imports the same types (type-only, so
// nothing ships to the browser).
import { Type, type Static } from '@sinclair/typebox';
import { PushSubscriptionInput } from './pushTypes.ts';

const Token = Type.String({ minLength: 1, maxLength: 200 });

export const RegisterBody = Type.Object(
  {
    // The client URL-encodes firstName and email, so the encoded form may be longer than the value.
    firstName: Type.String({ minLength: 1, maxLength: 400 }),
    email: Type.String({ minLength: 3, maxLength: 800 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    /** Issue 24: the device's push subscription, so the relative hears that the account was validated. */
    subscription: Type.Optional(PushSubscriptionInput),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 800 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const TokenBody = Type.Object({ token: Token }, { additionalProperties: false });
export type TokenBody = Static<typeof TokenBody>;

export const DoneReply = Type.Literal('done');
export type DoneReply = Static<typeof DoneReply>;

const Password = Type.String({ minLength: 1, maxLength: 1024 });

/** `/api/user/password`: the old password proves it is the owner, not someone at an open tablet. */
export const PasswordBody = Type.Object(
  { token: Token, oldPassword: Password, newPassword: Password },
  { additionalProperties: false },
);
export type PasswordBody = Static<typeof PasswordBody>;

export const UserInfo = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('user')]),
  userToken: Type.String(),
});
export type UserInfo = Static<typeof UserInfo>;

/** What `/api/user/refresh` answers: the current user, without a new token. */
export const CurrentUser = Type.Omit(UserInfo, ['userToken']);
export type CurrentUser = Static<typeof CurrentUser>;

/** Issue 38, « Appareils connectés »: one open session of the caller's account. `device` is a short
 * French label (« Chrome sur Android »), null for a session opened before it was recorded;
 * `lastUsed` epoch milliseconds, to the minute; `current` the session of the calling token. */
export const SessionItem = Type.Object({
  id: Type.Integer(),
  device: Type.Union([Type.String(), Type.Null()]),
  lastUsed: Type.Number(),
  current: Type.Boolean(),
});
export type SessionItem = Static<typeof SessionItem>;

/** `/api/user/sessions`: the caller's open sessions, the last used first. */
export const SessionsReply = Type.Object({ sessions: Type.Array(SessionItem) });
export type SessionsReply = Static<typeof SessionsReply>;

/** `/api/user/endSession`: ends the caller's own session `id`, as a sign-out on that device would. */
export const EndSessionBody = Type.Object({ token: Token, id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type EndSessionBody = Static<typeof EndSessionBody>;

export const SuccessReply = Type.Object({ status: Type.Literal('success') });
export type SuccessReply = Static<typeof SuccessReply>;

export const UserRow = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  role: Type.String(),
  creation: Type.Number(),
  lastseen: Type.Union([Type.Number(), Type.Null()]),
  access: Type.Integer(),
});
export type UserRow = Static<typeof UserRow>;

/** A UserRow inside the client: the wire's `firstName` is its pseudo (src/api/wireNames.ts). */
export type AccountRow = Omit<UserRow, 'firstName'> & { pseudo: string };

export const UserRows = Type.Array(UserRow);

export const StatusBody = Type.Object(
  {
    token: Token,
    status: Type.Integer({ minimum: 0, maximum: 3 }),
    id: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type StatusBody = Static<typeof StatusBody>;

export const StatusReply = Type.Object({ status: Type.Literal('success'), user: UserRow });
export type StatusReply = Static<typeof StatusReply>;

export const Role = Type.Union([Type.Literal('admin'), Type.Literal('user')]);

/** `/api/admin/role`: promote ('admin') or demote ('user') the account `id`. Answers a StatusReply. */
export const RoleBody = Type.Object(
  { token: Token, id: Type.Integer({ minimum: 1 }), role: Role },
  { additionalProperties: false },
);
export type RoleBody = Static<typeof RoleBody>;

/** `/api/admin/resetcode`: a code for the account `id`, to read out to its owner. */
export const ResetCodeBody = Type.Object(
  { token: Token, id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type ResetCodeBody = Static<typeof ResetCodeBody>;

/** `code`: 10 characters (shared/resetCode.ts); `expires`: epoch milliseconds, 24 hours on. */
export const ResetCodeReply = Type.Object({ code: Type.String(), expires: Type.Number() });
export type ResetCodeReply = Static<typeof ResetCodeReply>;

/** `/api/user/reset`, without a token. `email` may be URL-encoded like login's; `code` may hold
 * spaces, dashes and lower case. */
export const ResetBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 800 }),
    code: Type.String({ minLength: 1, maxLength: 64 }),
    password: Password,
  },
  { additionalProperties: false },
);
export type ResetBody = Static<typeof ResetBody>;

export const ErrorReply = Type.Object({ message: Type.String() });
export type ErrorReply = Static<typeof ErrorReply>;
