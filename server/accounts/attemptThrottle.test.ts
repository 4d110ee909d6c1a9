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

  it('takes every decision while other nodes sweep what expired at the same moment', async () => {
    // Each new repository sweeps after its first decision, as a node just started does: two nodes
    // signing the same admin in at once (pushNodes.test.ts) met one's sweep inside the other's locks.
    for (let round = 0; round < 5; round++) {
      const decisions = Array.from({ length: 8 }, (_, node) =>
        throttleRepository(t.app.db).decide(['a', 'b', 'c'], (states) => ({
          writes: new Map([
            ['a', { state: String(node), expiresAt: 0 }],
            ['b', null],
            ['c', { state: String(states.size), expiresAt: Date.now() + 60_000 }],
          ]),
          result: node,
        })),
      );
      await expect(Promise.all(decisions)).resolves.toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    }
    // The sweep still forgets what expired once no decision holds it: 'a' was written expired.
    await throttleRepository(t.app.db).decide(['d'], () => ({ writes: new Map(), result: undefined }));
    const left = await t.app.db.selectFrom('throttle_entries').select('key').where('key', 'in', ['a', 'b', 'c']).orderBy('key').execute();
    expect(left.map((row) => row.key)).toEqual(['c']);
  });
});
