// The few IndexedDB steps the device stores share (the upload queue, the article drafts): a
// request or a transaction as a promise, and a database of one object store opened once.

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

/** A database holding one object store keyed by `keyPath`, opened at its first use. */
export function singleStoreDatabase(factory: IDBFactory, name: string, store: string, keyPath: string) {
  let opened: Promise<IDBDatabase> | undefined;
  const db = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = factory.open(name, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(store, { keyPath });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
    });
    return opened;
  };
  return {
    async read<T>(ask: (objects: IDBObjectStore) => IDBRequest<T>): Promise<T> {
      return request(ask((await db()).transaction(store).objectStore(store)));
    },
    async write(change: (objects: IDBObjectStore) => void): Promise<void> {
      const transaction = (await db()).transaction(store, 'readwrite');
      change(transaction.objectStore(store));
      await done(transaction);
    },
  };
}
