import type { Draft } from '../components/articleDraft.ts';
import { singleStoreDatabase } from './indexedDb.ts';

/** An article being written, as the device keeps it: the builder's draft (title, bandeau, elements,
 * the chosen photos as Files, the selection and the counter), whose account it is, and when it was
 * last saved. */
export interface StoredDraft {
  /** 'publish:<account id>' for the publisher, 'edit:<account id>:<article id>' for the editor. */
  key: string;
  owner: number;
  savedAt: number;
  draft: Draft;
}

/** Where drafts live: IndexedDB in the browser (Files are kept as they are; localStorage holds no
 * photo), memory in tests and stories. */
export interface DraftsPersistence {
  load(key: string): Promise<StoredDraft | undefined>;
  put(stored: StoredDraft): Promise<void>;
  remove(key: string): Promise<void>;
  /** Every draft of one account: its sign-out hands the device on clean. */
  removeOwner(owner: number): Promise<void>;
}

export function memoryDrafts(initial: readonly StoredDraft[] = []): DraftsPersistence & { items: Map<string, StoredDraft> } {
  const items = new Map(initial.map((stored) => [stored.key, stored]));
  return {
    items,
    load: (key) => Promise.resolve(items.get(key)),
    put(stored) {
      items.set(stored.key, stored);
      return Promise.resolve();
    },
    remove(key) {
      items.delete(key);
      return Promise.resolve();
    },
    removeOwner(owner) {
      for (const [key, stored] of items) if (stored.owner === owner) items.delete(key);
      return Promise.resolve();
    },
  };
}

export function indexedDbDrafts(factory: IDBFactory = indexedDB): DraftsPersistence {
  const db = singleStoreDatabase(factory, 'lapin-drafts', 'drafts', 'key');
  return {
    load: (key) => db.read((store) => store.get(key) as IDBRequest<StoredDraft | undefined>),
    put: (stored) => db.write((store) => store.put(stored)),
    remove: (key) => db.write((store) => store.delete(key)),
    async removeOwner(owner) {
      const all = await db.read((store) => store.getAll() as IDBRequest<StoredDraft[]>);
      await db.write((store) => all.filter((stored) => stored.owner === owner).forEach((stored) => store.delete(stored.key)));
    },
  };
}
