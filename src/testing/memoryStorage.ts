import type { StorageController } from '../stores/persistence.ts';

/** A device's localStorage in memory, for store tests of what persists: `saved` is what it holds. */
export function memoryStorage(): { saved: Map<string, string>; storage: StorageController } {
  const saved = new Map<string, string>();
  const storage: StorageController = {
    getItem: (key) => saved.get(key) ?? null,
    setItem: (key, value) => void saved.set(key, value),
    removeItem: (key) => void saved.delete(key),
  };
  return { saved, storage };
}
