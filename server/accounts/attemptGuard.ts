import { HttpError } from '../platform/errors.ts';
import { retryDelay } from '../platform/messages.ts';
import type { ThrottleRepository, ThrottleWrites } from './throttleRepository.ts';
import { afterCheck, giveBack, pacedWaitMs, type AccountPacing, type PacingEntry } from './accountPacing.ts';
import { afterFailure, forgiveOne, waitMs, type BackoffEntry, type BackoffLimits } from './failureBackoff.ts';

export interface AttemptGuardLimits {
  /** Failures of one account from one address. */
  perPair: BackoffLimits;
  /** Failures from one address, whatever the account. */
  perAddress: BackoffLimits;
  /** Failures on one account from every address together: spaced, never refused outright. */
  perAccount: AccountPacing;
}

export interface Attempt {
  /** The secret was right: the attempt no longer counts as a failure. */
  succeeded(): Promise<void>;
}

export interface AttemptGuard {
  /**
   * Throws a 429 (with Retry-After) while the pair or the address must wait. Otherwise the attempt
   * is counted as a failure at once, before the slow check runs, so guesses sent in parallel
   * (to any node) cannot all slip past the count; `succeeded` takes it back.
   */
  begin(account: string, address: string): Promise<Attempt>;
  /** Forgets the pair's failures, e.g. once a reset code has set a new password. */
  clearPair(account: string, address: string): Promise<void>;
}

const parse = (state: string | undefined): BackoffEntry | undefined => (state === undefined ? undefined : (JSON.parse(state) as BackoffEntry));
const write = (entry: BackoffEntry | undefined, limits: BackoffLimits) =>
  entry === undefined ? null : { state: JSON.stringify(entry), expiresAt: entry.lastFailureAt + limits.forgetAfterMs };
const parsePacing = (state: string | undefined): PacingEntry | undefined => (state === undefined ? undefined : (JSON.parse(state) as PacingEntry));
// Once its theoretical arrival time has passed, the account's burst is whole: nothing to keep.
const writePacing = (entry: PacingEntry | undefined) => (entry === undefined ? null : { state: JSON.stringify(entry), expiresAt: entry.tat });

/**
 * OWASP ASVS 6.3-style throttling that cannot be turned against someone: failures slow down the
 * (account, address) pair and the address that made them. An attacker hammering an account from
 * one address leaves its owner free to sign in from another. Many addresses together are bounded
 * by the account's pacing (accountPacing.ts): past a burst, its checks are spaced, so they never
 * add up to more than 100 wrong passwords an hour, yet the account is never locked: the wait is
 * one interval at most. The counts live in the database (throttleRepository.ts), so every node
 * shares them. `scope` keeps apart what counts apart.
 */
export function createAttemptGuard(limits: AttemptGuardLimits, tooMany: (retry: string) => string, store: ThrottleRepository, scope: string): AttemptGuard {
  const keys = (account: string, address: string) => ({
    pair: `${scope}:pair:${JSON.stringify([account, address])}`,
    address: `${scope}:address:${address}`,
    account: `${scope}:account:${account}`,
  });

  return {
    async begin(account, address) {
      const key = keys(account, address);
      const wait = await store.decide([key.pair, key.address, key.account], (states, now) => {
        const pair = parse(states.get(key.pair));
        const from = parse(states.get(key.address));
        const account = parsePacing(states.get(key.account));
        const ms = Math.max(
          waitMs(pair, limits.perPair, now),
          waitMs(from, limits.perAddress, now),
          pacedWaitMs(account, limits.perAccount, now),
        );
        if (ms > 0) return { writes: new Map(), result: ms };
        const writes: ThrottleWrites = new Map([
          [key.pair, write(afterFailure(pair, limits.perPair, now), limits.perPair)],
          [key.address, write(afterFailure(from, limits.perAddress, now), limits.perAddress)],
          [key.account, writePacing(afterCheck(account, limits.perAccount, now))],
        ]);
        return { writes, result: 0 };
      });
      if (wait > 0) {
        throw new HttpError(429, tooMany(retryDelay(wait)), { 'retry-after': String(Math.ceil(wait / 1000)) });
      }
      return {
        async succeeded() {
          await store.decide([key.pair, key.address, key.account], (states, now) => {
            // Only one failure is taken back: a valid account of one's own must not wipe an
            // address's record of guesses at other accounts, nor the account's of other guessers.
            const from = forgiveOne(parse(states.get(key.address)), limits.perAddress);
            const account = giveBack(parsePacing(states.get(key.account)), limits.perAccount, now);
            const writes: ThrottleWrites = new Map([
              [key.pair, null],
              [key.address, write(from, limits.perAddress)],
              [key.account, writePacing(account)],
            ]);
            return { writes, result: undefined };
          });
        },
      };
    },
    async clearPair(account, address) {
      const key = keys(account, address);
      await store.decide([key.pair], () => ({ writes: new Map([[key.pair, null]]), result: undefined }));
    },
  };
}
