import type { StoredUpload, UploadQueuePersistence } from './uploadQueuePersistence.ts';

const DB_NAME = 'lapin-uploads';
const STORE = 'queue';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB'));
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB'));
  });
}

/** The upload queue in IndexedDB, blobs included (localStorage holds neither blobs nor 200 photos). */
export function indexedDbUploadQueue(factory: IDBFactory = indexedDB): UploadQueuePersistence {
  let opened: Promise<IDBDatabase> | undefined;
  const db = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = factory.open(DB_NAME, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: 'id' });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
    });
    return opened;
  };
  const write = async (change: (store: IDBObjectStore) => void) => {
    const transaction = (await db()).transaction(STORE, 'readwrite');
    change(transaction.objectStore(STORE));
    await done(transaction);
  };
  return {
    async loadAll() {
      return request((await db()).transaction(STORE).objectStore(STORE).getAll() as IDBRequest<StoredUpload[]>);
    },
    put: (item) => write((store) => store.put(item)),
    remove: (ids) => write((store) => ids.forEach((id) => store.delete(id))),
  };
}

export const browserNetwork = {
  isOnline: () => navigator.onLine,
  onOnline(listener: () => void) {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};
