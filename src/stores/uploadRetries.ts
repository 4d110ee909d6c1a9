import { ApiError, isRefusal } from '../api/httpClient.ts';
import { uploadLimits } from './uploadBatches.ts';

export interface NetworkWatch {
  isOnline(): boolean;
  /** Calls back when the device is back online; answers the unsubscribe. */
  onOnline(listener: () => void): () => void;
}

export interface UploadQueueOptions {
  /** First wait after a failed call, doubled at each failure in a row up to `maxRetryMs`. */
  retryBaseMs?: number;
  maxRetryMs?: number;
}

/**
 * What a failed call means for its photos:
 * - 'split': a refusal of a call of several photos; one of them may be the cause (too heavy, not
 *   an image), so each goes alone next;
 * - 'give-up': a refusal of one photo, or a server failing `serverRetries` times: the line fails;
 * - 'retry-server': a server failure, tried again after a wait;
 * - 'retry-cut': no answer at all (a cut, a reload): tried again after a wait, or when back online.
 */
export type FailedCall = 'split' | 'give-up' | 'retry-server' | 'retry-cut';

/** Per photo: the server failures of its calls so far, or that it goes alone (-1). */
export class SendFailures {
  private readonly counts = new Map<string, number>();

  readonly goesAlone = (id: string): boolean => (this.counts.get(id) ?? 0) < 0;

  forget(id: string): void {
    this.counts.delete(id);
  }

  /** Counts the failure against the call's photos and says what comes next for them. */
  afterFailure(ids: readonly string[], error: unknown): FailedCall {
    if (isRefusal(error) && error.status !== 401 && ids.length > 1) {
      for (const id of ids) this.counts.set(id, -1);
      return 'split';
    }
    const serverFailure = error instanceof ApiError && error.status !== undefined;
    if (!serverFailure) return 'retry-cut';
    if (isRefusal(error) || ids.some((id) => (this.counts.get(id) ?? 0) + 1 >= uploadLimits.serverRetries)) {
      for (const id of ids) this.counts.delete(id);
      return 'give-up';
    }
    for (const id of ids) this.counts.set(id, Math.max(0, this.counts.get(id) ?? 0) + 1);
    return 'retry-server';
  }
}

/** The wait before the queue tries again: doubled at each failed call in a row, cut short when
 * the device comes back online. */
export class RetryWait {
  private failuresInARow = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private unsubscribe: (() => void) | undefined;
  private readonly network: NetworkWatch;
  private readonly wake: () => void;
  private readonly baseMs: number;
  private readonly maxMs: number;

  constructor(network: NetworkWatch, wake: () => void, options: UploadQueueOptions = {}) {
    this.network = network;
    this.wake = wake;
    this.baseMs = options.retryBaseMs ?? 1000;
    this.maxMs = options.maxRetryMs ?? 30_000;
  }

  /** From now on, the device coming back online ends the wait at once. */
  listen(): void {
    this.unsubscribe ??= this.network.onOnline(() => this.end());
  }

  get waiting(): boolean {
    return this.timer !== undefined;
  }

  isOnline(): boolean {
    return this.network.isOnline();
  }

  /** A call was answered: the next failure waits the shortest time again. */
  succeeded(): void {
    this.failuresInARow = 0;
  }

  /** A call failed: wait, longer each time; a wait under way is kept. */
  failed(): void {
    this.failuresInARow += 1;
    if (this.timer !== undefined) return;
    const wait = Math.min(this.maxMs, this.baseMs * 2 ** (this.failuresInARow - 1));
    this.timer = setTimeout(() => this.end(), wait);
  }

  /** Sign-out: no wait, and the next failure starts from the shortest. */
  reset(): void {
    this.failuresInARow = 0;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  dispose(): void {
    this.unsubscribe?.();
    clearTimeout(this.timer);
  }

  private end(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.wake();
  }
}
