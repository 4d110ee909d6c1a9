import { errorMessage } from '../api/httpClient.ts';
import type { RootStore } from './RootStore.ts';
import { StoryOutboxStore } from './StoryOutboxStore.ts';

/** Issue 40: the signed-in writer's story outbox, made by the first screen that tells a story, or
 * by the signed-in area when the device keeps stories waiting (resumeStoryOutbox): its code stays
 * out of the sign-in page's first load. */
export function storyOutboxOf(root: RootStore): StoryOutboxStore {
  const owner = root.accounts.userInfo?.id;
  if (owner === undefined) throw new Error('Aucun compte connecté');
  root.storyOutbox ??= new StoryOutboxStore(root.api.articles, () => root.accounts.token, owner, {
    persistence: root.storyPersistence,
    preparer: root.photoPreparer,
    network: root.deviceNetwork,
  });
  return root.storyOutbox;
}

/**
 * Stories kept waiting on the device leave by themselves, without the composer being opened: the
 * signed-in area calls this once signed in. The store is made only when the device keeps one of
 * the writer's stories.
 */
export async function resumeStoryOutbox(root: RootStore): Promise<void> {
  const owner = root.accounts.userInfo?.id;
  if (owner === undefined || root.storyOutbox !== undefined) return;
  try {
    const records = await root.storyPersistence.loadAll();
    if (records.some((record) => record.kind === 'story' && record.owner === owner) && root.accounts.userInfo?.id === owner) storyOutboxOf(root);
  } catch (error) {
    console.error("Les récits en attente de l'appareil n'ont pas pu reprendre", errorMessage(error));
  }
}
