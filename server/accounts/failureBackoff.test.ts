import { describe, expect, it } from 'vitest';
import { afterFailure, delayAfter, forgiveOne, waitMs, type BackoffEntry, type BackoffLimits } from './failureBackoff.ts';

const limits: BackoffLimits = { freeFailures: 3, firstDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };

const failTimes = (times: number, now: number) => {
  let entry: BackoffEntry | undefined;
  for (let n = 0; n < times; n++) entry = afterFailure(entry, limits, now);
  return entry;
};

describe('delayAfter', () => {
  it('gives no delay for the free failures, then doubles up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => delayAfter(n, limits))).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000]);
  });
});

describe('backoff entries', () => {
  it('let a key try freely until its free failures are spent, then make it wait', () => {
    expect(waitMs(failTimes(2, 0), limits, 0)).toBe(0);
    const entry = failTimes(3, 0);
    expect(waitMs(entry, limits, 0)).toBe(1000);
    expect(waitMs(entry, limits, 600)).toBe(400);
    expect(waitMs(entry, limits, 1000)).toBe(0);
  });

  it('forget a key whose last failure is older than forgetAfterMs', () => {
    const entry = failTimes(5, 0);
    expect(afterFailure(entry, limits, 60_001).failures).toBe(1);
    expect(waitMs(entry, limits, 60_001)).toBe(0);
  });

  it('take back one failure on forgiveOne and recompute the wait', () => {
    const entry = failTimes(4, 0);
    expect(waitMs(entry, limits, 0)).toBe(2000);
    const forgiven = forgiveOne(entry, limits);
    expect(forgiven?.failures).toBe(3);
    expect(waitMs(forgiven, limits, 0)).toBe(1000);
    expect(forgiveOne(failTimes(1, 0), limits)).toBeUndefined();
  });
});
