import type { EventEmitter } from 'node:events';

// The contract between the accounts slice and everything that needs to know who is calling
// (REST routes, the chat socket). Other slices depend on this file, not on its implementation.

export type Role = 'admin' | 'user';

export interface AuthUser {
  id: number;
  firstName: string;
  email: string;
  role: Role;
  access: number;
}

export interface Authenticator {
  /** The granted user behind a token, or null when the token is unknown, expired or revoked,
   * or the account is not granted. */
  authenticate(token: string): Promise<AuthUser | null>;
}

/** Emitted when an account's sessions end (ban or delete), so open sockets can close at once. */
export interface AccountEventMap {
  revoked: [userId: number];
}

export type AccountEvents = EventEmitter<AccountEventMap>;
