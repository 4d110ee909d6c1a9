/**
 * How wrong passwords on one account, from every address together, are spaced out. A pair or
 * an address is slowed by failureBackoff.ts; this bounds what many addresses can do together.
 *
 * A generic cell rate algorithm: `burst` failures may be checked back to back, then one per
 * `intervalMs`. In any hour, at most burst + 3600 s / interval are checked (10 + 90 = 100 with
 * the defaults), however many addresses send them. It never locks: the wait it asks for is at
 * most one interval, so the right password, from any address, is checked within 40 s. An
 * attacker who keeps sending takes some of those slots, so under a flood the owner may be asked
 * to wait more than once; devices already signed in are never affected.
 *
 * By hand: the algorithm is three lines of arithmetic, and the GCRA packages found on npm keep
 * their state in Redis or memory, where this must be decided in the same database transaction as
 * the backoffs (attemptGuard.ts).
 */
export interface AccountPacing {
  /** Failures checked back to back before the spacing starts. */
  burst: number;
  /** Then one check per interval. */
  intervalMs: number;
}

/** The theoretical arrival time: when the account's burst is whole again. */
export interface PacingEntry {
  tat: number;
}

const tolerance = (limits: AccountPacing) => (limits.burst - 1) * limits.intervalMs;

/** Milliseconds before the account's next check may run; 0 when it may run now. */
export function pacedWaitMs(entry: PacingEntry | undefined, limits: AccountPacing, now: number): number {
  return entry === undefined ? 0 : Math.max(0, entry.tat - tolerance(limits) - now);
}

/** The entry once one more check has been let through at `now`. */
export function afterCheck(entry: PacingEntry | undefined, limits: AccountPacing, now: number): PacingEntry {
  return { tat: Math.max(entry?.tat ?? now, now) + limits.intervalMs };
}

/** The check turned out to be the right password: its place goes back. Undefined once whole. */
export function giveBack(entry: PacingEntry | undefined, limits: AccountPacing, now: number): PacingEntry | undefined {
  if (entry === undefined) return undefined;
  const tat = entry.tat - limits.intervalMs;
  return tat <= now ? undefined : { tat };
}
