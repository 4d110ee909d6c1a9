import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultThrottle, loadConfig } from '../config.ts';
import { createTestApp, testAdmin, type TestApp } from '../../testing/testApp.ts';

// The address the sign-in throttle counts is the one the nearest trusted proxy saw. Whatever a
// client writes at the left of X-Forwarded-For must never count: otherwise every guess comes
// from a "new" address and the per-address throttles never hold.
const { perPair } = defaultThrottle.failures;

let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = undefined;
});

async function appTrusting(trustProxy: string): Promise<TestApp> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  t = await createTestApp({ trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy, throttle: defaultThrottle });
  return t;
}

function loginVia(app: TestApp, forwardedFor: string, password = 'mauvais-mot'): Promise<LightMyRequestResponse> {
  // light-my-request's peer is 127.0.0.1: the proxy the app talks to.
  return app.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: encodeURIComponent(testAdmin.email), password },
  });
}

/** A different made-up address for each guess, as a client writing its own header would send. */
const forged = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;

describe('the client address behind a proxy', () => {
  it.each(['1', 'true'])('TRUST_PROXY=%s counts the right-most X-Forwarded-For entry, never a client-written one', async (setting) => {
    const app = await appTrusting(setting);
    const codes: number[] = [];
    // The proxy appends the address it saw (203.0.113.66); the client wrote the rest.
    for (let n = 0; n < perPair.freeFailures + 3; n++) codes.push((await loginVia(app, `${forged(n)}, 203.0.113.66`)).statusCode);
    expect(codes.slice(0, perPair.freeFailures)).toEqual(Array(perPair.freeFailures).fill(401));
    expect(codes.slice(perPair.freeFailures)).toEqual([429, 429, 429]);
    // The same forged left-most entry from another real address is another client.
    expect((await loginVia(app, `${forged(0)}, 192.0.2.7`, testAdmin.password)).statusCode).toBe(200);
  });

  it('TRUST_PROXY=2 skips two proxies from the right', async () => {
    const app = await appTrusting('2');
    for (let n = 0; n < perPair.freeFailures; n++) expect((await loginVia(app, `${forged(n)}, 203.0.113.66, 10.0.0.2`)).statusCode).toBe(401);
    expect((await loginVia(app, `${forged(99)}, 203.0.113.66, 10.0.0.3`)).statusCode).toBe(429);
  });

  it('with a list of proxy addresses and CIDR ranges, skips trusted proxies right to left', async () => {
    const app = await appTrusting('127.0.0.1, 10.0.0.0/8, 2001:db8::/32');
    // Two trusted hops (10.1.2.3, 10.9.9.9) between the client and the app; the client even
    // pretends to be one of the proxies at the left.
    for (let n = 0; n < perPair.freeFailures; n++) {
      expect((await loginVia(app, `10.0.0.${n + 1}, ${forged(n)}, 203.0.113.66, 10.1.2.3, 10.9.9.9`)).statusCode).toBe(401);
    }
    expect((await loginVia(app, `203.0.113.66, 10.9.9.9`)).statusCode).toBe(429);
    expect((await loginVia(app, `203.0.113.66, 2001:db8::7`)).statusCode).toBe(429);
    expect((await loginVia(app, `203.0.113.67, 10.9.9.9`, testAdmin.password)).statusCode).toBe(200);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: the peer is the client', async () => {
    const app = await appTrusting('false');
    for (let n = 0; n < perPair.freeFailures; n++) expect((await loginVia(app, forged(n))).statusCode).toBe(401);
    expect((await loginVia(app, forged(50))).statusCode).toBe(429);
  });
});
