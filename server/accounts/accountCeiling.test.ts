import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultThrottle } from '../platform/config.ts';
import { retryDelay } from '../platform/messages.ts';
import { accountMessages } from './accountMessages.ts';
import { createTestApp, testAdmin, type TestApp } from '../testing/testApp.ts';

// Many addresses guessing one account: whatever their number, at most 100 wrong passwords per
// hour are checked for it, and its owner still signs in from a fresh address.
const HOUR_MS = 60 * 60_000;

let t: TestApp;
let now: number;
beforeEach(async () => {
  now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now });
  t = await createTestApp({ trustProxy: 1, throttle: defaultThrottle });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

function advance(ms: number): void {
  now += ms;
  vi.setSystemTime(now);
}

let serial = 0;
/** Never the same address twice, so neither the pair nor the address throttle ever holds. */
const freshAddress = () => {
  serial += 1;
  return `198.18.${Math.floor(serial / 250)}.${(serial % 250) + 1}`;
};

function loginFrom(address: string, password: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'x-forwarded-for': address },
    payload: { email: encodeURIComponent(testAdmin.email), password },
  });
}

function expectHeld(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(defaultThrottle.failures.perAccount.intervalMs / 1000);
  expect(response.json().message).toMatch(/^Trop de tentatives de connexion, réessayez dans \d+ secondes?$/);
}

describe('the per-account ceiling on wrong passwords', () => {
  it('checks only a burst of a flood sent at once from distinct addresses', async () => {
    const answers = await Promise.all(Array.from({ length: 150 }, () => loginFrom(freshAddress(), 'mauvais-mot')));
    const checked = answers.filter((answer) => answer.statusCode === 401);
    expect(checked).toHaveLength(defaultThrottle.failures.perAccount.burst);
    for (const answer of answers.filter((one) => one.statusCode !== 401)) expectHeld(answer);
  });

  it('checks at most 100 wrong passwords in an hour, whatever the number of addresses', async () => {
    const checkedAt: number[] = [];
    const started = now;
    // A guess every 10 seconds, each from a new address, for two hours.
    while (now - started < 2 * HOUR_MS) {
      const answer = await loginFrom(freshAddress(), 'mauvais-mot');
      if (answer.statusCode === 401) checkedAt.push(now);
      else expectHeld(answer);
      advance(10_000);
    }
    const mostInAnHour = Math.max(...checkedAt.map((from) => checkedAt.filter((at) => at >= from && at < from + HOUR_MS).length));
    expect(mostInAnHour).toBeLessThanOrEqual(100);
    // Slowed, not stopped: checks keep happening all along.
    expect(checkedAt.filter((at) => at >= started + HOUR_MS).length).toBeGreaterThanOrEqual(80);
  });

  it('lets the right password in from a fresh address, after at most one spacing interval', async () => {
    await Promise.all(Array.from({ length: 120 }, () => loginFrom(freshAddress(), 'mauvais-mot')));
    const home = freshAddress();
    const first = await loginFrom(home, testAdmin.password);
    expectHeld(first);
    const waitMs = Number(first.headers['retry-after']) * 1000;
    expect(first.json()).toEqual({ message: accountMessages.tooManyLogins(retryDelay(waitMs)) });
    advance(waitMs);
    const second = await loginFrom(home, testAdmin.password);
    expect(second.statusCode).toBe(200);
    expect(second.json().userToken).toEqual(expect.any(String));
  });

  it('never holds the owner when nobody is guessing', async () => {
    for (let i = 0; i < 3; i++) expect((await loginFrom('192.0.2.10', 'faute-de-frappe')).statusCode).toBe(401);
    expect((await loginFrom('192.0.2.10', testAdmin.password)).statusCode).toBe(200);
  });
});
