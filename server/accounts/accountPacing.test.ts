import { describe, expect, it } from 'vitest';
import { defaultThrottle } from '../platform/config.ts';
import { afterCheck, giveBack, pacedWaitMs, type PacingEntry } from './accountPacing.ts';

const limits = defaultThrottle.failures.perAccount;
const HOUR_MS = 60 * 60_000;

/** Attempts every `everyMs` for `forMs`; returns when the checks happened. */
function flood(everyMs: number, forMs: number): number[] {
  let entry: PacingEntry | undefined;
  const checked: number[] = [];
  for (let now = 0; now < forMs; now += everyMs) {
    if (pacedWaitMs(entry, limits, now) > 0) continue;
    entry = afterCheck(entry, limits, now);
    checked.push(now);
  }
  return checked;
}

const mostInAnHour = (times: number[]) => Math.max(...times.map((from) => times.filter((at) => at >= from && at < from + HOUR_MS).length));

describe('account pacing', () => {
  it('is set to 100 checks per hour at most', () => {
    expect(limits.burst + HOUR_MS / limits.intervalMs).toBe(100);
  });

  it.each([250, 1000, 7000])('lets at most 100 checks through in any hour of attempts every %i ms', (everyMs) => {
    const checked = flood(everyMs, 3 * HOUR_MS);
    expect(mostInAnHour(checked)).toBeLessThanOrEqual(100);
    expect(mostInAnHour(checked)).toBeGreaterThanOrEqual(95);
  });

  it('lets the burst through at once, then one per interval', () => {
    let entry: PacingEntry | undefined;
    for (let i = 0; i < limits.burst; i++) {
      expect(pacedWaitMs(entry, limits, 0)).toBe(0);
      entry = afterCheck(entry, limits, 0);
    }
    expect(pacedWaitMs(entry, limits, 0)).toBe(limits.intervalMs);
    expect(pacedWaitMs(entry, limits, limits.intervalMs)).toBe(0);
  });

  it('never asks for more than one interval, however long the flood', () => {
    let entry: PacingEntry | undefined;
    for (let now = 0; now < HOUR_MS; now += 100) {
      const wait = pacedWaitMs(entry, limits, now);
      expect(wait).toBeLessThanOrEqual(limits.intervalMs);
      if (wait === 0) entry = afterCheck(entry, limits, now);
    }
  });

  it('gives a place back for a right password, and forgets a whole burst', () => {
    const once = afterCheck(undefined, limits, 0);
    expect(giveBack(once, limits, 0)).toBeUndefined();
    const twice = afterCheck(once, limits, 0);
    expect(giveBack(twice, limits, 0)).toEqual(once);
  });
});
