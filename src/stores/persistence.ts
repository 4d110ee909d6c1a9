import { clearPersistedStore, makePersistable, type StorageController } from 'mobx-persist-store';

/** The spec restores persisted state with a 5000 ms time-out: past it the app starts without it. */
export const RESTORE_TIMEOUT_MS = 5000;

export interface PersistOptions {
  /** null turns persistence off (stories and tests that must not share state). */
  storage: StorageController | null;
}

export function persist<T extends object, P extends keyof T>(
  target: T,
  name: string,
  properties: P[],
  options: PersistOptions,
): Promise<unknown> {
  if (!options.storage) return Promise.resolve();
  return makePersistable(target as T & Record<string, unknown>, {
    name: `lapin.${name}`,
    properties: properties as (keyof (T & Record<string, unknown>))[],
    storage: options.storage,
  });
}

/** Resolves when every store is restored, or after the time-out, whichever comes first. */
export function restoreWithin(pending: Promise<unknown>[], timeoutMs = RESTORE_TIMEOUT_MS): Promise<'restored' | 'timed-out'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), timeoutMs);
  });
  const restored = Promise.allSettled(pending).then(() => 'restored' as const);
  return Promise.race([restored, timeout]).finally(() => clearTimeout(timer));
}

/** Removes a store's saved copy from the device. Called after the store is back to its defaults,
 * so what the persisting reaction just wrote goes too: the next relative finds no key at all. */
export function forgetPersisted(target: object): Promise<void> {
  return clearPersistedStore(target);
}
