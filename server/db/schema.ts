import type { Generated, Insertable, Selectable } from 'kysely';
import type { Role } from '../auth/authTypes.ts';

// Times are epoch milliseconds. Columns are snake_case; repositories map them to the API's names.

export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  /** Lowercased NFC pseudo: makes pseudos unique regardless of case. */
  first_name_key: string;
  /** Always lowercased. */
  email: string;
  password_hash: string;
  role: Role;
  access: number;
  creation: number;
  lastseen: number | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 hex of the token: the raw token is never stored. */
  token_hash: string;
  created_at: number;
  expires_at: number;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
}

export type UserRecord = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRecord = Selectable<SessionsTable>;
