import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAttemptThrottle } from './attemptThrottle.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('createAttemptThrottle', () => {
  it('blocks a key once it reached the limit, and no other key', () => {
    const throttle = createAttemptThrottle({ limit: 2, windowMs: 1000 });
    throttle.record('ip-a');
    expect(throttle.isBlocked('ip-a')).toBe(false);
    throttle.record('ip-a');
    expect(throttle.isBlocked('ip-a')).toBe(true);
    expect(throttle.isBlocked('ip-b')).toBe(false);
  });

  it('forgets attempts older than the window, one by one', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 });
    const throttle = createAttemptThrottle({ limit: 2, windowMs: 1000 });
    throttle.record('k');
    vi.setSystemTime(600);
    throttle.record('k');
    expect(throttle.isBlocked('k')).toBe(true);
    vi.setSystemTime(1001);
    expect(throttle.isBlocked('k')).toBe(false);
    throttle.record('k');
    expect(throttle.isBlocked('k')).toBe(true);
  });

  it('unblocks a key on reset', () => {
    const throttle = createAttemptThrottle({ limit: 1, windowMs: 1000 });
    throttle.record('k');
    throttle.reset('k');
    expect(throttle.isBlocked('k')).toBe(false);
  });

  it('keeps at most maxKeys keys, dropping the oldest', () => {
    const throttle = createAttemptThrottle({ limit: 1, windowMs: 60_000, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) throttle.record(key);
    expect(throttle.isBlocked('a')).toBe(false);
    expect(throttle.isBlocked('d')).toBe(true);
  });
});
