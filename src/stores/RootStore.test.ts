import { describe, expect, it, vi } from 'vitest';
import type { StorageController } from './persistence.ts';
import { RootStore } from './RootStore.ts';
import { accountsAdminOf } from './AccountsAdminStore.ts';
import { albumsAdminOf } from './AlbumsAdminStore.ts';
import { fakeApi } from '../testing/fakeApi.ts';
import { fakeAccountsAdminApi, fakeAccountsApi, sampleUser } from '../testing/fakeAccountsApi.ts';
import { fakeAlbumsAdminApi, fakeAlbumsApi } from '../testing/fakeAlbumsApi.ts';
import { fakeArticlesApi, sampleArticles } from '../testing/fakeArticlesApi.ts';
import { fakeChat } from '../testing/fakeChatApi.ts';
import { fakeLive } from '../testing/fakeLive.ts';
import { ApiError } from '../api/httpClient.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { memorySharedInbox, sharedFiles } from '../testing/memorySharedInbox.ts';
import { sharedFilesOf } from './SharedFilesStore.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const paul = { username: 'Paul', color: '#804000' };
const history = [{ message: 'Secret de Marie', sender: 'Paul', ts: '1001' }];

function build(storage: StorageController, user = fakeAccountsApi()) {
  const chat = fakeChat({ messages: history, participants: [paul] });
  const api = fakeApi({
    accounts: user,
    albums: fakeAlbumsApi({ tiles: [{ albumName: 'Bretagne', thumbnail: 'data:image/jpeg;base64,AA' }] }),
    articles: fakeArticlesApi(sampleArticles(3)),
    chat: chat.connector,
  });
  return { root: new RootStore(api, { storage }), chat, user };
}

/** Marie signs in, reads the feed and the albums, opens the chat: all of it is on the device. */
async function marieUsedTheDevice(storage: StorageController) {
  const built = build(storage);
  await built.root.restore();
  await built.root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
  await built.root.articles.load();
  await built.root.albums.loadTiles();
  built.root.chat.open();
  built.root.albumUpload.setOriginalQuality(true);
  await settle();
  return built;
}

describe('RootStore start', () => {
  it('sends the chat messages left waiting on the device, without the chat screen open', async () => {
    const { storage } = memoryStorage();
    const { root, chat } = await marieUsedTheDevice(storage);
    chat.drop();
    await root.chat.send('Écrit avant de fermer l’app');
    root.chat.close();

    const next = build(storage);
    await next.root.restore();
    await vi.waitFor(() => expect(next.chat.log.at(-1)).toMatchObject({ message: 'Écrit avant de fermer l’app' }));
    await vi.waitFor(() => expect(next.root.chat.outbox).toEqual([]));
    expect(next.root.chat.status).toBe('idle');
  });
});

describe('RootStore sign-out', () => {
  it('ends the session on the server and leaves nothing of the relative on the device', async () => {
    const { saved, storage } = memoryStorage();
    const { root, user, chat } = await marieUsedTheDevice(storage);
    expect(root.chat.messages).toHaveLength(1);
    expect(root.articles.articles).toHaveLength(3);
    expect([...saved.values()].join()).toContain('Secret de Marie');
    expect(saved.get('lapin.uploads')).toContain('true');
    expect(chat.connected).toBe(true);

    await root.signOut();

    expect(user.calls).toContain('logout');
    expect(chat.connected).toBe(false);
    expect(root.accounts.userInfo).toBeNull();
    expect(root.accounts.leaving).toBe(true);
    expect(root.chat.messages).toEqual([]);
    expect(root.chat.lastts).toBe('0');
    expect(root.articles.articles).toEqual([]);
    expect(root.albums.tiles).toEqual([]);
    expect([...saved.keys()]).toEqual([]);

    const next = build(storage).root;
    await next.restore();
    expect(next.accounts.userInfo).toBeNull();
    expect(next.accounts.userToken).toBe(false);
    expect(next.chat.messages).toEqual([]);
    expect(next.chat.lastts).toBe('0');
    expect(next.articles.articles).toEqual([]);
    expect(next.articles.firstid).toBe(0);
    expect(next.albums.tiles).toEqual([]);
    expect(next.albums.count).toBe(0);
    expect(next.albumUpload.originalQuality).toBe(false);
  });

  it('forgets the device even when the server cannot be reached', async () => {
    const { saved, storage } = memoryStorage();
    const { root } = await marieUsedTheDevice(storage);
    const offline = fakeAccountsApi({ accountError: { message: 'Network Error', status: 0 } });
    Object.assign(root, { accountsApi: offline });
    await root.signOut();
    expect(offline.calls).toEqual(['logout']);
    expect(root.accounts.userInfo).toBeNull();
    expect([...saved.keys()]).toEqual([]);
  });

  it('a new sign-in after sign-out starts from the server, not from the previous relative', async () => {
    const { storage } = memoryStorage();
    const { root } = await marieUsedTheDevice(storage);
    await root.signOut();
    await root.accounts.login({ email: 'paul@example.org', password: 'secretpass' });
    expect(root.accounts.leaving).toBe(false);
    expect(root.chat.lastts).toBe('0');
  });
});

