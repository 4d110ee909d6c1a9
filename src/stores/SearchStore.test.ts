import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchStore } from './SearchStore.ts';
import { fakeSearchApi, sampleSearchItems } from '../testing/fakeSearchApi.ts';
import type { SearchApi } from '../api/searchApi.ts';
import type { SearchReply } from '../../shared/searchTypes.ts';

const token = () => 'tok';

/** A search whose answers the test hands out, one call at a time. */
function heldApi() {
  const calls: { q: string; before?: string; answer: (reply: SearchReply) => void; fail: (error: Error) => void }[] = [];
  const api: SearchApi = {
    search: (_token, q, options = {}) =>
      new Promise((resolve, reject) => {
        calls.push({ q, before: options.before, answer: resolve, fail: reject });
      }),
  };
  return { api, calls };
}

describe('SearchStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks once typing pauses, with the words of the field', async () => {
    const api = fakeSearchApi();
    const spy = vi.spyOn(api, 'search');
    const store = new SearchStore(api, token, { debounceMs: 200 });
    store.setQuery('f');
    store.setQuery('fro');
    store.setQuery('fromagerie');
    expect(store.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(199);
    expect(spy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(spy.mock.calls).toEqual([['tok', 'fromagerie']]);
    expect(store.status).toBe('done');
    expect(store.answered).toBe('fromagerie');
    expect(store.results.map((result) => result.kind).sort()).toEqual(['article', 'comment', 'photo']);
  });

  it('drops an earlier answer that arrives after the newer one', async () => {
    const { api, calls } = heldApi();
    const store = new SearchStore(api, token, { debounceMs: 10 });
    store.setQuery('cha');
    await vi.advanceTimersByTimeAsync(10);
    store.setQuery('chamo');
    await vi.advanceTimersByTimeAsync(10);
    expect(calls.map((call) => call.q)).toEqual(['cha', 'chamo']);
    calls[1]?.answer({ results: [sampleSearchItems[5]!], next: null });
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.answer({ results: [...sampleSearchItems], next: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.answered).toBe('chamo');
    expect(store.results.map((result) => result.id)).toEqual(['chamonix']);
  });

  it('clears the list when the field is emptied, and ignores an answer still out', async () => {
    const { api, calls } = heldApi();
    const store = new SearchStore(api, token, { debounceMs: 10 });
    store.setQuery('annecy');
    await vi.advanceTimersByTimeAsync(10);
    store.setQuery('  ');
    calls[0]?.answer({ results: [...sampleSearchItems], next: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(store).toMatchObject({ status: 'idle', results: [], answered: '' });
  });

  it('adds the next page after the shown ones, and stops at the last', async () => {
    const items = Array.from({ length: 5 }, (_, index) => ({ ...sampleSearchItems[0]!, id: String(index), ts: 1000 - index }));
    const store = new SearchStore(fakeSearchApi({ items, pageSize: 2 }), token, { debounceMs: 0 });
    store.setQuery('fromagerie');
    await store.search();
    expect(store.results.map((result) => result.id)).toEqual(['0', '1']);
    await store.loadMore();
    await store.loadMore();
    expect(store.results.map((result) => result.id)).toEqual(['0', '1', '2', '3', '4']);
    expect(store.next).toBeNull();
  });

  it('drops a page that arrives after the words changed', async () => {
    const { api, calls } = heldApi();
    const store = new SearchStore(api, token, { debounceMs: 0 });
    store.setQuery('fromagerie');
    void store.search();
    calls[0]?.answer({ results: [sampleSearchItems[0]!], next: 'p2' });
    await vi.advanceTimersByTimeAsync(0);
    const more = store.loadMore();
    store.setQuery('chamonix');
    calls[1]?.answer({ results: [sampleSearchItems[1]!], next: null });
    await more;
    expect(calls[1]?.before).toBe('p2');
    expect(store.results.map((result) => result.id)).toEqual(['16']);
    expect(store.loadingMore).toBe(false);
  });

  it("keeps the server's French reason when the search fails", async () => {
    const store = new SearchStore(fakeSearchApi({ failWith: 'La recherche est indisponible' }), token, { debounceMs: 0 });
    store.setQuery('annecy');
    await store.search();
    expect(store).toMatchObject({ status: 'error', error: 'La recherche est indisponible' });
  });

  it('asks nothing offline, and says so', async () => {
    let online = false;
    const api = fakeSearchApi();
    const spy = vi.spyOn(api, 'search');
    const store = new SearchStore(api, token, { debounceMs: 0, isOnline: () => online });
    store.setQuery('annecy');
    expect(store.status).toBe('offline');
    await vi.advanceTimersByTimeAsync(0);
    expect(spy).not.toHaveBeenCalled();
    expect(store.status).toBe('offline');
    online = true;
    await store.search();
    expect(store.status).toBe('done');
  });
});
