import { describe, expect, it } from 'vitest';
import { ArticlesStore, MAX_OPENED_KEPT } from './ArticlesStore.ts';
import { fakeArticlesApi, sampleArticles } from '../testing/fakeArticlesApi.ts';

const build = (api = fakeArticlesApi(sampleArticles(16))) => ({ api, store: new ArticlesStore(api, () => 'token', { storage: null }) });
const ids = (store: ArticlesStore) => store.articles.map((article) => article.id);

describe('ArticlesStore', () => {
  it('loads the first page when empty, then appends older ones with load-more', async () => {
    const { store } = build();
    await store.refreshFeed();
    expect(ids(store)).toEqual([16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect([store.firstid, store.lastid, store.successRetrieve, store.hasMore]).toEqual([16, 2, true, true]);
    await store.load('more');
    expect(ids(store).at(-1)).toBe(1);
    expect(store.lastid).toBe(1);
  });

  it('fetches only newer articles when some are present, page after page, and prepends them', async () => {
    const { api, store } = build(fakeArticlesApi(sampleArticles(2)));
    await store.refreshFeed();
    for (let n = 0; n < 17; n += 1) await api.publish('token', { title: `Nouveau ${n}`, bandeau: 'b', structure: [], files: [] });
    await store.refreshFeed();
    expect(api.calls.filter((call) => call.startsWith('loadlatest'))).toEqual(['loadlatest 2', 'loadlatest 17']);
    expect(ids(store)).toEqual(Array.from({ length: 19 }, (_, index) => 19 - index));
    expect(store.firstid).toBe(19);
  });

  it('keeps the server message as errorRetrieve', async () => {
    const { store } = build(fakeArticlesApi([], { failWith: 'Session invalide ou expirée, reconnectez-vous' }));
    await store.load();
    expect(store.errorRetrieve).toBe('Session invalide ou expirée, reconnectez-vous');
    expect(store.isRetrieving).toBe(false);
  });

  it('replaces content and ts on edit, keeping id, writer and comments; removes on delete', async () => {
    const { store } = build(fakeArticlesApi(sampleArticles(3)));
    await store.load();
    const before = store.article(2);
    const ok = await store.edit(2, { title: 'Changé', bandeau: 'B', structure: [{ type: 'text', name: 'paragraphe 1', content: 'x' }], files: [] });
    expect(ok).toBe(true);
    expect(store.article(2)).toMatchObject({ id: 2, writer: before?.writer, comments: [], content: { title: 'Changé' } });
    expect(await store.remove(2)).toBe(true);
    expect(ids(store)).toEqual([3, 1]);
    expect(await store.remove(42)).toBe(false);
  });

  it('keeps a failed publish message and ends the in-progress state', async () => {
    const { store } = build(fakeArticlesApi([], { failWritesWith: "Format d'image non accepté (png, gif ou jpeg uniquement)" }));
    expect(await store.publish({ title: 't', bandeau: 'b', structure: [], files: [] })).toBe(false);
    expect(store.publishError).toMatch(/Format d'image/);
    expect(store.isPublishing).toBe(false);
  });

  it('opens an article that is not in the feed, and remembers a failure', async () => {
    const { store } = build(fakeArticlesApi(sampleArticles(3)));
    expect(await store.open(2)).toBe(true);
    expect(store.article(2)?.id).toBe(2);
    expect(await store.open(9)).toBe(false);
    expect(store.openError[9]).toBe('Article introuvable');
  });

  it('keeps the opened articles on the device to read offline, the oldest opened out first', async () => {
    localStorage.clear();
    const api = fakeArticlesApi(sampleArticles(MAX_OPENED_KEPT + 2));
    const first = new ArticlesStore(api, () => 'token', { storage: localStorage });
    await first.restored;
    for (let id = 1; id <= MAX_OPENED_KEPT + 1; id += 1) await first.open(id);
    expect(first.holds(1)).toBe(false);
    await first.open(1);
    // Opened again, it comes back as the newest; the next oldest makes room.
    expect(first.holds(2)).toBe(false);
    expect(first.holds(1)).toBe(true);

    const afterReload = new ArticlesStore(api, () => 'token', { storage: localStorage });
    await afterReload.restored;
    expect(afterReload.article(MAX_OPENED_KEPT + 1)?.id).toBe(MAX_OPENED_KEPT + 1);
    expect(Object.keys(afterReload.opened)).toHaveLength(MAX_OPENED_KEPT);
    localStorage.clear();
  });

  it("refreshes an article the device already keeps with the server's copy, comments included", async () => {
    const { api, store } = build(fakeArticlesApi(sampleArticles(2)));
    await store.refreshFeed();
    await api.comment('token', 1, 'Écrit sur un autre appareil');
    expect(store.article(1)?.comments).toEqual([]);
    expect(await store.refresh(1)).toBe(true);
    expect(store.article(1)?.comments.map((comment) => comment.text)).toEqual(['Écrit sur un autre appareil']);
  });

  it('drops from the device an article the server no longer has', async () => {
    const { api, store } = build(fakeArticlesApi(sampleArticles(2)));
    await store.refreshFeed();
    await api.remove('token', 1);
    expect(await store.refresh(1)).toBe(false);
    expect(ids(store)).toEqual([2]);
    expect(store.article(1)).toBeUndefined();
  });

  it('keeps showing the device copy when the server cannot be reached', async () => {
    const api = fakeArticlesApi(sampleArticles(2));
    const { store } = build(api);
    await store.refreshFeed();
    const offline = new ArticlesStore(fakeArticlesApi([], { failWith: 'Network Error' }), () => 'token', { storage: null });
    offline.articles = store.articles;
    expect(await offline.refresh(1)).toBe(false);
    expect(offline.article(1)?.id).toBe(1);
    expect(offline.openError[1]).toBeUndefined();
  });
});
