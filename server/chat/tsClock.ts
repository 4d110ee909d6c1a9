/**
 * Message timestamps: the wall clock, but never equal to or below the previous one, so `ts` is a
 * unique, ordered catch-up key. Seeded with the newest stored ts, so it also holds across restarts
 * and when the server clock steps back.
 */
export function createTsClock(newestStored: number, now: () => number = () => Date.now()) {
  let last = newestStored;
  return {
    next(): number {
      last = Math.max(now(), last + 1);
      return last;
    },
    get last(): number {
      return last;
    },
  };
}

export type TsClock = ReturnType<typeof createTsClock>;
