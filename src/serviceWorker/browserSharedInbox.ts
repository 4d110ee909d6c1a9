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
  async count() {
    if (!('caches' in window) || !(await caches.has(sharedFilesCache))) return 0;
    return (await (await caches.open(sharedFilesCache)).keys()).length;
  },
  async clear() {
    if ('caches' in window) await caches.delete(sharedFilesCache);
  },
};
