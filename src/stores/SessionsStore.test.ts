import { describe, expect, it } from 'vitest';
import { SessionsStore } from './SessionsStore.ts';
import { fakeAccountsApi, sampleSessions, sampleUser } from '../testing/fakeAccountsApi.ts';

const signedIn = () => sampleUser.userToken;

describe('SessionsStore', () => {
  it("reads the account's open sessions, this device's marked current", async () => {
    const store = new SessionsStore(fakeAccountsApi(), signedIn);
    const loading = store.load();
    expect(store.status).toBe('loading');
    await expect(loading).resolves.toBe(true);
    expect(store.status).toBe('idle');
    expect(store.sessions.map((session) => session.device)).toEqual(sampleSessions.map((session) => session.device));
    expect(store.sessions.filter((session) => session.current).map((session) => session.id)).toEqual([3]);
  });

  it('ends another session and takes it off the list once the server has', async () => {
    const api = fakeAccountsApi();
    const store = new SessionsStore(api, signedIn);
    await store.load();
    const ending = store.end(2);
    expect(store.endingId).toBe(2);
    await expect(ending).resolves.toBe(true);
    expect(store.endingId).toBeUndefined();
    expect(store.sessions.map((session) => session.id)).toEqual([3, 1]);
    expect(api.calls).toContain('endSession 2');
    // The server agrees: a new reading no longer has it.
    await store.load();
    expect(store.sessions.map((session) => session.id)).toEqual([3, 1]);
  });

  it("keeps the session listed and shows the server's reason when ending it is refused", async () => {
    const store = new SessionsStore(fakeAccountsApi({ accountError: { message: 'Le serveur ne répond pas, réessayez plus tard', status: 503 } }), signedIn);
    await store.load();
    await expect(store.end(2)).resolves.toBe(false);
    expect(store.error).toBe('Le serveur ne répond pas, réessayez plus tard');
    expect(store.sessions.map((session) => session.id)).toEqual([3, 2, 1]);
  });

  it('shows why the list could not be read', async () => {
    const store = new SessionsStore(fakeAccountsApi({ sessionsError: 'Le serveur ne répond pas, réessayez plus tard' }), signedIn);
    await expect(store.load()).resolves.toBe(false);
    expect(store).toMatchObject({ status: 'error', error: 'Le serveur ne répond pas, réessayez plus tard', sessions: [] });
  });

  it('asks nothing without a session, and forgets the list on reset', async () => {
    const api = fakeAccountsApi();
    const store = new SessionsStore(api, () => undefined);
    await expect(store.load()).resolves.toBe(false);
    expect(api.calls).toEqual([]);
    const signed = new SessionsStore(api, signedIn);
    await signed.load();
    signed.reset();
    expect(signed).toMatchObject({ sessions: [], status: 'idle', error: undefined, endingId: undefined });
  });
});
