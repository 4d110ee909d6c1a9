export interface TokenBucketOptions {
  burst: number;
  perSecond: number;
}

/** Per-connection send rate: up to `burst` at once, refilled at `perSecond`. */
export function createTokenBucket({ burst, perSecond }: TokenBucketOptions, now: () => number = () => Date.now()) {
  let tokens = burst;
  let refilledAt = now();
  return {
    take(): boolean {
      const current = now();
      tokens = Math.min(burst, tokens + ((current - refilledAt) / 1000) * perSecond);
      refilledAt = current;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
