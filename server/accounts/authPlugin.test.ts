import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { HttpError } from '../platform/errors.ts';
import { hashToken } from './tokens.ts';
import { createTestApp, createTestStorage, createUser, loginAs, postJson, testAdmin, type TestApp, type TestStorage } from '../testing/testApp.ts';
import { testsRunOnPostgres } from '../testing/testDatabase.ts';
import { authenticateToken } from './authPlugin.ts';
import { createAccountsContext } from './accountsContext.ts';
import { createRegistrationService } from './registrationService.ts';

describe('sessions', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ tokenTtlDays: 2 });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('stores only the sha256 of a token, never the token itself', async () => {
    const { userToken } = await loginAs(t.app, testAdmin.email, testAdmin.password);

    const stored = await t.app.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toEqual([hashToken(userToken)]);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.token_hash).not.toContain(userToken);
  });

  it('honours TOKEN_TTL_DAYS: a token works until it expires, then answers 401', async () => {
    const loggedInAt = Date.now();
    const { userToken } = await loginAs(t.app, testAdmin.email, testAdmin.password);
    const day = 24 * 60 * 60_000;

    vi.useFakeTimers({ toFake: ['Date'], now: loggedInAt + 2 * day - 60_000 });
    expect((await postJson(t.app, '/api/user/token', { token: userToken })).statusCode).toBe(200);
    vi.setSystemTime(loggedInAt + 2 * day + 60_000);
    expect((await postJson(t.app, '/api/user/token', { token: userToken })).statusCode).toBe(401);
  });

  it('lets authenticateToken give the user behind a token, or throw a 401 HttpError', async () => {
    const user = await createUser(t.app);

    await expect(authenticateToken(t.app, user.token)).resolves.toMatchObject({
      id: user.id,
      pseudo: user.firstName,
      role: 'user',
      access: 1,
    });
    await expect(authenticateToken(t.app, 'inconnu')).rejects.toMatchObject({ statusCode: 401 });
    await expect(authenticateToken(t.app, undefined)).rejects.toBeInstanceOf(HttpError);
  });

  it('ends a session used a moment ago at once on a ban or a sign-out, and within 10 s when changed outside the server', async () => {
    const admin = (await loginAs(t.app, testAdmin.email, testAdmin.password)).userToken;
    const banned = await createUser(t.app, { firstName: 'Paul' });
    const signedOut = await createUser(t.app, { firstName: 'Jeanne' });
    const changedOutside = await createUser(t.app, { firstName: 'Louis' });
    const feed = (token: string | null | undefined) => postJson(t.app, '/api/article/load', { token });
    for (const user of [banned, signedOut, changedOutside]) expect((await feed(user.token)).statusCode).toBe(200);

    expect((await postJson(t.app, '/api/admin/status', { token: admin, id: banned.id, status: 2 })).statusCode).toBe(200);
    expect((await feed(banned.token)).statusCode).toBe(401);
    expect((await postJson(t.app, '/api/user/logout', { token: signedOut.token })).statusCode).toBe(200);
    expect((await feed(signedOut.token)).statusCode).toBe(401);

    // The admin command line works on the database file, out of the server's hearing.
    await t.app.db.deleteFrom('sessions').where('user_id', '=', changedOutside.id).execute();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11_000 });
    expect((await feed(changedOutside.token)).statusCode).toBe(401);
  });

  it('has the authenticator refuse the token of an account that is no longer granted', async () => {
    const user = await createUser(t.app);
    await t.app.db.updateTable('users').set({ access: 0 }).where('id', '=', user.id).execute();

    await expect(t.app.authenticator.authenticate(user.token ?? '')).resolves.toBeNull();
  });
});

describe('the database', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  // A pragma of the SQLite file: PostgreSQL has no journal mode to choose.
  it.runIf(!testsRunOnPostgres())('runs SQLite in WAL mode', async () => {
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.app.db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
  });

  it('enforces foreign keys, so deleting a user deletes its sessions', async () => {
    await loginAs(t.app, testAdmin.email, testAdmin.password);
    expect(await t.app.db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);
    await t.app.db.deleteFrom('users').execute();
    expect(await t.app.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });
});

describe('the first admin', () => {
  let storage: TestStorage;
  beforeEach(async () => {
    storage = await createTestStorage('lapin-admin-');
  });
  afterEach(async () => {
    await storage.remove();
  });

  it('is created once from ADMIN_* and never duplicated by later starts', async () => {
    for (let start = 0; start < 2; start++) {
      const app = await buildApp(storage.config());
      const admins = await app.db.selectFrom('users').selectAll().where('role', '=', 'admin').execute();
      expect(admins).toHaveLength(1);
      expect(admins[0]).toMatchObject({ email: testAdmin.email, first_name: testAdmin.pseudo, access: 1 });
      await app.close();
    }
  });

  it('is not created without ADMIN_*, and the app still starts', async () => {
    const app = await buildApp(storage.config({ admin: null }));
    expect(await app.accounts.hasAdmin()).toBe(false);
    await app.close();
  });

  it('refuses to start when the configured pseudo belongs to someone else', async () => {
    const first = await buildApp(storage.config());
    await first.close();

    const clash = { email: 'autre@lapin.test', password: 'un-long-secret', pseudo: 'GRAND lapin' };
    await expect(buildApp(storage.config({ admin: clash }))).rejects.toThrow(/ADMIN_PSEUDO/);
  });

  it('is found present, not refused, when another node creates it between this one\'s look and its checks', async () => {
    const app = await buildApp(storage.config());
    const ctx = createAccountsContext({ db: app.db, config: app.config, events: new EventEmitter() });
    // This node looked before the other node committed the admin: its first look found nothing.
    const findByEmail = ctx.users.findByEmail;
    let looks = 0;
    ctx.users.findByEmail = async (email) => (++looks === 1 ? undefined : findByEmail(email));
    await expect(createRegistrationService(ctx).ensureFirstAdmin(testAdmin)).resolves.toBe('present');
    expect(looks).toBe(2);
    await app.close();
  });
});
