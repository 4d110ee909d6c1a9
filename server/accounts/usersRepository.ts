import { sql, type Kysely } from 'kysely';
import { AccessStatus } from '../../shared/accessStatus.ts';
import type { UserRow } from '../../shared/accountTypes.ts';
import type { Role } from './authTypes.ts';
import { withWirePseudo } from './wireNames.ts';
import { hasNul, isPostgres } from '../platform/db/dialect.ts';
import type { DB, NewUser, UserRecord } from '../platform/db/schema.ts';

const rowColumns = ['id', 'first_name', 'role', 'creation', 'lastseen', 'access'] as const;

type RowRecord = Pick<UserRecord, (typeof rowColumns)[number]>;

function toUserRow(record: RowRecord): UserRow {
  return withWirePseudo({
    id: record.id,
    pseudo: record.first_name,
    role: record.role,
    creation: Number(record.creation),
    lastseen: record.lastseen === null ? null : Number(record.lastseen),
    access: record.access,
  });
}

/** Accepts a transaction too, so a service can run several calls atomically. */
/** The advisory lock key of account creation (PostgreSQL): 'Lapin' in ASCII. */
const NEW_ACCOUNTS_LOCK = 0x4c6170696e;

export function usersRepository(db: Kysely<DB>) {
  return {
    async findByEmail(email: string): Promise<UserRecord | undefined> {
      if (hasNul(email)) return undefined;
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    findById(id: number): Promise<UserRecord | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async pseudoKeyExists(key: string): Promise<boolean> {
      const found = await db.selectFrom('users').select('id').where('first_name_key', '=', key).executeTakeFirst();
      return found !== undefined;
    },

    async listPseudos(): Promise<string[]> {
      const rows = await db.selectFrom('users').select('first_name').execute();
      return rows.map((row) => row.first_name);
    },

    async adminExists(): Promise<boolean> {
      const found = await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirst();
      return found !== undefined;
    },

    /**
     * Inside a transaction that may take a role or an access away: the admins' rows are locked
     * (in id order) until it ends, so two admins demoting or banning each other at once are
     * decided one after the other and one admin always remains. SQLite runs one transaction at a
     * time already; PostgreSQL's default isolation would let both read two admins.
     */
    async lockAdmins(): Promise<void> {
      if (!isPostgres(db)) return;
      await db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').forUpdate().execute();
    },

    /**
     * Inside the transaction that creates an account, before its checks: accounts are then checked
     * and created one at a time. A look-alike pseudo has no unique index to stop a concurrent twin,
     * so on PostgreSQL two registrations would otherwise both find the other absent. SQLite runs
     * one transaction at a time already.
     */
    async lockNewAccounts(): Promise<void> {
      if (!isPostgres(db)) return;
      await sql`select pg_advisory_xact_lock(${NEW_ACCOUNTS_LOCK})`.execute(db);
    },

    /** Admins who can act now: role admin and access granted. */
    async countGrantedAdmins(): Promise<number> {
      const { count } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('role', '=', 'admin')
        .where('access', '=', AccessStatus.granted)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** Accounts waiting for validation: any access other than granted, banned or deleted. */
    async countWaiting(): Promise<number> {
      const { count } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('access', 'not in', [AccessStatus.granted, AccessStatus.banned, AccessStatus.deleted])
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async grantedAdminIds(): Promise<number[]> {
      const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('access', '=', AccessStatus.granted).execute();
      return rows.map((row) => row.id);
    },

    async updateRole(id: number, role: Role): Promise<void> {
      await db.updateTable('users').set({ role }).where('id', '=', id).execute();
    },

    async insert(user: NewUser): Promise<number> {
      const { id } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async updateLastseen(id: number, lastseen: number): Promise<void> {
      await db.updateTable('users').set({ lastseen }).where('id', '=', id).execute();
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },

    async updateAccess(id: number, access: number): Promise<void> {
      await db.updateTable('users').set({ access }).where('id', '=', id).execute();
    },

    async listRows(): Promise<UserRow[]> {
      const records = await db.selectFrom('users').select(rowColumns).orderBy('creation').orderBy('id').execute();
      return records.map(toUserRow);
    },

    async findRow(id: number): Promise<UserRow | undefined> {
      const record = await db.selectFrom('users').select(rowColumns).where('id', '=', id).executeTakeFirst();
      return record && toUserRow(record);
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
