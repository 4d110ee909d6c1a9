import type { EventEmitter } from 'node:events';

// The contract between the accounts slice and everything that needs to know who is calling
// (REST routes, the chat socket). Other slices depend on this file, not on its implementation.

export type Role = 'admin' | 'user';

export interface AuthUser {
  id: number;
  pseudo: string;
  email: string;
  role: Role;
  access: number;
}

export interface Authenticator {
  /** The granted user behind a token, or null when the token is unknown, expired or revoked,
   * or the account is not granted. */
  authenticate(token: string): Promise<AuthUser | null>;
  /** The user behind a token the server has just checked, without waiting: undefined when it
   * must be asked of the database through `authenticate`. */
  recentlyAuthenticated(token: string): AuthUser | undefined;
  /** An opaque id of the session a token opens: the id `sessionsEnded` names. */
  sessionId(token: string): string;
}

/** Which sessions of an account ended: one (sign-out), or all but one (password change). */
export type SessionScope = { only: string } | { except: string };

export function sessionEnds(scope: SessionScope, sessionId: string): boolean {
  return 'only' in scope ? scope.only === sessionId : scope.except !== sessionId;
}

/** Emitted when sessions end, so the sockets opened with them can close at once. */
export interface AccountEventMap {
  /** Every session of the account ended: ban, delete, sign-out everywhere, reset code. */
  revoked: [userId: number];
  sessionsEnded: [userId: number, scope: SessionScope];
  /** Issue 25: an admin banned the account; emitted just before its `revoked`, with the sessions
   * it had (digests), so every node tells their calls and sockets why. */
  suspended: [userId: number, tokenHashes: string[]];
  /** An account was registered, or its access or role changed: the admins' pending count may move. */
  accountsChanged: [];
}

export type AccountEvents = EventEmitter<AccountEventMap>;
