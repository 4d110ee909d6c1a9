import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/httpClient.ts';
import { RetryWait, SendFailures, type NetworkWatch } from './uploadRetries.ts';

describe('SendFailures', () => {
  it('sends each photo of a refused call alone, then fails a refused photo at once', () => {
    const failures = new SendFailures();
    const refused = new ApiError('Photo trop lourde', 413);
    expect(failures.afterFailure(['a', 'b'], refused)).toBe('split');
    expect(failures.goesAlone('a')).toBe(true);
    expect(failures.afterFailure(['a'], refused)).toBe('give-up');
    expect(failures.goesAlone('a')).toBe(false);
  });

  it('tries a failing server three times in all, and a cut call without end', () => {
    const failures = new SendFailures();
    const broken = new ApiError('Erreur interne du serveur', 500);
    expect(failures.afterFailure(['a'], broken)).toBe('retry-server');
    expect(failures.afterFailure(['a'], broken)).toBe('retry-server');
    expect(failures.afterFailure(['a'], broken)).toBe('give-up');
    for (let call = 0; call < 5; call += 1) expect(failures.afterFailure(['b'], new ApiError('Network Error'))).toBe('retry-cut');
  });

  it('fails a call refused for the session (401) as a whole', () => {
    expect(new SendFailures().afterFailure(['a', 'b'], new ApiError('Session expirée', 401))).toBe('give-up');
  });
});

describe('RetryWait', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function online() {
    const listeners = new Set<() => void>();
    const network: NetworkWatch = {
      isOnline: () => true,
      onOnline(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    return { network, comeBack: () => listeners.forEach((listener) => listener()) };
  }

  it('doubles the wait at each failure in a row, up to the most', () => {
    vi.useFakeTimers();
    const wake = vi.fn();
    const wait = new RetryWait(online().network, wake, { retryBaseMs: 100, maxRetryMs: 250 });
    const waits: number[] = [];
    for (let failure = 0; failure < 3; failure += 1) {
      wait.failed();
      const before = wake.mock.calls.length;
      let waited = 0;
      while (wake.mock.calls.length === before) {
        vi.advanceTimersByTime(10);
        waited += 10;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([100, 200, 250]);
    wait.succeeded();
    wait.failed();
    vi.advanceTimersByTime(100);
    expect(wake).toHaveBeenCalledTimes(4);
  });

  it('ends the wait when the device is back online', () => {
    vi.useFakeTimers();
    const { network, comeBack } = online();
    const wake = vi.fn();
    const wait = new RetryWait(network, wake, { retryBaseMs: 10_000 });
    wait.listen();
    wait.failed();
    expect(wait.waiting).toBe(true);
    comeBack();
    expect(wait.waiting).toBe(false);
    expect(wake).toHaveBeenCalledTimes(1);
  });
});
