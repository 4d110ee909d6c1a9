import type { Kysely } from 'kysely';
import type { AccountEvents } from './authTypes.ts';
import type { Config } from '../platform/config.ts';
import type { DB } from '../platform/db/schema.ts';
import { HttpError } from '../platform/errors.ts';
import { messages } from '../platform/messages.ts';
import { accountMessages } from './accountMessages.ts';
import { resetCodesRepository } from './resetCodesRepository.ts';
import { sessionsRepository } from './sessionsRepository.ts';
import { usersRepository } from './usersRepository.ts';
import { createAttemptGuard } from './attemptGuard.ts';
import { createAttemptThrottle } from './attemptThrottle.ts';
import { throttleRepository } from './throttleRepository.ts';
import { hashPassword } from './passwords.ts';
import { createSessionCache } from './sessionCache.ts';

export interface AccountsServiceDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'scryptCost' | 'tokenTtlDays' | 'throttle'>;
  events: AccountEvents;
}

/** The client URL-encodes the pseudo and the email (spec §5). */
export function decodeField(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, messages.invalidEncoding);
  }
}

/** Without an account, hash anyway, so the answer takes as long as for a wrong password. */
export async function spendHashingTime(password: string, cost: number): Promise<false> {
  await hashPassword(password, cost);
  return false;
}

/** What the parts of the accounts service share: repositories, the session cache and the throttles. */
export function createAccountsContext({ db, config, events }: AccountsServiceDeps) {
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);
  const sessionCache = createSessionCache({ events });
  const resetCodes = resetCodesRepository(db);
  const { throttle } = config;
  const throttles = throttleRepository(db);
  const registrationsByIp = createAttemptThrottle({ limit: throttle.registrationsPerIp, windowMs: throttle.registrationWindowMs }, throttles, 'register');
  // Wrong passwords, at login and on a password change, slow down their (account, address) pair.
  const passwordGuard = createAttemptGuard(throttle.failures, accountMessages.tooManyLogins, throttles, 'password');
  // Wrong reset codes count apart, with the same figures.
  const resetGuard = createAttemptGuard(throttle.failures, accountMessages.tooManyResetAttempts, throttles, 'reset');

  return { db, config, events, users, sessions, sessionCache, resetCodes, registrationsByIp, passwordGuard, resetGuard };
}

export type AccountsContext = ReturnType<typeof createAccountsContext>;
