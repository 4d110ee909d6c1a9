import { observable, reaction, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { AccountsAdminStore } from './AccountsAdminStore.ts';
import { fakeAccountsAdminApi, fakeAdminReasons, fakeAccountsApi, sampleAdmin, sampleUser } from '../testing/fakeAccountsApi.ts';
import type { AccountRow } from '../../shared/accountTypes.ts';

const rows: AccountRow[] = [
  { id: 1, pseudo: 'Paul', role: 'admin', creation: 1_700_000_000_000, lastseen: 1_700_000_500_000, access: 1 },
  { id: 2, pseudo: 'Marie', role: 'user', creation: 1_700_000_100_000, lastseen: null, access: 0 },
];

describe('AccountsAdminStore', () => {
  it('asks the server whether the user is admin', async () => {
    const store = new AccountsAdminStore(fakeAccountsAdminApi(rows), fakeAccountsApi(), () => sampleAdmin.userToken);
    expect(await store.checkAdmin()).toBe(true);
    expect(store.adminCheck).toBe('admin');
  });

  it('is denied when the server says the user is not admin', async () => {
    const store = new AccountsAdminStore(fakeAccountsAdminApi(rows), fakeAccountsApi(), () => sampleUser.userToken);
    expect(await store.checkAdmin()).toBe(false);
    expect(store.adminCheck).toBe('denied');
  });

  it('reloads the users when the live pending count moves, only for an admin and only while followed', async () => {
    const api = fakeAccountsAdminApi(rows);
    let loads = 0;
    const counted = { ...api, getUsers: (token: string) => (loads++, api.getUsers(token)) };
    const store = new AccountsAdminStore(counted, fakeAccountsApi(), () => sampleAdmin.userToken);
    const pending = observable.box(1);
    const stop = store.followPendingCount(() => pending.get());
    expect(loads).toBe(0);

    runInAction(() => pending.set(2));
    expect(loads).toBe(0);

    await store.checkAdmin();
    runInAction(() => pending.set(3));
    expect(loads).toBe(1);

    stop();
    runInAction(() => pending.set(4));
    expect(loads).toBe(1);
  });

  it('replaces the changed row after a status change', async () => {
    const store = new AccountsAdminStore(fakeAccountsAdminApi(rows), fakeAccountsApi(), () => sampleAdmin.userToken);
    await store.loadUsers();
    expect(store.users.map((user) => user.access)).toEqual([1, 0]);
    await store.changeStatus(2, 1);
    expect(store.users.map((user) => user.access)).toEqual([1, 1]);
    expect(store.busyUserId).toBeUndefined();
  });

  it('ends the busy state in the same change that brings the outcome, so the row is drawn once with it', async () => {
    const store = new AccountsAdminStore(fakeAccountsAdminApi(rows), fakeAccountsApi(), () => sampleAdmin.userToken);
    await store.loadUsers();
    const seen: string[] = [];
    const stop = reaction(
      () => `${store.busyUserId ?? '-'} ${store.users.map((user) => user.access).join(',')}`,
      (state) => seen.push(state),
    );
    await store.changeStatus(2, 1);
    stop();
    // Never '- 1,0': a row that is no longer busy but still shows its old status.
    expect(seen).toEqual(['2 1,0', '- 1,1']);
  });

  it('keeps the server message when the users cannot be loaded', async () => {
    const store = new AccountsAdminStore(fakeAccountsAdminApi(rows, { failWith: 'Réservé aux administrateurs' }), fakeAccountsApi(), () => 't');
    await store.loadUsers();
    expect(store.errorRetrieve).toBe('Réservé aux administrateurs');
    expect(store.isRetrieving).toBe(false);
  });

  it("keeps the server's reason when a status change is refused, and leaves the row as it was", async () => {
    const store = new AccountsAdminStore(fakeAccountsAdminApi(rows, { selfId: 1 }), fakeAccountsApi(), () => sampleAdmin.userToken);
    await store.loadUsers();
    await store.changeStatus(1, 2);
    expect(store.statusError).toBe('Vous ne pouvez pas changer votre propre statut');
    expect(store.users.map((user) => user.access)).toEqual([1, 0]);
    expect(store.busyUserId).toBeUndefined();
  });

  it('forgets the refusal when dismissed, and when the next change starts', async () => {
    const store = new AccountsAdminStore(fakeAccountsAdminApi(rows, { selfId: 1 }), fakeAccountsApi(), () => sampleAdmin.userToken);
    await store.loadUsers();
    await store.changeStatus(1, 2);
    store.dismissStatusError();
    expect(store.statusError).toBeUndefined();

    await store.changeStatus(1, 3);
    const next = store.changeStatus(2, 1);
    expect(store.statusError).toBeUndefined();
    await next;
    expect(store.statusError).toBeUndefined();
    expect(store.users.map((user) => user.access)).toEqual([1, 1]);
  });

  it('keeps the issued code for its dialog, and forgets it when closed', async () => {
    const reply = { code: 'ABCDEFGHJK', expires: 1_700_086_400_000 };
    const store = new AccountsAdminStore(fakeAccountsAdminApi(rows, { resetCode: reply }), fakeAccountsApi(), () => sampleAdmin.userToken);
    await store.loadUsers();
    const pending = store.issueResetCode(2);
    expect(store.busyUserId).toBe(2);
    await pending;
    expect(store.resetCode).toEqual({ userId: 2, ...reply });
    expect(store.busyUserId).toBeUndefined();
    store.closeResetCode();
    expect(store.resetCode).toBeUndefined();
  });

  it("shows the server's reason when no code can be issued", async () => {
    const deleted = rows.map((row) => (row.id === 2 ? { ...row, access: 3 } : row));
    const store = new AccountsAdminStore(fakeAccountsAdminApi(deleted), fakeAccountsApi(), () => sampleAdmin.userToken);
    await store.loadUsers();
    await store.issueResetCode(2);
    expect(store.resetCode).toBeUndefined();
    expect(store.statusError).toBe(fakeAdminReasons.resetCodeForDeleted);
  });

  it('promotes a granted member and demotes an admin while another remains', async () => {
    const granted = rows.map((row) => (row.id === 2 ? { ...row, access: 1 } : row));
    const store = new AccountsAdminStore(fakeAccountsAdminApi(granted), fakeAccountsApi(), () => sampleAdmin.userToken);
    await store.loadUsers();
    await store.setRole(2, 'admin');
    expect(store.users.map((user) => user.role)).toEqual(['admin', 'admin']);
    await store.setRole(1, 'user');
    expect(store.users.map((user) => user.role)).toEqual(['user', 'admin']);
    expect(store.statusError).toBeUndefined();
    expect(store.busyUserId).toBeUndefined();
  });

  it("refuses to demote the last admin with the server's reason, and keeps the row", async () => {
    const store = new AccountsAdminStore(fakeAccountsAdminApi(rows), fakeAccountsApi(), () => sampleAdmin.userToken);
    await store.loadUsers();
    await store.setRole(1, 'user');
    expect(store.statusError).toBe(fakeAdminReasons.lastAdmin);
    expect(store.users.map((user) => user.role)).toEqual(['admin', 'user']);

    await store.setRole(2, 'admin');
    expect(store.statusError).toBe(fakeAdminReasons.promoteNotGranted);
    expect(store.users.map((user) => user.role)).toEqual(['admin', 'user']);
  });
});
