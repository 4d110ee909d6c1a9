import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttleRepository } from './throttleRepository.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { createAttemptThrottle } from './attemptThrottle.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe('createAttemptThrottle', () => {
  it('blocks a key once it reached the limit, and no other key', async () => {
    const throttle = createAttemptThrottle({ limit: 2, windowMs: 60_000 }, throttleRepository(t.app.db), 'test');
    expect([await throttle.allow('1.2.3.4'), await throttle.allow('1.2.3.4'), await throttle.allow('1.2.3.4')]).toEqual([true, true, false]);
    expect(await throttle.allow('5.6.7.8')).toBe(true);
  });

  it('forgets attempts older than the window, one by one', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const throttle = createAttemptThrottle({ limit: 2, windowMs: 10_000 }, throttleRepository(t.app.db), 'test');
    await throttle.allow('ip');
    now += 6_000;
    await throttle.allow('ip');
    expect(await throttle.allow('ip')).toBe(false);
    now += 5_000;
    expect(await throttle.allow('ip')).toBe(true);
    expect(await throttle.allow('ip')).toBe(false);
  });

  it('lets exactly `limit` of many concurrent attempts through', async () => {
    const throttle = createAttemptThrottle({ limit: 5, windowMs: 60_000 }, throttleRepository(t.app.db), 'test');
    const allowed = await Promise.all(Array.from({ length: 20 }, () => throttle.allow('foule')));
    expect(allowed.filter(Boolean)).toHaveLength(5);
  });

  it('shares one count between two apps on one database, as two nodes do', async () => {
    const first = createAttemptThrottle({ limit: 3, windowMs: 60_000 }, throttleRepository(t.app.db), 'test');
    const second = createAttemptThrottle({ limit: 3, windowMs: 60_000 }, throttleRepository(t.app.db), 'test');
    const allowed = [await first.allow('ip'), await second.allow('ip'), await first.allow('ip'), await second.allow('ip')];
    expect(allowed).toEqual([true, true, true, false]);
  });
});
