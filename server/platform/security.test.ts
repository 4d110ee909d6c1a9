import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('security headers', () => {
  it('gives pages the whole set: CSP, framing, isolation, HSTS', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
  });

  it('gives API answers, errors included, what counts for JSON and a CSP that runs nothing', async () => {
    for (const response of [
      await postJson(t.app, '/api/user/token', { token: 'inconnu' }),
      await postJson(t.app, '/api/user/login', { email: 1 }),
      await t.app.inject({ method: 'GET', url: '/api/nulle-part' }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });
});
