import { describe, expect, it } from 'vitest';
import { createFailureBackoff, delayAfter, type BackoffLimits } from './failureBackoff.ts';

const limits: BackoffLimits = { freeFailures: 3, firstDelayMs: 1000, maxDelayMs: 5000, forgetAfterMs: 60_000 };

describe('delayAfter', () => {
  it('gives no delay for the free failures, then doubles up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 100].map((failures) => delayAfter(failures, limits))).toEqual([
      0, 0, 1000, 2000, 4000, 5000, 5000, 5000,
    ]);
  });
});

describe('createFailureBackoff', () => {
  it('lets a key try freely until its free failures are spent, then makes it wait', () => {
    const backoff = createFailureBackoff(limits);
    backoff.recordFailure('k', 0);
    backoff.recordFailure('k', 10);
    expect(backoff.waitMs('k', 20)).toBe(0);
    backoff.recordFailure('k', 20);
    expect(backoff.waitMs('k', 20)).toBe(1000);
    expect(backoff.waitMs('k', 520)).toBe(500);
    expect(backoff.waitMs('k', 1020)).toBe(0);
    expect(backoff.waitMs('other', 20)).toBe(0);
  });

  it('forgets a key whose last failure is older than forgetAfterMs', () => {
    const backoff = createFailureBackoff(limits);
    for (let i = 0; i < 5; i++) backoff.recordFailure('k', i);
    backoff.recordFailure('k', 60_010);
    expect(backoff.waitMs('k', 60_010)).toBe(0);
  });

  it('takes back one failure on forgiveOne and recomputes the wait', () => {
    const backoff = createFailureBackoff(limits);
    for (let i = 0; i < 4; i++) backoff.recordFailure('k', 0);
    expect(backoff.waitMs('k', 0)).toBe(2000);
    backoff.forgiveOne('k');
    expect(backoff.waitMs('k', 0)).toBe(1000);
    backoff.forgiveOne('k');
    expect(backoff.waitMs('k', 0)).toBe(0);
  });

  it('unblocks a key on reset', () => {
    const backoff = createFailureBackoff(limits);
    for (let i = 0; i < 4; i++) backoff.recordFailure('k', 0);
    backoff.reset('k');
    expect(backoff.waitMs('k', 0)).toBe(0);
  });

  it('keeps at most maxKeys keys, forgetting the one whose last failure is oldest', () => {
    const backoff = createFailureBackoff({ ...limits, freeFailures: 1 }, 3);
    backoff.recordFailure('a', 0);
    backoff.recordFailure('b', 1);
    backoff.recordFailure('c', 2);
    backoff.recordFailure('a', 3);
    backoff.recordFailure('d', 4);
    expect(backoff.waitMs('b', 5)).toBe(0);
    expect(backoff.waitMs('a', 5)).toBeGreaterThan(0);
    expect(backoff.waitMs('d', 5)).toBeGreaterThan(0);
  });
});
