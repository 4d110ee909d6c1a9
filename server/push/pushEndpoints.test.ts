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

  it('is refused on any port but 443 of a push service', () => {
    for (const endpoint of ['https://fcm.googleapis.com:18499/fcm/send/abc', 'https://web.push.apple.com:8443/QGx', 'https://fcm.googleapis.com:443/fcm/send/abc']) {
      expect(checkEndpoint(endpoint, []), endpoint).toBe('refused');
    }
  });

  it('is refused when its host is written otherwise than the push service writes it', () => {
    // IDNA maps ideographic and fullwidth dots, and fullwidth letters, to the ASCII host.
    expect(new URL('https://fcm\u3002googleapis\u3002com/x').hostname).toBe('fcm.googleapis.com');
    for (const endpoint of [
      'https://fcm\u3002googleapis\u3002com/fcm/send/abc',
      'https://fcm\uff0egoogleapis\uff0ecom/fcm/send/abc',
      'https://\uff46cm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla\u3002com/wpush/v2/abc',
      'https://fcm.googleapis.com\\fcm/send/abc',
    ]) {
      expect(checkEndpoint(endpoint, []), endpoint).toBe('refused');
    }
    expect(checkEndpoint('https://FCM.googleapis.com/fcm/send/abc', [])).toBe('ok');
  });

  it('is kept on a host PUSH_ALLOWED_HOSTS names, on port 443 or on the port the entry names', () => {
    expect(checkEndpoint('https://localhost/x', ['localhost'])).toBe('ok');
    expect(checkEndpoint('https://localhost:8443/x', ['localhost'])).toBe('refused');
    expect(checkEndpoint('https://localhost:8443/x', ['localhost:8443'])).toBe('ok');
    expect(checkEndpoint('https://localhost:8444/x', ['localhost:8443'])).toBe('refused');
  });

  it('is invalid when it is not a URL', () => {
    expect(checkEndpoint('pas une adresse', [])).toBe('invalid');
  });
});
