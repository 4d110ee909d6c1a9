/**
 * Runs at most `concurrency` tasks at once, the others waiting in arrival order. Image rendering
 * goes through one, so ten uploads at once decode two or four photos at a time, not fifty.
 */
export function createWorkQueue(concurrency: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
      running += 1;
      try {
        return await task();
      } finally {
        next();
      }
    },
    get pending(): number {
      return waiting.length;
    },
    get active(): number {
      return running;
    },
  };
}
