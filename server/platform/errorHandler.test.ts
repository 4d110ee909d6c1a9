import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { UnsupportedImageError } from '../photos/photoErrors.ts';
import { photoMessages } from '../photos/photoMessages.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('the error handler', () => {
  it('hides an unexpected error behind the generic 500 message', async () => {
    t.app.post('/api/test/explode', async () => {
      throw new Error('SQLITE_CORRUPT: secret details');
    });

    const response = await t.app.inject({ method: 'POST', url: '/api/test/explode', payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Une erreur interne est survenue' });
  });

  it('answers a refused image with its own 4xx and French message', async () => {
    t.app.post('/api/test/spoofed', async () => {
      throw new UnsupportedImageError();
    });

    const response = await t.app.inject({ method: 'POST', url: '/api/test/spoofed', payload: {} });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: photoMessages.unsupportedImage });
  });

  it('answers 400, never 500, to a truncated or boundary-less multipart upload', async () => {
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploadImages',
      headers: { 'content-type': 'multipart/form-data; boundary=xx' },
      payload: '--xx\r\nContent-Disp',
    });
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/article/publish',
      headers: { 'content-type': 'multipart/form-data' },
      payload: '--xx\r\n',
    });

    expect([truncated.statusCode, noBoundary.statusCode]).toEqual([400, 400]);
    expect(truncated.json()).toEqual({ message: messages.invalidRequest });
  });

  it('answers 413 in French when the body is too large', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'a%40b.fr', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.bodyTooLarge });
  });

  it('answers 415 in French for a content type it does not read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: messages.unsupportedMediaType });
  });

  it('answers 415 in French to a JSON call sent a multipart body: only the upload routes read one', async () => {
    const boundary = 'lapin-boundary';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/article/load',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: messages.unsupportedMediaType });
  });

  it('answers 400, never 500, to an empty JSON body, a wrong type and prototype poisoning', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/user/token',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/user/token', payload: { token: 42 } });
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/user/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"token":"x","__proto__":{"admin":true}}',
    });

    expect([empty.statusCode, wrongType.statusCode, poisoned.statusCode]).toEqual([400, 400, 400]);
    expect(wrongType.json()).toEqual({ message: 'Requête invalide : « token » doit être du texte' });
    expect(empty.json().message).toMatch(/^Requête invalide/);
    expect(poisoned.json().message).toMatch(/^Requête invalide/);
  });
});
