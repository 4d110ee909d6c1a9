import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessStatus, type AccessStatusValue } from '../../shared/accessStatus.ts';
import type { UserRow } from '../../shared/accountTypes.ts';
import { accountMessages } from './accountMessages.ts';
import { adminToken, createTestApp, createUser, listUsers, postJson, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterEach(async () => {
  await t.close();
});

function setStatus(token: string | null, id: number, status: number) {
  return postJson(t.app, '/api/admin/status', { token, id, status });
}

describe('POST /api/admin/getUsers', () => {
  it('lists every user row in creation order, lastseen null until a first login', async () => {
    const waiting = await createUser(t.app, { access: AccessStatus.waiting });
    const granted = await createUser(t.app);

    const rows = await listUsers(t.app, admin);
    expect(rows.map((row) => row.firstName)).toEqual(['Grand Lapin', waiting.firstName, granted.firstName]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['access', 'creation', 'firstName', 'id', 'lastseen', 'role']);
    expect(rows[1]).toMatchObject({ role: 'user', access: 0, lastseen: null });
    expect(rows[2]?.lastseen).toEqual(expect.any(Number));
  });

  it('refuses a granted user who is not admin with a 403', async () => {
    const user = await createUser(t.app);
    const response = await postJson(t.app, '/api/admin/getUsers', { token: user.token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: accountMessages.adminOnly });
  });

  it('refuses a bad token with a 401', async () => {
    const response = await postJson(t.app, '/api/admin/getUsers', { token: 'pas-un-jeton' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: accountMessages.sessionInvalid });
  });
});

describe('POST /api/admin/status', () => {
  // The spec's table (§4), written out rather than read from shared/accessStatus.ts.
  const allowed: Array<[AccessStatusValue, AccessStatusValue]> = [
    [0, 1],
    [0, 3],
    [0, 2],
    [1, 3],
    [1, 2],
    [2, 1],
    [2, 3],
  ];
  const all: AccessStatusValue[] = [0, 1, 2, 3];
  const refused = all.flatMap((from) =>
    all.filter((to) => !allowed.some(([a, b]) => a === from && b === to)).map((to) => [from, to] as const),
  );

  async function userWithAccess(access: AccessStatusValue): Promise<number> {
    const user = await createUser(t.app, { access: AccessStatus.waiting });
    await t.app.db.updateTable('users').set({ access }).where('id', '=', user.id).execute();
    return user.id;
  }

  it.each(allowed)('moves a user from %i to %i and answers the updated row', async (from, to) => {
    const id = await userWithAccess(from);

    const response = await setStatus(admin, id, to);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: string; user: UserRow }>();
    expect(body.status).toBe('success');
    expect(body.user).toMatchObject({ id, access: to, role: 'user' });
  });

  it.each(refused)('refuses to move a user from %i to %i with a 409', async (from, to) => {
    const id = await userWithAccess(from);

    const response = await setStatus(admin, id, to);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: accountMessages.transitionRefused });
    const row = (await listUsers(t.app, admin)).find((user) => user.id === id);
    expect(row?.access).toBe(from);
  });

  it.each([AccessStatus.banned, AccessStatus.deleted])(
    'ends every session of a user set to %i and emits revoked',
    async (status) => {
      const user = await createUser(t.app);
      const second = await postJson(t.app, '/api/user/login', {
        email: encodeURIComponent(user.email),
        password: user.password,
      });
      const revoked = vi.fn();
      t.app.accountEvents.on('revoked', revoked);

      expect((await setStatus(admin, user.id, status)).statusCode).toBe(200);
      expect(revoked).toHaveBeenCalledExactlyOnceWith(user.id);
      const sessions = await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
      expect(sessions).toEqual([]);
      for (const token of [user.token, second.json().userToken]) {
        expect((await postJson(t.app, '/api/user/token', { token })).statusCode).toBe(401);
      }
    },
  );

  it('emits nothing when a user is granted', async () => {
    const id = await userWithAccess(AccessStatus.waiting);
    const revoked = vi.fn();
    t.app.accountEvents.on('revoked', revoked);

    await setStatus(admin, id, AccessStatus.granted);
    expect(revoked).not.toHaveBeenCalled();
  });

  it.each([AccessStatus.banned, AccessStatus.deleted])('refuses to let an admin change their own status to %i', async (status) => {
    const me = (await listUsers(t.app, admin))[0];
    const response = await setStatus(admin, me?.id ?? 0, status);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: accountMessages.ownStatus });
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await setStatus(admin, 9999, AccessStatus.granted);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: accountMessages.userNotFound });
  });

  it('refuses a status outside 0–3 and a non-integer id with a 400', async () => {
    const id = await userWithAccess(AccessStatus.waiting);
    expect((await setStatus(admin, id, 4)).statusCode).toBe(400);
    expect((await postJson(t.app, '/api/admin/status', { token: admin, id: String(id), status: 1 })).statusCode).toBe(400);
  });

  it('refuses a non-admin with a 403 and a bad token with a 401, changing nothing', async () => {
    const user = await createUser(t.app);
    const target = await userWithAccess(AccessStatus.waiting);

    expect((await setStatus(user.token, target, AccessStatus.granted)).statusCode).toBe(403);
    expect((await setStatus('pas-un-jeton', target, AccessStatus.granted)).statusCode).toBe(401);
    expect((await listUsers(t.app, admin)).find((row) => row.id === target)?.access).toBe(AccessStatus.waiting);
  });
});
