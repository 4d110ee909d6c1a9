import type { SharedFilesInbox } from '../stores/SharedFilesStore.ts';

/** The browser's inbox of shared files (browserSharedInbox.ts), its code loaded the first time the
 * share screen or a sign-out asks: it stays out of the sign-in page's first load. */
export function lazySharedInbox(): SharedFilesInbox {
  const inbox = () => import('./browserSharedInbox.ts').then((module) => module.browserSharedInbox);
  return {
    read: async () => (await inbox()).read(),
    forget: async (ids) => (await inbox()).forget(ids),
    count: async () => (await inbox()).count(),
    clear: async () => (await inbox()).clear(),
  };
}