describe('RootStore sign-out of an admin', () => {
  it("clears the admin's user list and album thumbnails, so the next relative on the device sees none of them", async () => {
    const { storage } = memoryStorage();
    const rows = [{ id: 2, pseudo: 'Marie', role: 'user', creation: 0, lastseen: null, access: 0 }];
    const api = fakeApi({
      accountsAdmin: fakeAccountsAdminApi(rows),
      albumsAdmin: fakeAlbumsAdminApi({ albums: [{ albumName: 'Bretagne', photos: [{ image: 'a', comment: 'none' }] }], thumbnail: 'AA' }),
    });
    const root = new RootStore(api, { storage });
    await root.restore();
    await root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
    const accountsAdmin = accountsAdminOf(root);
    const albumsAdmin = albumsAdminOf(root);
    await accountsAdmin.loadUsers();
    await albumsAdmin.loadAlbums();
    albumsAdmin.selectFolder('Bretagne');
    await settle();
    expect(accountsAdmin.users).toHaveLength(1);
    expect(albumsAdmin.albums).toHaveLength(1);
    expect(albumsAdmin.thumbnails).toEqual({ a: 'AA' });

    await root.signOut();

    expect(accountsAdmin.users).toEqual([]);
    expect(accountsAdmin.adminCheck).toBe('checking');
    expect(albumsAdmin.albums).toEqual([]);
    expect(albumsAdmin.selectedFolder).toBeUndefined();
    expect(albumsAdmin.thumbnails).toEqual({});
  });
});

describe('RootStore sign-out everywhere', () => {
  it('ends every session and forgets the device', async () => {
    const { saved, storage } = memoryStorage();
    const { root, user } = await marieUsedTheDevice(storage);
    expect(await root.signOutEverywhere()).toBe(true);
    expect(user.calls).toContain('logoutAll');
    expect(root.accounts.userInfo).toBeNull();
    expect([...saved.keys()]).toEqual([]);
  });

  it('keeps the relative signed in and says why when the server refuses', async () => {
    const { saved, storage } = memoryStorage();
    const { root } = await marieUsedTheDevice(storage);
    Object.assign(root, { accountsApi: fakeAccountsApi({ accountError: { message: 'Serveur indisponible', status: 503 } }) });
    expect(await root.signOutEverywhere()).toBe(false);
    expect(root.accounts.accountError).toBe('Serveur indisponible');
    expect(root.accounts.userInfo).toEqual(sampleUser);
    expect(root.accounts.leaving).toBe(false);
    expect([...saved.values()].join()).toContain('Secret de Marie');
  });

  it('forgets the device when the session had already ended (401)', async () => {
    const { saved, storage } = memoryStorage();
    const { root } = await marieUsedTheDevice(storage);
    Object.assign(root, { accountsApi: { ...fakeAccountsApi(), logoutAll: () => Promise.reject(new ApiError('Session invalide', 401)) } });
    expect(await root.signOutEverywhere()).toBe(true);
    expect([...saved.keys()]).toEqual([]);
  });
});

