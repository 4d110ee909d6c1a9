import { describe, expect, it, vi } from 'vitest';
import { restoreWithin } from './persistence.ts';

describe('restoreWithin', () => {
  it('resolves as restored when the stores restore in time', async () => {
    await expect(restoreWithin([Promise.resolve()], 50)).resolves.toBe('restored');
  });

  it('gives up after the time-out so a stuck storage never blocks the app', async () => {
    vi.useFakeTimers();
    const pending = restoreWithin([new Promise(() => {})], 5000);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(pending).resolves.toBe('timed-out');
    vi.useRealTimers();
  });
});
