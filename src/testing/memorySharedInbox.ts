import type { SharedFile } from '../serviceWorker/sharedFiles.ts';
import type { SharedFilesInbox } from '../stores/SharedFilesStore.ts';

/** The files the service worker left, in memory: `held` is what the device still keeps. */
export function memorySharedInbox(files: readonly SharedFile[], options: { unreadable?: boolean } = {}): SharedFilesInbox & { held: Map<string, SharedFile> } {
  const held = new Map(files.map((shared) => [shared.id, shared]));
  return {
    held,
    read: async () => {
      if (options.unreadable) throw new Error('cache cassé');
      return [...held.values()];
    },
    forget: async (ids) => {
      for (const id of ids) held.delete(id);
    },
    count: async () => held.size,
    clear: async () => held.clear(),
  };
}

/** Files as the gallery shares them, with the ids the worker gives (in order). */
export function sharedFiles(files: readonly File[]): SharedFile[] {
  return files.map((file, index) => ({ id: `s${index.toString().padStart(4, '0')}`, file }));
}
