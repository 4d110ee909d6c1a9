import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import type { UserRow } from '../../shared/accountTypes.ts';
import { sql } from 'kysely';
import { defaultThrottle } from '../platform/config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { usersRepository } from './usersRepository.ts';
import { messages } from '../platform/messages.ts';
import { accountMessages } from './accountMessages.ts';
import {
  adminToken,
  createTestApp,
  createUser,
  listUsers,
  login,
  loginAs,
  postJson,
  register,
  testAdmin,
  type TestApp,
} from '../testing/testApp.ts';
import { testsRunOnPostgres } from '../testing/testDatabase.ts';

const zoe = { firstName: 'Zoé Martin', email: 'zoe.martin@example.org', password: 'carottes-2025' };

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

async function findRow(firstName: string): Promise<UserRow | undefined> {
  return (await listUsers(t.app, await adminToken(t.app))).find((row) => row.firstName === firstName);
}

describe('POST /api/user/register', () => {
  it('creates a waiting user account from URL-encoded fields', async () => {
    const response = await register(t.app, zoe);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'success' });
    const row = await findRow('Zoé Martin');
    expect(row).toMatchObject({ role: 'user', access: AccessStatus.waiting, lastseen: null });
    expect(row?.creation).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores the email lowercased, so login works whatever the case', async () => {
    await postJson(t.app, '/api/user/register', {
      firstName: 'Zoé',
      email: encodeURIComponent('Zoe@Example.ORG'),
      password: zoe.password,
    });
    const user = await findRow('Zoé');
    await postJson(t.app, '/api/admin/status', { token: await adminToken(t.app), id: user?.id, status: 1 });

    const info = await loginAs(t.app, 'ZOE@example.org', zoe.password);
    expect(info.email).toBe('zoe@example.org');
  });

  it('accepts accented letters and spaces in a pseudo', async () => {
    const response = await register(t.app, { ...zoe, firstName: 'Émile Ñandú Çà' });
    expect(response.statusCode).toBe(201);
  });

  it.each(['Zoé2', 'Zoé!', 'zoe_martin', 'Zoé-Lou', 'a@b'])('refuses the pseudo %j with the spec message', async (pseudo) => {
    const response = await register(t.app, { ...zoe, firstName: pseudo });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Seuls les lettres et espaces sont acceptés' });
  });

  it('refuses a pseudo made of spaces only', async () => {
    const response = await register(t.app, { ...zoe, firstName: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: accountMessages.pseudoLength });
  });

  it('refuses an email without a valid format', async () => {
    const response = await register(t.app, { ...zoe, email: 'zoe.example.org' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: accountMessages.emailInvalid });
  });

  it('refuses a password shorter than 8 characters', async () => {
    const response = await register(t.app, { ...zoe, password: 'court' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: accountMessages.passwordTooShort });
  });

  it('refuses an email that already has an account', async () => {
    await register(t.app, zoe);
    const response = await register(t.app, { ...zoe, firstName: 'Autre Zoé' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: accountMessages.emailTaken });
  });

  it('answers 409, never 500, to registrations racing with the same email', async () => {
    // All pass the early check together; the unique index then decides inside the inserts.
    const responses = await Promise.all(
      ['Lapin a', 'Lapin b', 'Lapin c', 'Lapin d'].map((firstName) =>
        register(t.app, { firstName, email: 'course@lapin.test', password: 'carottes-fraiches' }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((one) => one.statusCode === 409)) {
      expect(response.json()).toEqual({ message: accountMessages.emailTaken });
    }
  });

  it('lets only one of several look-alike pseudos registering at once through', async () => {
    // Latin, then Cyrillic М, а, е and о in turn: no unique index tells them apart, the rule does.
    const pseudos = ['Marie Lacroix', '\u041carie Lacroix', 'M\u0430rie Lacroix', 'Mari\u0435 Lacroix', 'Marie Lacr\u043eix'];
    const responses = await Promise.all(
      pseudos.map((firstName, n) => register(t.app, { firstName, email: `sosie${n}@lapin.test`, password: 'carottes-fraiches' })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((one) => one.statusCode === 409)) {
      expect(response.json()).toEqual({ message: accountMessages.pseudoConfusable });
    }
  });

  // Holding a second connection's uncommitted insert needs a server database: on SQLite that
  // connection would lock the app's own thread. The SQLite error code is checked in dialect.test.ts.
  it.runIf(testsRunOnPostgres())('answers 409 when the unique index, not the early checks, stops the second account', async () => {
    const other = openDatabase(t.config);
    try {
      const trx = await other.startTransaction().execute();
      await trx
        .insertInto('users')
        .values({ first_name: 'Lapin z', first_name_key: 'lapin z', email: 'course@lapin.test', password_hash: 'x', role: 'user', access: 0, creation: 1, lastseen: null })
        .execute();
      // Both checks run before this commit and find nothing; the insert then waits on the index.
      const pending = register(t.app, { firstName: 'Lapin y', email: 'course@lapin.test', password: 'carottes-fraiches' });
      for (let tries = 0; tries < 200; tries++) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.execute(other);
        if (rows[0]?.n === 1) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await trx.commit().execute();
      const response = await pending;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: accountMessages.emailTaken });
    } finally {
      await other.destroy();
    }
  });

  it.runIf(testsRunOnPostgres())('makes a registration wait for an account being created elsewhere, then refuses its look-alike', async () => {
    const other = openDatabase(t.config);
    try {
      const trx = await other.startTransaction().execute();
      await usersRepository(trx).lockNewAccounts();
      await trx
        .insertInto('users')
        .values({ first_name: 'Marie Lacroix', first_name_key: 'marie lacroix', email: 'marie@lapin.test', password_hash: 'x', role: 'user', access: 0, creation: 1, lastseen: null })
        .execute();
      // Its early check runs before this commit and finds nothing; its transaction then waits.
      const pending = register(t.app, { firstName: '\u041carie Lacroix', email: 'sosie@lapin.test', password: 'carottes-fraiches' });
      let waiting = 0;
      for (let tries = 0; tries < 500 && waiting === 0; tries++) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event = 'advisory' and datname = current_database()`.execute(other);
        waiting = rows[0]?.n ?? 0;
        if (waiting === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(waiting).toBe(1);
      await trx.commit().execute();
      const response = await pending;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: accountMessages.pseudoConfusable });
    } finally {
      await other.destroy();
    }
  });

  it('refuses a pseudo already taken, whatever its case', async () => {
    await register(t.app, zoe);
    const response = await register(t.app, { ...zoe, firstName: 'ZOÉ MARTIN', email: 'autre@example.org' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: accountMessages.pseudoTaken });
  });

  it('refuses a malformed URI encoding with a 400', async () => {
    const response = await postJson(t.app, '/api/user/register', { ...zoe, firstName: 'Zo%E9%' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.invalidEncoding });
  });

  it('refuses malformed JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": "Zoé",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.invalidJson });
  });

  it('refuses fields it does not expect', async () => {
    const response = await postJson(t.app, '/api/user/register', { ...zoe, email: 'z%40x.fr', role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Requête invalide : champ « role » non attendu');
    expect((await listUsers(t.app, await adminToken(t.app))).length).toBe(1);
  });

  it('explains a missing field in French', async () => {
    const response = await postJson(t.app, '/api/user/register', { firstName: 'Zoé', email: 'z%40x.fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Requête invalide : champ « password » manquant');
  });

  it('throttles registrations from one address with a 429', async () => {
    await t.close();
    t = await createTestApp({ throttle: { ...defaultThrottle, registrationsPerIp: 2 } });
    await register(t.app, { ...zoe, firstName: 'Un', email: 'un@example.org' });
    await register(t.app, { ...zoe, firstName: 'Deux', email: 'deux@example.org' });

    const response = await register(t.app, { ...zoe, firstName: 'Trois', email: 'trois@example.org' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: accountMessages.tooManyRegistrations });
  });
});

describe('POST /api/user/login', () => {
  it('answers the user info with a fresh token', async () => {
    const response = await login(t.app, testAdmin.email, testAdmin.password);

    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(Object.keys(info).sort()).toEqual(['email', 'firstName', 'id', 'role', 'userToken']);
    expect(info).toMatchObject({ firstName: 'Grand Lapin', email: testAdmin.email, role: 'admin' });
    expect(info.userToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrongPassword = await login(t.app, testAdmin.email, 'pas-le-bon-mot');
    const unknownEmail = await login(t.app, 'personne@example.org', testAdmin.password);

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Email ou mot de passe incorrect' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it.each([
    [AccessStatus.waiting, "Votre compte est en attente de validation par l'admin"],
    [AccessStatus.banned, accountMessages.accountBanned],
    [AccessStatus.deleted, accountMessages.accountDeleted],
  ])('refuses an account with access %i once the password matches', async (access, message) => {
    const user = await createUser(t.app, { access });

    const response = await login(t.app, user.email, user.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message });
  });

  it('does not reveal the access status to a wrong password', async () => {
    const user = await createUser(t.app, { access: AccessStatus.banned });
    const response = await login(t.app, user.email, 'pas-le-bon-mot');
    expect(response.statusCode).toBe(401);
  });

  it('updates lastseen', async () => {
    const user = await createUser(t.app, { access: AccessStatus.granted });
    const before = (await findRow(user.firstName))?.lastseen ?? 0;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });

    await loginAs(t.app, user.email, user.password);
    vi.useRealTimers();
    const after = (await findRow(user.firstName))?.lastseen ?? 0;
    expect(after).toBeGreaterThanOrEqual(before + 60_000);
  });
});

describe('token, role and refresh', () => {
  it('confirms a live token and refuses an unknown one', async () => {
    const user = await createUser(t.app);

    expect((await postJson(t.app, '/api/user/token', { token: user.token })).json()).toEqual({ status: 'success' });
    const unknown = await postJson(t.app, '/api/user/token', { token: 'inconnu' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: accountMessages.sessionInvalid });
  });

  it('refuses a token without a body field with a 400', async () => {
    expect((await postJson(t.app, '/api/user/token', {})).statusCode).toBe(400);
  });

  it('says success to an admin, 403 to a user and 401 to a bad token on /role', async () => {
    const user = await createUser(t.app);

    expect((await postJson(t.app, '/api/user/role', { token: await adminToken(t.app) })).statusCode).toBe(200);
    const notAdmin = await postJson(t.app, '/api/user/role', { token: user.token });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toEqual({ message: accountMessages.adminOnly });
    expect((await postJson(t.app, '/api/user/role', { token: 'inconnu' })).statusCode).toBe(401);
  });

  it('answers the current user on /refresh and updates lastseen', async () => {
    const user = await createUser(t.app);
    const before = (await findRow(user.firstName))?.lastseen ?? 0;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 });

    const response = await postJson(t.app, '/api/user/refresh', { token: user.token });
    vi.useRealTimers();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: user.id, firstName: user.firstName, email: user.email, role: 'user' });
    expect((await findRow(user.firstName))?.lastseen).toBeGreaterThanOrEqual(before + 5 * 60_000);
  });

  it('refuses /refresh once the account is banned', async () => {
    const user = await createUser(t.app);
    await postJson(t.app, '/api/admin/status', { token: await adminToken(t.app), id: user.id, status: 2 });

    const response = await postJson(t.app, '/api/user/refresh', { token: user.token });
    expect(response.statusCode).toBe(401);
  });

  it("tells a banned relative's session that their access was suspended, until the account is granted again", async () => {
    const user = await createUser(t.app);
    const admin = await adminToken(t.app);
    await postJson(t.app, '/api/admin/status', { token: admin, id: user.id, status: AccessStatus.banned });

    const refused = await postJson(t.app, '/api/user/refresh', { token: user.token });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: accountMessages.accessSuspended });
    expect((await postJson(t.app, '/api/user/refresh', { token: 'inconnu' })).json()).toEqual({ message: accountMessages.sessionInvalid });

    await postJson(t.app, '/api/admin/status', { token: admin, id: user.id, status: AccessStatus.granted });
    expect((await postJson(t.app, '/api/user/refresh', { token: user.token })).json()).toEqual({ message: accountMessages.sessionInvalid });
  });
});
