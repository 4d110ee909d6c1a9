import { HttpError } from '../errors.ts';
import { retryDelay } from '../messages.ts';
import { createFailureBackoff, type BackoffLimits } from './failureBackoff.ts';

export interface AttemptGuardLimits {
  /** Failures of one account from one address. */
  perPair: BackoffLimits;
  /** Failures from one address, whatever the account. */
  perAddress: BackoffLimits;
}

export interface Attempt {
  /** The secret was right: the attempt no longer counts as a failure. */
  succeeded(): void;
}

export interface AttemptGuard {
  /**
   * Throws a 429 (with Retry-After) while the pair or the address must wait. Otherwise the attempt
   * is counted as a failure at once, before the slow check runs, so guesses sent in parallel
   * cannot all slip past the count; `succeeded` takes it back.
   */
  begin(account: string, address: string): Attempt;
  /** Forgets the pair's failures, e.g. once a reset code has set a new password. */
  clearPair(account: string, address: string): void;
}

/**
 * OWASP ASVS 6.3-style throttling that cannot be turned against someone: failures slow down the
 * (account, address) pair and the address that made them, never the account as a whole. An
 * attacker hammering an account from one address leaves its owner free to sign in from another,
 * and an address with no failures is never held up.
 */
export function createAttemptGuard(limits: AttemptGuardLimits, tooMany: (retry: string) => string): AttemptGuard {
  const pairs = createFailureBackoff(limits.perPair);
  const addresses = createFailureBackoff(limits.perAddress);
  const pairKey = (account: string, address: string) => JSON.stringify([account, address]);

  return {
    begin(account, address) {
      const now = Date.now();
      const pair = pairKey(account, address);
      const waitMs = Math.max(pairs.waitMs(pair, now), addresses.waitMs(address, now));
      if (waitMs > 0) {
        throw new HttpError(429, tooMany(retryDelay(waitMs)), { 'retry-after': String(Math.ceil(waitMs / 1000)) });
      }
      pairs.recordFailure(pair, now);
      addresses.recordFailure(address, now);
      return {
        succeeded() {
          pairs.reset(pair);
          // Only one failure is taken back: a valid account of one's own must not wipe an
          // address's record of guesses at other accounts.
          addresses.forgiveOne(address);
        },
      };
    },
    clearPair(account, address) {
      pairs.reset(pairKey(account, address));
    },
  };
}
