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

/** One bucket per account, made at its first take: how comments and reactions pace each relative. */
export function createAccountBuckets(options: TokenBucketOptions, now: () => number = () => Date.now()) {
  const buckets = new Map<number, ReturnType<typeof createTokenBucket>>();
  return {
    take(accountId: number): boolean {
      let bucket = buckets.get(accountId);
      if (!bucket) {
        bucket = createTokenBucket(options, now);
        buckets.set(accountId, bucket);
      }
      return bucket.take();
    },
  };
}
