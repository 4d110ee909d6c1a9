import { describe, expect, it } from 'vitest';
import type { Reaction, ReactionKind } from '../../shared/reactionTypes.ts';
import { ApiError } from '../api/httpClient.ts';
import type { ReactionsApi } from '../api/reactionsApi.ts';
import { ReactionsStore } from './ReactionsStore.ts';

type Call = { kind: ReactionKind; id: string; emoji: string; answer: (reactions: Reaction[]) => void; fail: (error: Error) => void };

/** A server that answers when the test says so, to look at the bar while a toggle is on its way. */
function heldApi() {
  const calls: Call[] = [];
  const api: ReactionsApi = {
    toggle: (_token, kind, id, emoji) => new Promise((resolve, reject) => calls.push({ kind, id, emoji, answer: resolve, fail: reject })),
  };
  return { api, calls };
}

const heart = (count: number, mine: boolean, by: string[]): Reaction => ({ emoji: '❤️', count, mine, by });
const build = () => {
  const { api, calls } = heldApi();
  return { calls, store: new ReactionsStore(api, () => 'token', () => 'Marie') };
};

describe('ReactionsStore', () => {
  it('shows what the item carried, and none when the server sent no reactions', () => {
    const { store } = build();
    const carried = [heart(2, false, ['Paul', 'Léa'])];
    expect(store.of('article', '3', carried)).toEqual(carried);
    expect(store.of('article', '3', undefined)).toEqual([]);
  });

  it("adds the reader's reaction at once and settles with the server's count", async () => {
    const { store, calls } = build();
    const carried = [heart(1, false, ['Paul'])];
    const done = store.toggle('photo', 'Vacances/abc.jpg', '❤️', carried);
    expect(store.of('photo', 'Vacances/abc.jpg', carried)).toEqual([heart(2, true, ['Paul', 'Marie'])]);
    expect(calls.map(({ kind, id, emoji }) => [kind, id, emoji])).toEqual([['photo', 'Vacances/abc.jpg', '❤️']]);
    calls[0]!.answer([heart(3, true, ['Paul', 'Léa', 'Marie'])]);
    await expect(done).resolves.toBe(true);
    expect(store.of('photo', 'Vacances/abc.jpg', carried)).toEqual([heart(3, true, ['Paul', 'Léa', 'Marie'])]);
  });

  it('takes back an own reaction, dropping the emoji when nobody is left', async () => {
    const { store, calls } = build();
    const carried: Reaction[] = [heart(1, true, ['Marie']), { emoji: '👍', count: 2, mine: true, by: ['Marie', 'Paul'] }];
    void store.toggle('comment', '7', '❤️', carried);
    void store.toggle('comment', '7', '👍', carried);
    expect(store.of('comment', '7', carried)).toEqual([{ emoji: '👍', count: 1, mine: false, by: ['Paul'] }]);
    expect(calls).toHaveLength(2);
  });

  it('rolls back with a French message when the server cannot be reached', async () => {
    const { store, calls } = build();
    const carried = [heart(1, false, ['Paul'])];
    const done = store.toggle('video', 'v1', '😂', carried);
    expect(store.of('video', 'v1', carried)).toHaveLength(2);
    calls[0]!.fail(new Error('Network Error'));
    await expect(done).resolves.toBe(false);
    expect(store.of('video', 'v1', carried)).toEqual(carried);
    expect(store.errorOf('video', 'v1')).toBe("Votre réaction n'a pas pu être enregistrée. Réessayez.");
    store.dismissError('video', 'v1');
    expect(store.errorOf('video', 'v1')).toBeUndefined();
  });

  it("says the server's own French reason for a refusal", async () => {
    const { store, calls } = build();
    const done = store.toggle('article', '1', '👏', undefined);
    calls[0]!.fail(new ApiError('Article introuvable', 404));
    await done;
    expect(store.of('article', '1', undefined)).toEqual([]);
    expect(store.errorOf('article', '1')).toBe('Article introuvable');
  });

  it("keeps the latest toggle's answer when two cross on the way", async () => {
    const { store, calls } = build();
    void store.toggle('message', '1700000000000', '❤️', undefined);
    void store.toggle('message', '1700000000000', '❤️', undefined);
    expect(store.of('message', '1700000000000', undefined)).toEqual([]);
    calls[1]!.answer([]);
    calls[0]!.answer([heart(1, true, ['Marie'])]);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.of('message', '1700000000000', undefined)).toEqual([]);
  });

  it('applies live events, and lets a fresh fetch of the item win over an older toggle', async () => {
    const { store, calls } = build();
    const carried = [heart(1, false, ['Paul'])];
    store.apply({ kind: 'article', id: '3', reactions: [heart(2, false, ['Paul', 'Léa'])] });
    expect(store.of('article', '3', carried)).toEqual([heart(2, false, ['Paul', 'Léa'])]);
    expect(store.of('article', '4', carried)).toEqual(carried);

    const done = store.toggle('comment', '9', '😮', carried);
    calls[0]!.answer([...carried, { emoji: '😮', count: 1, mine: true, by: ['Marie'] }]);
    await done;
    const fetchedAgain = [heart(1, false, ['Paul'])];
    expect(store.of('comment', '9', fetchedAgain)).toEqual(fetchedAgain);
  });

  it("forgets every change on sign-out: another relative's own reactions never show", () => {
    const { store } = build();
    store.apply({ kind: 'photo', id: 'A/b.jpg', reactions: [heart(1, true, ['Marie'])] });
    void store.toggle('video', 'v', '❤️', undefined);
    store.reset();
    expect(store.of('photo', 'A/b.jpg', undefined)).toEqual([]);
    expect(store.of('video', 'v', undefined)).toEqual([]);
  });
});
