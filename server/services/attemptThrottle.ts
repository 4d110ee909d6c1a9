export interface AttemptThrottleOptions {
  limit: number;
  windowMs: number;
  /** Keys kept at most; past it the oldest keys are forgotten, so a flood cannot exhaust memory. */
  maxKeys?: number;
}

export interface AttemptThrottle {
  /** True once `limit` attempts were recorded for the key within the last `windowMs`. */
  isBlocked(key: string): boolean;
  record(key: string): void;
  reset(key: string): void;
}

/** An in-memory sliding window per key (an IP or an account). One process, so memory is enough. */
export function createAttemptThrottle({ limit, windowMs, maxKeys = 10_000 }: AttemptThrottleOptions): AttemptThrottle {
  const attempts = new Map<string, number[]>();

  const recent = (key: string, now: number): number[] => {
    const kept = (attempts.get(key) ?? []).filter((time) => time > now - windowMs);
    if (kept.length === 0) attempts.delete(key);
    else attempts.set(key, kept);
    return kept;
  };

  const makeRoom = (now: number) => {
    if (attempts.size < maxKeys) return;
    for (const key of attempts.keys()) recent(key, now);
    for (const key of attempts.keys()) {
      if (attempts.size < maxKeys) break;
      attempts.delete(key);
    }
  };

  return {
    isBlocked(key) {
      return recent(key, Date.now()).length >= limit;
    },
    record(key) {
      const now = Date.now();
      const kept = recent(key, now);
      if (kept.length === 0) makeRoom(now);
      attempts.set(key, [...kept, now].slice(-limit));
    },
    reset(key) {
      attempts.delete(key);
    },
  };
}
