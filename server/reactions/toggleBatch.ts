import type { ReactionToggle } from './reactionsRepository.ts';

interface Waiting {
  toggle: ReactionToggle;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Toggles that arrive in the same turn of the event loop are written together (`apply`, one
 * transaction): a ❤️ for every few chat messages otherwise costs a commit, and on SQLite a disk
 * sync that holds the event loop, each. When a batch fails (an item deleted meanwhile refuses its
 * row), each toggle is tried alone, so only its own caller hears of it.
 */
export function toggleBatch(apply: (toggles: readonly ReactionToggle[]) => Promise<void>): (toggle: ReactionToggle) => Promise<void> {
  let batch: Waiting[] = [];
  const flush = () => {
    const taken = batch;
    batch = [];
    apply(taken.map((waiting) => waiting.toggle)).then(
      () => {
        for (const waiting of taken) waiting.resolve();
      },
      (error: unknown) => {
        if (taken.length === 1) taken[0]!.reject(error);
        else for (const waiting of taken) apply([waiting.toggle]).then(waiting.resolve, waiting.reject);
      },
    );
  };
  return (toggle) =>
    new Promise<void>((resolve, reject) => {
      if (batch.length === 0) setImmediate(flush);
      batch.push({ toggle, resolve, reject });
    });
}