describe('RootStore offline copies (issue 24)', () => {
  function withWorker(storage: StorageController, user = fakeAccountsApi()) {
    const accounts: (number | null)[] = [];
    const worker = { onUpdateWaiting: () => undefined, applyUpdate: () => undefined, setAccount: async (account: number | null) => void accounts.push(account) };
    const api = fakeApi({ accounts: user, articles: fakeArticlesApi(sampleArticles(3)) });
    return { root: new RootStore(api, { storage }, {}, { worker }), accounts };
  }

  it('tells the service worker who is signed in, and empties the photos and read articles at sign-out', async () => {
    const { saved, storage } = memoryStorage();
    const { root, accounts } = withWorker(storage);
    await root.restore();
    await root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
    await root.articles.load();
    await root.articles.open(3);
    expect(accounts).toEqual([sampleUser.id]);

    await root.signOut();
    expect(accounts).toEqual([sampleUser.id, null]);
    expect(root.articles.articles).toEqual([]);
    expect(saved.has('lapin.articles')).toBe(false);
  });

  it('empties them too when the server refuses the session (a ban), keeping the reason to show', async () => {
    const { saved, storage } = memoryStorage();
    const revoked = new Set<string>();
    const { root, accounts } = withWorker(storage, fakeAccountsApi({ revoked }));
    await root.restore();
    await root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
    await root.articles.load();
    revoked.add(sampleUser.userToken);

    expect(await root.accounts.refresh()).toBe(false);
    expect(accounts).toEqual([sampleUser.id, null]);
    expect(root.articles.articles).toEqual([]);
    await vi.waitFor(() => expect(saved.has('lapin.articles')).toBe(false));
    expect(root.accounts.errorLogin).toBe('Votre session a expiré, reconnectez-vous');
  });
});

describe('RootStore ban', () => {
  const suspended = "Votre accès a été suspendu par l'administrateur.";

  it('signs the relative out at once when the live connection says the access was suspended, and keeps the sentence for the sign-in page', async () => {
    const { saved, storage } = memoryStorage();
    const live = fakeLive();
    const chat = fakeChat({ messages: history, participants: [paul] });
    const root = new RootStore(fakeApi({ articles: fakeArticlesApi(sampleArticles(3)), chat: chat.connector, live: live.connector }), { storage });
    await root.restore();
    await root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
    await root.articles.load();
    root.live.start();

    live.server.accesssuspended(suspended);

    await vi.waitFor(() => expect(root.accounts.errorLogin).toBe(suspended));
    expect(root.accounts.userInfo).toBeNull();
    expect(root.accounts.leaving).toBe(true);
    expect(root.articles.articles).toEqual([]);
    expect(live.open).toBe(false);
    await vi.waitFor(() => expect(saved.has('lapin.auth')).toBe(false));
  });

  it('does the same when only the chat is open to hear it, and the chat never says to reconnect', async () => {
    const { storage } = memoryStorage();
    const { root, chat } = await marieUsedTheDevice(storage);

    chat.closeByServer(suspended);

    await vi.waitFor(() => expect(root.accounts.errorLogin).toBe(suspended));
    expect(root.accounts.userInfo).toBeNull();
    expect(root.chat.messages).toEqual([]);
    expect(root.chat.error).toBeUndefined();
  });
});

describe('RootStore sign-out with shared files waiting', () => {
  const gallery = () =>
    sharedFiles([new File(['a'], 'plage.jpg', { type: 'image/jpeg' }), new File(['b'], 'forêt.jpg', { type: 'image/jpeg' }), new File(['c'], 'vagues.mp4', { type: 'video/mp4' })]);

  function signedInWithShares() {
    const inbox = memorySharedInbox(gallery());
    const root = new RootStore(fakeApi({ accounts: fakeAccountsApi() }), { storage: null }, { sharedInbox: inbox });
    return { root, inbox };
  }

  it('counts the shared files that wait, for the sign-out to say they will go', async () => {
    const { root } = signedInWithShares();
    await root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
    expect(await root.sharedWaiting()).toBe(3);
  });

  it('takes them off the device with the relative, so the next one on a shared tablet finds none', async () => {
    const { root, inbox } = signedInWithShares();
    await root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
    const sheet = sharedFilesOf(root);
    await sheet.load();
    expect(sheet.items).toHaveLength(3);

    await root.signOut();

    expect(inbox.held.size).toBe(0);
    expect(sheet.items).toEqual([]);
    expect(await root.sharedWaiting()).toBe(0);
  });

  it('signs out all the same when the device cannot clear them', async () => {
    const inbox = { ...memorySharedInbox(gallery()), clear: () => Promise.reject(new Error('cache cassé')) };
    const root = new RootStore(fakeApi({ accounts: fakeAccountsApi() }), { storage: null }, { sharedInbox: inbox });
    await root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await root.signOut();
    expect(root.accounts.userInfo).toBeNull();
    expect(logged).toHaveBeenCalledWith('Partage non effacé', 'cache cassé');
    logged.mockRestore();
  });
});
