import type { SharedFilesInbox } from '../stores/SharedFilesStore.ts';
import { forgetSharedFiles, readSharedFiles, sharedFilesCache } from './sharedFiles.ts';

/** The shared files where the service worker wrote them: Cache Storage, read from the page. */
export const browserSharedInbox: SharedFilesInbox = {
  async read() {
    if (!('caches' in window)) return [];
    return readSharedFiles(await caches.open(sharedFilesCache));
  },
  async forget(ids) {
    await forgetSharedFiles(await caches.open(sharedFilesCache), ids);
  },
};
