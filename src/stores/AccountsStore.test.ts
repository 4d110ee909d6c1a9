import { describe, expect, it, vi } from 'vitest';
import { AccountsStore } from './AccountsStore.ts';
import { ApiError } from '../api/httpClient.ts';
import { FAKE_PASSWORD, FAKE_RESET_CODE, fakeAccountsApi, sampleUser } from '../testing/fakeAccountsApi.ts';

const noPersistence = { storage: null };

describe('AccountsStore', () => {
  it('lowercases and URL-encodes the email and encodes the pseudo on registration', async () => {
    const api = fakeAccountsApi();
    const auth = new AccountsStore(api, noPersistence);
    const ok = await auth.register({ pseudo: 'Zoé Lou', email: 'Zoe@Example.ORG', password: 'secretpass' });
    expect(ok).toBe(true);
    expect(api.calls).toEqual(['register Zo%C3%A9%20Lou zoe%40example.org']);
    expect(auth.success).toBe(true);
    expect(auth.loading).toBe(false);
  });

  it('stores the server message as errorRegister when registration is refused', async () => {
    const auth = new AccountsStore(fakeAccountsApi({ failWith: 'Ce pseudo est déjà pris' }), noPersistence);
    await auth.register({ pseudo: 'Zoé', email: 'z@example.org', password: 'secretpass' });
    expect(auth.errorRegister).toBe('Ce pseudo est déjà pris');
    expect(auth.success).toBe(false);
  });

  it('keeps the user info and marks the token valid after login', async () => {
    const api = fakeAccountsApi();
    const auth = new AccountsStore(api, noPersistence);
    expect(await auth.login({ email: 'marie@example.org', password: 'secretpass' })).toBe(true);
    expect(api.calls).toEqual(['login marie%40example.org']);
    expect(auth.userInfo).toEqual(sampleUser);
    expect(auth.userToken).toBe(true);
    expect(auth.token).toBe('token-marie');
  });

  it('stores errorLogin and keeps no user when login is refused', async () => {
    const auth = new AccountsStore(fakeAccountsApi({ failWith: "Votre compte est en attente de validation par l'admin" }), noPersistence);
    expect(await auth.login({ email: 'a@b.fr', password: 'x' })).toBe(false);
    expect(auth.errorLogin).toBe("Votre compte est en attente de validation par l'admin");
    expect(auth.endedBecause).toBeUndefined();
    expect(auth.userInfo).toBeNull();
    expect(auth.userToken).toBe(false);
  });

  it('signs out when a refresh is refused because the session was revoked', async () => {
    const revoked = new Set<string>();
    const auth = new AccountsStore(fakeAccountsApi({ revoked }), noPersistence);
    await auth.login({ email: 'marie@example.org', password: 'secretpass' });
    expect(await auth.refresh()).toBe(true);
    revoked.add('token-marie');
    expect(await auth.refresh()).toBe(false);
    expect(auth.userInfo).toBeNull();
    expect(auth.userToken).toBe(false);
    expect(auth.errorLogin).toBe('Votre session a expiré, reconnectez-vous');
    // The guard's page says why too, until the next sign-in.
    expect(auth.endedBecause).toBe('Votre session a expiré, reconnectez-vous');
    await auth.login({ email: 'marie@example.org', password: 'secretpass' });
    expect(auth.endedBecause).toBeUndefined();
  });

  it('opens a section from the menu, then refreshes the user, and signs out when the refresh is refused', async () => {
    const revoked = new Set<string>();
    const api = fakeAccountsApi({ revoked });
    const auth = new AccountsStore(api, noPersistence);
    const open = vi.fn();
    expect(await auth.openSection(open)).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);

    await auth.login({ email: 'marie@example.org', password: 'secretpass' });
    expect(await auth.openSection(open)).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(api.calls).toEqual(['login marie%40example.org', 'refresh']);

    revoked.add('token-marie');
    expect(await auth.openSection(open)).toBe(false);
    expect(open).toHaveBeenCalledTimes(2);
    expect(auth.userInfo).toBeNull();
  });

  it('clears the login error when the token verifies, and clears the user when it does not', async () => {
    const revoked = new Set<string>();
    const auth = new AccountsStore(fakeAccountsApi({ revoked }), noPersistence);
    await auth.login({ email: 'marie@example.org', password: 'secretpass' });
    auth.errorLogin = 'ancienne erreur';
    expect(await auth.verifyToken()).toBe(true);
    expect(auth.errorLogin).toBeUndefined();
    revoked.add('token-marie');
    expect(await auth.verifyToken()).toBe(false);
    expect(auth.userInfo).toBeNull();
  });

  it('stays signed in when the session cannot be checked because the network is off', async () => {
    const api = fakeAccountsApi();
    const auth = new AccountsStore(api, noPersistence);
    await auth.login({ email: 'marie@example.org', password: 'secretpass' });
    // What axios gives when no answer came: an error without a status.
    const offline = new ApiError('Network Error');
    api.verifyToken = () => Promise.reject(offline);
    api.refresh = () => Promise.reject(offline);
    expect(await auth.verifyToken()).toBe(true);
    expect(await auth.refresh()).toBe(true);
    expect(auth.userInfo?.email).toBe('marie@example.org');
    expect(auth.errorLogin).toBeUndefined();
  });

  it('persists the user info and token flag to localStorage and restores them', async () => {
    localStorage.clear();
    const first = new AccountsStore(fakeAccountsApi(), { storage: localStorage });
    await first.restored;
    await first.login({ email: 'marie@example.org', password: 'secretpass' });
    // persist() writes from a reaction: wait for the write itself, not for a delay.
    await vi.waitFor(() => expect(localStorage.getItem('lapin.auth')).toContain(sampleUser.userToken));
    const second = new AccountsStore(fakeAccountsApi(), { storage: localStorage });
    await second.restored;
    expect(second.userInfo).toEqual(sampleUser);
    expect(second.userToken).toBe(true);
  });
});

