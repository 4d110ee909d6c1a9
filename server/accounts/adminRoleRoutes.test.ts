import { usersRepository } from './usersRepository.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import type { StatusReply, UserRow } from '../../shared/accountTypes.ts';
import { accountMessages } from './accountMessages.ts';
import { adminToken, createTestApp, createUser, listUsers, postJson, testAdmin, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let admin: string;
let adminId: number;
beforeEach(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  adminId = (await listUsers(t.app, admin)).find((row) => row.firstName === testAdmin.pseudo)?.id ?? 0;
});
afterEach(async () => {
  await t.close();
});

function setRole(token: string | null, id: number, role: string) {
  return postJson(t.app, '/api/admin/role', { token, id, role });
}

function setStatus(token: string | null, id: number, status: number) {
  return postJson(t.app, '/api/admin/status', { token, id, status });
}

async function grantedAdmins(): Promise<UserRow[]> {
  return (await listUsers(t.app, admin)).filter((row) => row.role === 'admin' && row.access === AccessStatus.granted);
}

describe('POST /api/admin/role', () => {
  it('promotes a granted member, who can then validate a new account', async () => {
    const marie = await createUser(t.app);
    const newcomer = await createUser(t.app, { access: AccessStatus.waiting });

    const response = await setRole(admin, marie.id, 'admin');
    expect(response.statusCode).toBe(200);
    const body = response.json<StatusReply>();
    expect(body.status).toBe('success');
    expect(body.user).toMatchObject({ id: marie.id, role: 'admin', access: AccessStatus.granted });

    expect((await postJson(t.app, '/api/user/role', { token: marie.token })).statusCode).toBe(200);
    const granted = await setStatus(marie.token, newcomer.id, AccessStatus.granted);
    expect(granted.statusCode).toBe(200);
    expect(granted.json<StatusReply>().user.access).toBe(AccessStatus.granted);
  });

  it('demotes an admin, who loses the admin calls at once', async () => {
    const marie = await createUser(t.app);
    await setRole(admin, marie.id, 'admin');

    const response = await setRole(admin, marie.id, 'user');
    expect(response.statusCode).toBe(200);
    expect(response.json<StatusReply>().user.role).toBe('user');
    expect((await postJson(t.app, '/api/admin/getUsers', { token: marie.token })).statusCode).toBe(403);
  });

  it('refuses to demote the last granted admin, even at their own request', async () => {
    const response = await setRole(admin, adminId, 'user');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: accountMessages.lastAdmin });
    expect((await grantedAdmins()).map((row) => row.id)).toEqual([adminId]);
  });

  it('lets an admin step down while another admin remains', async () => {
    const marie = await createUser(t.app);
    await setRole(admin, marie.id, 'admin');

    expect((await setRole(admin, adminId, 'user')).statusCode).toBe(200);
    expect((await setRole(marie.token, marie.id, 'user')).statusCode).toBe(409);
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    const marie = await createUser(t.app);
    await setRole(admin, marie.id, 'admin');

    const answers = await Promise.all([setRole(admin, marie.id, 'user'), setRole(marie.token, adminId, 'user')]);
    const codes = answers.map((answer) => answer.statusCode);
    // The loser is refused either as the last admin (409) or, once demoted, as no admin (403).
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 403 || code === 409)).toHaveLength(1);
    // Read from the database: either admin may be the one left, and only their token still lists.
    expect(await usersRepository(t.app.db).countGrantedAdmins()).toBe(1);
  });

  it.each([AccessStatus.waiting, AccessStatus.banned, AccessStatus.deleted])(
    'refuses to promote an account with access %i',
    async (access) => {
      const user = await createUser(t.app, { access });
      const response = await setRole(admin, user.id, 'admin');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: accountMessages.promoteNotGranted });
    },
  );

  it('answers success without change when the role is already the one asked', async () => {
    const user = await createUser(t.app);
    const response = await setRole(admin, user.id, 'user');
    expect(response.statusCode).toBe(200);
    expect(response.json<StatusReply>().user.role).toBe('user');
  });

  it('refuses another role name, an unknown id, a member and unknown fields', async () => {
    const user = await createUser(t.app);
    expect((await setRole(admin, user.id, 'superadmin')).statusCode).toBe(400);
    expect((await setRole(admin, 9999, 'admin')).statusCode).toBe(404);
    expect((await setRole(user.token, user.id, 'admin')).statusCode).toBe(403);
    expect((await setRole('inconnu', user.id, 'admin')).statusCode).toBe(401);
    const extra = await postJson(t.app, '/api/admin/role', { token: admin, id: user.id, role: 'admin', access: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await listUsers(t.app, admin)).find((row) => row.id === user.id)?.role).toBe('user');
  });
});

describe('admins and /api/admin/status', () => {
  it.each([AccessStatus.banned, AccessStatus.deleted])(
    'refuses to set another admin to %i until they are demoted',
    async (status) => {
      const marie = await createUser(t.app);
      await setRole(admin, marie.id, 'admin');

      const refused = await setStatus(admin, marie.id, status);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: accountMessages.demoteFirst });
      expect((await postJson(t.app, '/api/user/token', { token: marie.token })).statusCode).toBe(200);

      await setRole(admin, marie.id, 'user');
      expect((await setStatus(admin, marie.id, status)).statusCode).toBe(200);
      expect((await postJson(t.app, '/api/user/token', { token: marie.token })).statusCode).toBe(401);
    },
  );

  it('keeps the 409 for changing your own status', async () => {
    const response = await setStatus(admin, adminId, AccessStatus.banned);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: accountMessages.ownStatus });
  });

  it('never bans or deletes the last granted admin: only they could ask, and that is refused', async () => {
    for (const status of [AccessStatus.banned, AccessStatus.deleted]) {
      expect((await setStatus(admin, adminId, status)).statusCode).toBe(409);
    }
    expect((await grantedAdmins()).map((row) => row.id)).toEqual([adminId]);
  });

  it('refuses a ban by an admin demoted since their session was checked', async () => {
    const marie = await createUser(t.app);
    const target = await createUser(t.app);
    await setRole(admin, marie.id, 'admin');
    const actor = { id: marie.id, pseudo: marie.firstName, email: marie.email, role: 'admin' as const, access: 1 };
    await setRole(admin, marie.id, 'user');

    await expect(t.app.accounts.changeStatus(actor, target.id, AccessStatus.banned)).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('lets an admin reinstate a banned member', async () => {
    const user = await createUser(t.app, { access: AccessStatus.banned });
    expect((await setStatus(admin, user.id, AccessStatus.granted)).statusCode).toBe(200);
  });
});
