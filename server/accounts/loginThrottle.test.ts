import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultThrottle } from '../platform/config.ts';
import { accountMessages } from './accountMessages.ts';
import { createTestApp, createUser, testAdmin, type TestApp } from '../testing/testApp.ts';

// The real figures (config.ts defaultThrottle), behind one proxy: each X-Forwarded-For value is a
// different address. 5 free failures per (account, address), 20 per address, then 1, 2, 4, 8, 15 min.
const attacker = '203.0.113.66';
const owner = '198.51.100.20';
const { perPair, perAddress } = defaultThrottle.failures;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ trustProxy: 1, throttle: defaultThrottle });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

function loginFrom(address: string, email: string, password: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'x-forwarded-for': address },
    payload: { email: encodeURIComponent(email), password },
  });
}

async function failTimes(count: number, address: string, email = testAdmin.email): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await loginFrom(address, email, 'mauvais-mot')).statusCode);
  return codes;
}

function freezeClock(): { advance(ms: number): void } {
  let now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now });
  return {
    advance(ms) {
      now += ms;
      vi.setSystemTime(now);
    },
  };
}

describe('login throttling', () => {
  it('holds a pair back after 5 failures, with a French message and Retry-After', async () => {
    freezeClock();
    expect(await failTimes(perPair.freeFailures, attacker)).toEqual([401, 401, 401, 401, 401]);

    const held = await loginFrom(attacker, testAdmin.email, testAdmin.password);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('60');
    expect(held.json()).toEqual({ message: accountMessages.tooManyLogins('dans 1 minute') });
    expect(held.json().message).toBe('Trop de tentatives de connexion, réessayez dans 1 minute');
  });

  it('lets the owner sign in from another address while an attacker hammers the account', async () => {
    freezeClock();
    await failTimes(perPair.freeFailures, attacker);
    expect((await loginFrom(attacker, testAdmin.email, 'mauvais-mot')).statusCode).toBe(429);

    const fromHome = await loginFrom(owner, testAdmin.email, testAdmin.password);
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.json().userToken).toEqual(expect.any(String));
    // And the attacker's pair is still held back.
    expect((await loginFrom(attacker, testAdmin.email, testAdmin.password)).statusCode).toBe(429);
  });

  it('doubles the delay with each failure after it, up to 15 minutes', async () => {
    const clock = freezeClock();
    await failTimes(perPair.freeFailures, attacker);
    const waits: string[] = [];
    for (let i = 0; i < 6; i++) {
      const held = await loginFrom(attacker, testAdmin.email, 'mauvais-mot');
      const seconds = held.headers['retry-after'] as string;
      waits.push(seconds);
      clock.advance(Number(seconds) * 1000);
      expect((await loginFrom(attacker, testAdmin.email, 'mauvais-mot')).statusCode).toBe(401);
    }
    expect(waits).toEqual(['60', '120', '240', '480', '900', '900']);
  });

  it('says when to come back in seconds once less than a minute is left', async () => {
    const clock = freezeClock();
    await failTimes(perPair.freeFailures, attacker);
    clock.advance(45_000);
    const held = await loginFrom(attacker, testAdmin.email, testAdmin.password);
    expect(held.headers['retry-after']).toBe('15');
    expect(held.json()).toEqual({ message: 'Trop de tentatives de connexion, réessayez dans 15 secondes' });
  });

  it('lets the pair sign in once the delay has passed', async () => {
    const clock = freezeClock();
    await failTimes(perPair.freeFailures, attacker);
    clock.advance(perPair.firstDelayMs);
    expect((await loginFrom(attacker, testAdmin.email, testAdmin.password)).statusCode).toBe(200);
  });

  it('starts the pair again from zero after a success', async () => {
    await failTimes(perPair.freeFailures - 1, owner);
    expect((await loginFrom(owner, testAdmin.email, testAdmin.password)).statusCode).toBe(200);
    expect(await failTimes(perPair.freeFailures - 1, owner)).toEqual([401, 401, 401, 401]);
    expect((await loginFrom(owner, testAdmin.email, testAdmin.password)).statusCode).toBe(200);
  });

  it('forgets the failures an hour after the last one', async () => {
    const clock = freezeClock();
    await failTimes(perPair.freeFailures + 3, attacker);
    clock.advance(perPair.forgetAfterMs + 1);
    expect(await failTimes(perPair.freeFailures, attacker)).toEqual([401, 401, 401, 401, 401]);
  });

  it('holds back an address that tried 20 wrong passwords on different accounts', async () => {
    freezeClock();
    const codes: number[] = [];
    for (let i = 0; i < perAddress.freeFailures; i++) {
      codes.push(...(await failTimes(1, attacker, `cible${String.fromCharCode(97 + i)}@example.org`)));
    }
    expect(codes.every((code) => code === 401)).toBe(true);

    const held = await loginFrom(attacker, testAdmin.email, testAdmin.password);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('60');
  });

  it('never holds back a correct first login from a fresh address, even during a spray', async () => {
    freezeClock();
    for (let i = 0; i < perAddress.freeFailures + 5; i++) await failTimes(1, attacker, `x${i}@example.org`);
    expect((await loginFrom(attacker, 'y@example.org', 'mauvais-mot')).statusCode).toBe(429);

    const user = await createUser(t.app);
    const fresh = await loginFrom('192.0.2.1', user.email, user.password);
    expect(fresh.statusCode).toBe(200);
  });

  it('keeps addresses apart: the entry the proxy added (the right-most) is the client', async () => {
    freezeClock();
    await failTimes(perPair.freeFailures, `10.0.0.1, ${attacker}`);
    expect((await loginFrom(attacker, testAdmin.email, testAdmin.password)).statusCode).toBe(429);
    expect((await loginFrom(`10.0.0.1, ${owner}`, testAdmin.email, testAdmin.password)).statusCode).toBe(200);
  });

  it('counts guesses sent in parallel before any of them is answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => loginFrom(attacker, testAdmin.email, 'mauvais-mot')),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(perPair.freeFailures);
    expect(codes.filter((code) => code === 429)).toHaveLength(12 - perPair.freeFailures);
  });

  it('does not count a correct password refused for its access status', async () => {
    const user = await createUser(t.app, { access: 0 });
    for (let i = 0; i < perPair.freeFailures + 2; i++) {
      expect((await loginFrom(owner, user.email, user.password)).statusCode).toBe(403);
    }
  });
});