describe('AccountsStore passwords', () => {
  it('changes the password with the session token and reports success', async () => {
    const api = fakeAccountsApi();
    const auth = new AccountsStore(api, noPersistence);
    await auth.login({ email: 'marie@example.org', password: FAKE_PASSWORD });
    expect(await auth.changePassword(FAKE_PASSWORD, 'nouveau-secret')).toBe(true);
    expect(api.calls.at(-1)).toBe('password nouveau-secret');
    expect(auth.passwordChanged).toBe(true);
    expect(auth.passwordError).toBeUndefined();
    expect(auth.passwordBusy).toBe(false);
    expect(auth.userInfo).toEqual(sampleUser);
  });

  it("shows the server's refusal of a wrong current password", async () => {
    const auth = new AccountsStore(fakeAccountsApi(), noPersistence);
    await auth.login({ email: 'marie@example.org', password: FAKE_PASSWORD });
    expect(await auth.changePassword('pas-le-bon', 'nouveau-secret')).toBe(false);
    expect(auth.passwordError).toBe("L'ancien mot de passe est incorrect");
    expect(auth.passwordChanged).toBe(false);
  });

  it('resets with a code, URL-encoding the email like login, and flags the login screen', async () => {
    const api = fakeAccountsApi();
    const auth = new AccountsStore(api, noPersistence);
    expect(await auth.resetPassword({ email: ' marie+lapin@example.org ', code: ` ${FAKE_RESET_CODE} `, password: 'nouveau-secret' })).toBe(true);
    expect(api.calls).toEqual([`reset marie%2Blapin%40example.org ${FAKE_RESET_CODE}`]);
    expect(auth.passwordReset).toBe(true);
    await auth.login({ email: 'marie@example.org', password: 'nouveau-secret' });
    expect(auth.passwordReset).toBe(false);
  });

  it('keeps the server message when a code is refused', async () => {
    const auth = new AccountsStore(fakeAccountsApi(), noPersistence);
    expect(await auth.resetPassword({ email: 'marie@example.org', code: 'FAUXCODE22', password: 'nouveau-secret' })).toBe(false);
    expect(auth.passwordError).toMatch(/^Ce code ne convient pas/);
    expect(auth.passwordReset).toBe(false);
  });
});
