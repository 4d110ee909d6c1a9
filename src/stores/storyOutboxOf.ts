import type { RootStore } from './RootStore.ts';
import { StoryOutboxStore } from './StoryOutboxStore.ts';

/** Issue 40: the signed-in writer's story outbox, made by the first screen that tells a story, or
 * at start when the device keeps stories waiting (RootStore.restore): its code stays out of the
 * sign-in page's first load. */
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
