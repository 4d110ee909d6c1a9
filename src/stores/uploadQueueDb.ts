import type { StoredUpload, UploadQueuePersistence } from './uploadQueuePersistence.ts';
import { singleStoreDatabase } from './indexedDb.ts';

/** The upload queue in IndexedDB, blobs included (localStorage holds neither blobs nor 200 photos). */
export function indexedDbUploadQueue(factory: IDBFactory = indexedDB): UploadQueuePersistence {
  const db = singleStoreDatabase(factory, 'lapin-uploads', 'queue', 'id');
  return {
    loadAll: () => db.read((store) => store.getAll() as IDBRequest<StoredUpload[]>),
    put: (item) => db.write((store) => store.put(item)),
    remove: (ids) => db.write((store) => ids.forEach((id) => store.delete(id))),
  };
}

export const browserNetwork = {
  isOnline: () => navigator.onLine,
  onOnline(listener: () => void) {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};
