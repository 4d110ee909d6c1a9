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

export interface FailureBackoff {
  /** Milliseconds the key must still wait before its next attempt; 0 when it may try now. */
  waitMs(key: string, now: number): number;
  recordFailure(key: string, now: number): void;
  /** Takes back one failure: the attempt it was counted for turned out right. */
  forgiveOne(key: string): void;
  reset(key: string): void;
}

interface Entry {
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

/**
 * Growing delays per key, in memory (one process). Nothing is ever refused outright: a key only
 * waits, at most `maxDelayMs`, and only for its own failures. At most `maxKeys` keys are kept; past
 * that the key whose last failure is oldest is forgotten, so a flood cannot exhaust memory.
 */
export function createFailureBackoff(limits: BackoffLimits, maxKeys = 50_000): FailureBackoff {
  const entries = new Map<string, Entry>();

  const current = (key: string, now: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && now - entry.lastFailureAt > limits.forgetAfterMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    waitMs(key, now) {
      const entry = current(key, now);
      return entry ? Math.max(0, entry.lockedUntil - now) : 0;
    },
    recordFailure(key, now) {
      const failures = (current(key, now)?.failures ?? 0) + 1;
      // Re-inserted so the map's order stays the order of last failures, oldest first.
      entries.delete(key);
      if (entries.size >= maxKeys) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { failures, lastFailureAt: now, lockedUntil: now + delayAfter(failures, limits) });
    },
    forgiveOne(key) {
      const entry = entries.get(key);
      if (!entry) return;
      entry.failures -= 1;
      if (entry.failures <= 0) entries.delete(key);
      else entry.lockedUntil = entry.lastFailureAt + delayAfter(entry.failures, limits);
    },
    reset(key) {
      entries.delete(key);
    },
  };
}
