import { describe, expect, it } from 'vitest';
import { loginRedirectState, redirectAfterLogin } from './loginRedirect.ts';

describe('redirectAfterLogin', () => {
  it('leads to the signed-in page the relative first opened, query and hash included', () => {
    expect(redirectAfterLogin(loginRedirectState('/app/article/5'))).toBe('/app/article/5');
    expect(redirectAfterLogin(loginRedirectState('/app/lapingramviewer/For%C3%AAt%20des%20Landes'))).toBe(
      '/app/lapingramviewer/For%C3%AAt%20des%20Landes',
    );
    expect(redirectAfterLogin(loginRedirectState('/app/lapinchat?x=1#bas'))).toBe('/app/lapinchat?x=1#bas');
    expect(redirectAfterLogin(loginRedirectState('/app'))).toBe('/app');
  });

  it('leads home when there is no wanted page', () => {
    expect(redirectAfterLogin(undefined)).toBe('/app');
    expect(redirectAfterLogin(null)).toBe('/app');
    expect(redirectAfterLogin({})).toBe('/app');
    expect(redirectAfterLogin({ from: 42 })).toBe('/app');
    expect(redirectAfterLogin('/app/article/5')).toBe('/app');
  });

  it('never leads outside the signed-in area of this app', () => {
    for (const from of [
      'https://example.com/app',
      '//example.com/app',
      '/\\example.com',
      '/app//example.com',
      '/app\\..\\register',
      '/application',
      '/apple/pie',
      '/register',
      '/',
      '',
      'app/article/5',
      '/app/../register',
      '/app/%2e%2e/register',
      '/app/%2E./about',
      '/app/./lapinchat',
      `/app/${'a'.repeat(3000)}`,
    ]) {
      expect(redirectAfterLogin({ from }), from).toBe('/app');
    }
  });
});
