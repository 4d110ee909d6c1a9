import type { ThrottleRepository } from './throttleRepository.ts';

export interface AttemptThrottleOptions {
  limit: number;
  windowMs: number;
}

export interface AttemptThrottle {
  /**
   * Records an attempt for the key and says true, or says false without recording it when
   * `limit` attempts were recorded within the last `windowMs`. One decision, so two nodes taking
   * attempts at once cannot both pass the last place.
   */
  allow(key: string): Promise<boolean>;
}

/**
 * A sliding window per key (an address), in the database so that every node shares it.
 * By hand: @fastify/rate-limit counts in memory or Redis; rate-limiter-flexible has SQLite and
 * PostgreSQL stores, but counts fixed windows through its own driver client and table, outside
 * the Kysely transaction in which throttleRepository.decide settles every throttle.
 */
export function createAttemptThrottle({ limit, windowMs }: AttemptThrottleOptions, store: ThrottleRepository, scope: string): AttemptThrottle {
  return {
    async allow(key) {
      const stored = `${scope}:${key}`;
      return store.decide([stored], (states, now) => {
        const state = states.get(stored);
        const recent = (state === undefined ? [] : (JSON.parse(state) as number[])).filter((time) => time > now - windowMs);
        if (recent.length >= limit) return { writes: new Map(), result: false };
        const times = [...recent, now].slice(-limit);
        return { writes: new Map([[stored, { state: JSON.stringify(times), expiresAt: now + windowMs }]]), result: true };
      });
    },
  };
}
