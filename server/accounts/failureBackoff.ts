// By hand: the rate-limit packages (@fastify/rate-limit, rate-limiter-flexible) count attempts in
// a window and then refuse until it ends; this never refuses, it doubles a wait per failure and
// forgets after a quiet while, as pure functions that attemptGuard.ts applies to several keys in
// one database transaction.

/** How failures on one key (an address, or an account seen from an address) slow it down. */
export interface BackoffLimits {
  /** Failures allowed before the first delay. */
  freeFailures: number;
  /** The delay after the last free failure; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key whose last failure is older than this starts again from zero. */
  forgetAfterMs: number;
}

/** One key's failures in a row. Nothing is ever refused outright: a key only waits, at most `maxDelayMs`. */
export interface BackoffEntry {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

/** The delay that follows the `failures`-th failure in a row: none, then first, 2×first, … up to max. */
export function delayAfter(failures: number, limits: BackoffLimits): number {
  if (failures < limits.freeFailures) return 0;
  const doublings = Math.min(failures - limits.freeFailures, 30);
  return Math.min(limits.maxDelayMs, limits.firstDelayMs * 2 ** doublings);
}

/** The entry as it stands at `now`: undefined once forgotten. */
export function currentEntry(entry: BackoffEntry | undefined, limits: BackoffLimits, now: number): BackoffEntry | undefined {
  return entry !== undefined && now - entry.lastFailureAt <= limits.forgetAfterMs ? entry : undefined;
}

/** Milliseconds the key must still wait before its next attempt; 0 when it may try now. */
export function waitMs(entry: BackoffEntry | undefined, limits: BackoffLimits, now: number): number {
  const current = currentEntry(entry, limits, now);
  return current ? Math.max(0, current.lockedUntil - now) : 0;
}

export function afterFailure(entry: BackoffEntry | undefined, limits: BackoffLimits, now: number): BackoffEntry {
  const failures = (currentEntry(entry, limits, now)?.failures ?? 0) + 1;
  return { failures, lastFailureAt: now, lockedUntil: now + delayAfter(failures, limits) };
}

/** One failure taken back (the attempt it was counted for turned out right); undefined when none is left. */
export function forgiveOne(entry: BackoffEntry | undefined, limits: BackoffLimits): BackoffEntry | undefined {
  if (entry === undefined || entry.failures <= 1) return undefined;
  const failures = entry.failures - 1;
  return { ...entry, failures, lockedUntil: entry.lastFailureAt + delayAfter(failures, limits) };
}
