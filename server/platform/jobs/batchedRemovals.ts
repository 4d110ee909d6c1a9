import type { JobId } from './leaseTable.ts';

const BATCH = 500;
const EVERY_MS = 1000;

/**
 * Finished jobs' rows, removed together a few at a time: on SQLite each statement is a synced
 * commit that holds the event loop, and one per job would slow every request of the node. A row
 * not yet removed keeps its lease until then, and a node killed meanwhile leaves it to run again.
 */
export function batchedRemovals<Id extends JobId>(remove: (ids: Id[]) => Promise<void>, onError: (error: unknown) => void, onSettled: () => void) {
  const waiting: Id[] = [];
  const pending = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;

  const flush = (): void => {
    clearTimeout(timer);
    timer = undefined;
    const ids = waiting.splice(0);
    if (ids.length === 0) return;
    const removal = remove(ids)
      .catch(onError)
      .finally(() => {
        pending.delete(removal);
        onSettled();
      });
    pending.add(removal);
  };

  return {
    add(id: Id): void {
      waiting.push(id);
      if (waiting.length >= BATCH) flush();
      else timer ??= setTimeout(flush, EVERY_MS);
    },
    flush,
    /** Nothing waits to be removed and no removal is under way. */
    get empty(): boolean {
      return waiting.length === 0 && pending.size === 0;
    },
    async settled(): Promise<void> {
      flush();
      await Promise.allSettled([...pending]);
    },
  };
}
