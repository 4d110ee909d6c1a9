import { reaction, runInAction, toJS } from 'mobx';

/** The spec restores persisted state with a 5000 ms time-out: past it the app starts without it. */
export const RESTORE_TIMEOUT_MS = 5000;

/** localStorage, or a stand-in with the same calls (tests). */
export interface StorageController {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

export interface PersistOptions {
  /** null turns persistence off (stories and tests that must not share state). */
  storage: StorageController | null;
}

const persisted = new WeakMap<object, { key: string; storage: StorageController }>();

/**
 * Restores `properties` of `target` from the device (a JSON object under `lapin.<name>`, the
 * format mobx-persist-store wrote, so a device keeps what it held), then writes them back on
 * every change. Our own few lines: the library and its ES5 helpers weighed 3 KB of the sign-in
 * page's first-load budget. `savedAs` names a property the device holds under another name (the
 * spec's, from src/api/wireNames.ts), so renaming a field inside the code loses no device's copy.
 */
export async function persist<T extends object, P extends keyof T & string>(
  target: T,
  name: string,
  properties: P[],
  options: PersistOptions,
  savedAs: Partial<Record<P, string>> = {},
): Promise<void> {
  const { storage } = options;
  if (!storage) return;
  const key = `lapin.${name}`;
  const savedName = (property: P): string => savedAs[property] ?? property;
  let saved: Record<string, unknown> = {};
  try {
    const text = await storage.getItem(key);
    saved = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  } catch {
    // Unreadable: the store starts from its defaults and the next write replaces it.
  }
  runInAction(() => {
    for (const property of properties) {
      const value = saved[savedName(property)];
      if (value !== undefined) target[property] = value as T[P];
    }
  });
  persisted.set(target, { key, storage });
  reaction(
    () => Object.fromEntries(properties.map((property) => [savedName(property), toJS(target[property])])),
    (data) => void storage.setItem(key, JSON.stringify(data)),
    { fireImmediately: true },
  );
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
export async function forgetPersisted(target: object): Promise<void> {
  const entry = persisted.get(target);
  if (entry) await entry.storage.removeItem(entry.key);
}
