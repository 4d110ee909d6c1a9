import { describe, expect, it, vi } from 'vitest';
import { RootStore } from './RootStore.ts';
import { fakeApi } from '../testing/fakeApi.ts';
import { fakeAccountsApi, sampleUser } from '../testing/fakeAccountsApi.ts';
import { fakeArticlesApi } from '../testing/fakeArticlesApi.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
import type { StorageController } from './persistence.ts';
import { memoryStoryOutbox, type StoredStory } from './storyOutboxPersistence.ts';
import { resumeStoryOutbox, storyOutboxOf } from './storyOutboxOf.ts';

function build(storage: StorageController, stories = memoryStoryOutbox(), articles = fakeArticlesApi()) {
  const api = fakeApi({ accounts: fakeAccountsApi(), articles });
  return { root: new RootStore(api, { storage }, { stories }), stories, articles };
}

const waiting = (owner: number): StoredStory => ({
  kind: 'story',
  key: 'story:histoire-1',
  clientId: 'histoire-1',
  owner,
  title: 'Écrit hors ligne',
  bandeau: 'Le lac.',
  paragraphs: ['Le lac.'],
  photos: [],
  queuedAt: 1,
  state: 'waiting',
});

describe('the story outbox in the root store', () => {
  it('publishes a story left waiting on the device once signed in, without the composer open, once', async () => {
    const { storage } = memoryStorage();
    const first = build(storage);
    await first.root.restore();
    await first.root.accounts.login({ email: sampleUser.email, password: 'secretpass' });

    const next = build(storage, memoryStoryOutbox([waiting(sampleUser.id)]));
    await next.root.restore();
    await resumeStoryOutbox(next.root);
    await vi.waitFor(() => expect(next.stories.items.size).toBe(0));
    expect(next.articles.stored().map((article) => article.content.title)).toEqual(['Écrit hors ligne']);
    expect(next.articles.calls.filter((call) => call.startsWith('publish'))).toEqual(['publish Écrit hors ligne']);
  });

  it('removes the writer’s waiting stories and photos from the device at sign-out', async () => {
    const { storage } = memoryStorage();
    const stories = memoryStoryOutbox([waiting(sampleUser.id), { ...waiting(99), key: 'story:autre' }]);
    // Never online: the story stays queued until the sign-out.
    const { root } = build(storage, stories, fakeArticlesApi([], { failWith: 'Network Error' }));
    await root.restore();
    await root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
    storyOutboxOf(root);
    await root.signOut();
    expect([...stories.items.keys()]).toEqual(['story:autre']);
    expect(root.storyOutbox).toBeUndefined();
  });
});
