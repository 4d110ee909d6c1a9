/**
 * The clock of one fake api. What the fake makes is stamped after every sample, a minute apart,
 * and the same on every run: a screenshot taken after midnight matches one taken before it.
 */
export function fakeClock(start = Date.UTC(2026, 7, 1, 10, 0)): () => number {
  let tick = 0;
  return () => start + 60_000 * tick++;
}
