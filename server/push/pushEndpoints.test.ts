import { describe, expect, it } from 'vitest';
import { checkEndpoint } from './pushEndpoints.ts';

describe('a subscription endpoint', () => {
  it("is kept on the browsers' push services", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://android.googleapis.com/gcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(checkEndpoint(endpoint, []), endpoint).toBe('ok');
    }
  });

  it('is refused elsewhere, over http, with credentials, or on a look-alike host', () => {
    for (const endpoint of [
      'https://evil.example/push',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://push.apple.com.evil.example/x',
      'https://evilpush.apple.com/x',
      'https://127.0.0.1/x',
      'https://localhost:8443/x',
    ]) {
      expect(checkEndpoint(endpoint, []), endpoint).toBe('refused');
    }
  });

  it('is kept on a host PUSH_ALLOWED_HOSTS names, whatever its port', () => {
    expect(checkEndpoint('https://localhost:8443/x', ['localhost'])).toBe('ok');
  });

  it('is invalid when it is not a URL', () => {
    expect(checkEndpoint('pas une adresse', [])).toBe('invalid');
  });
});
