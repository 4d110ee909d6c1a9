import { describe, expect, it } from 'vitest';
import type { AlbumAddition } from '../../shared/albumAdditionTypes.ts';
import { ADDITIONS_PAGE } from '../../shared/albumAdditionLines.ts';
import { fakeAlbumsApi } from '../testing/fakeAlbumsApi.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { AlbumAdditionsStore } from './AlbumAdditionsStore.ts';

const hour = 3_600_000;
const line = (n: number, pseudo = 'Camille'): AlbumAddition => ({ pseudo, album: `Album ${n}`, photos: n, videos: 0, at: Date.UTC(2026, 0, 1) + (100 - n) * hour });

describe('AlbumAdditionsStore', () => {
  it('pages older lines after the newest ones, and says when there are no more', async () => {
    const api = fakeAlbumsApi({ additions: Array.from({ length: ADDITIONS_PAGE + 3 }, (_, n) => line(n + 1)) });
    const store = new AlbumAdditionsStore(api, () => 'token', { storage: null });
    await store.refresh();
    expect(store.additions).toHaveLength(ADDITIONS_PAGE);
    expect(store.hasMore).toBe(true);
    await store.loadOlder();
    expect(store.additions.map((addition) => addition.photos)).toEqual(Array.from({ length: ADDITIONS_PAGE + 3 }, (_, n) => n + 1));
    expect(store.hasMore).toBe(false);
    // A refresh brings the first page again and keeps the older lines below it.
    api.additionsList.unshift({ ...line(0, 'Paul') });
    await store.refresh();
    expect(store.additions).toHaveLength(ADDITIONS_PAGE + 4);
    expect(store.additions[0]?.pseudo).toBe('Paul');
  });

  it('keeps when Lapingram was last seen across a reload, and forgets it at sign-out', async () => {
    const { storage } = memoryStorage();
    const api = fakeAlbumsApi({ additions: [line(1)], reader: 'Paul' });
    const first = new AlbumAdditionsStore(api, () => 'token', { storage });
    await first.restored;
    await first.refresh();
    expect(first.lastSeenAt).toBe(line(1).at);

    const fresh = { ...line(0), photos: 5 };
    api.additionsList.unshift(fresh);
    const second = new AlbumAdditionsStore(api, () => 'token', { storage });
    await second.restored;
    await second.refresh();
    expect(second.newCount).toBe(5);
    second.setAlbumsOpen(true);
    expect([second.newCount, second.lastSeenAt]).toEqual([0, fresh.at]);
    second.reset();
    expect([second.additions, second.lastSeenAt, second.newCount]).toEqual([[], 0, 0]);
  });

  it('says why the lines could not be read', async () => {
    const store = new AlbumAdditionsStore(fakeAlbumsApi({ failWith: 'Le serveur ne répond pas' }), () => 'token', { storage: null });
    await store.refresh();
    expect([store.errorRetrieve, store.isRetrieving]).toEqual(['Le serveur ne répond pas', false]);
  });
});
