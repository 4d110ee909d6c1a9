import { describe, expect, it } from 'vitest';
import { chatPalette, pickColor } from './chatColors.ts';
import { handshakeLastts, handshakeToken } from './chatHandshake.ts';
import { chatMessages } from './chatMessages.ts';
import { parseOutgoingMessage } from './outgoingMessage.ts';
import { createTokenBucket } from './tokenBucket.ts';

describe('createTokenBucket', () => {
  it('allows a burst, then refills at the given rate', () => {
    let now = 0;
    const bucket = createTokenBucket({ burst: 2, perSecond: 4 }, () => now);
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, false]);
    now = 250;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
  });
});

describe('parseOutgoingMessage', () => {
  it('decodes the URI-encoded text and trims its ends', () => {
    expect(parseOutgoingMessage({ message: encodeURIComponent('  À demain !\nBises  '), ts: '1', token: 'x' }, 16)).toEqual({
      ok: true,
      text: 'À demain !\nBises',
    });
  });

  it('keeps line feeds and tabs, with a Windows line ending made a line feed', () => {
    expect(parseOutgoingMessage({ message: encodeURIComponent('À demain\r\n\tBises ❤️') }, 32)).toEqual({ ok: true, text: 'À demain\n\tBises ❤️' });
  });

  it.each([
    [{ message: '' }, chatMessages.empty],
    [{ message: encodeURIComponent(' \n ') }, chatMessages.empty],
    [{ message: '%E0%A4%A' }, chatMessages.badEncoding],
    [{ message: 42 }, chatMessages.malformed],
    [null, chatMessages.malformed],
    [{ message: 'x'.repeat(11) }, chatMessages.tooLong(10)],
    [{ message: '%41'.repeat(200) }, chatMessages.tooLong(10)],
    // Issue 37: a NUL, a BEL, an escape or a bidi override, as every free text field refuses them.
    [{ message: encodeURIComponent('a\u0000b') }, chatMessages.control],
    [{ message: encodeURIComponent('a\u0007b') }, chatMessages.control],
    [{ message: encodeURIComponent('\u001b[31mrouge') }, chatMessages.control],
    [{ message: encodeURIComponent('gnp.\u202eexe') }, chatMessages.control],
  ])('refuses %j', (payload, reason) => {
    expect(parseOutgoingMessage(payload, 10)).toEqual({ ok: false, reason });
  });
});

describe('handshake fields', () => {
  const handshake = (auth: Record<string, unknown>, headers: Record<string, string> = {}) => ({ auth, headers });

  it('prefers auth over headers, which browsers cannot set on WebSockets', () => {
    expect(handshakeToken(handshake({ token: 'a' }, { token: 'h' }))).toBe('a');
    expect(handshakeToken(handshake({}, { token: 'h' }))).toBe('h');
    expect(handshakeToken(handshake({ token: 7 }))).toBeUndefined();
    expect(handshakeLastts(handshake({ lastts: '1700000000000' }, { lastts: '5' }))).toBe(1700000000000);
    expect(handshakeLastts(handshake({}, { lastts: '5' }))).toBe(5);
  });

  it('reads 0, a missing or a malformed lastts as no history', () => {
    expect(handshakeLastts(handshake({ lastts: '0' }))).toBeNull();
    expect(handshakeLastts(handshake({}))).toBeNull();
    expect(handshakeLastts(handshake({ lastts: '12abc' }))).toBeNull();
    expect(handshakeLastts(handshake({ lastts: '-5' }))).toBeNull();
  });
});

describe('pickColor', () => {
  it('gives the least used palette colour, the earliest on a tie', () => {
    expect(pickColor(new Map())).toBe(chatPalette[0]);
    expect(pickColor(new Map([[chatPalette[0], 1]]))).toBe(chatPalette[1]);
    const allOnce = new Map<string, number>(chatPalette.map((color) => [color, 1]));
    allOnce.set(chatPalette[0], 2);
    expect(pickColor(allOnce)).toBe(chatPalette[1]);
  });
});
