import { describe, expect, it } from 'vitest';
import { chatMessages } from './chatMessages.ts';
import { locateMentions, renderMentions } from './chatMentions.ts';
import { parseOutgoingMessage } from './outgoingMessage.ts';

const jo = { id: 1, pseudo: 'Jo' };
const joAnn = { id: 2, pseudo: 'Jo Ann' };

describe('locateMentions', () => {
  it('finds every @pseudo in any case, the longer pseudo first, never inside a longer name', () => {
    expect(locateMentions('@jo ann et @JO, pas @Jordan', [jo, joAnn])).toEqual([
      { id: 2, at: 0, length: 7 },
      { id: 1, at: 11, length: 3 },
    ]);
  });

  it('is undefined when an account mentioned is not in the text', () => {
    expect(locateMentions('Salut @Jordan', [jo])).toBeUndefined();
  });
});

describe('renderMentions', () => {
  it('writes each mention with the pseudo the account has now, and keeps the typed text of an account gone', () => {
    const stored = [
      { id: 1, at: 0, length: 3 },
      { id: 3, at: 8, length: 4 },
      { id: 1, at: 13, length: 3 },
    ];
    expect(renderMentions('@jo et  @Zoe @JO !', stored, new Map([[1, 'Joséphine']]))).toEqual({
      message: '@Joséphine et  @Zoe @Joséphine !',
      mentions: [{ id: 1, pseudo: 'Joséphine' }],
    });
  });
});

describe('parseOutgoingMessage, issue 25', () => {
  it('takes replyTo and mentions once each, and treats absent, null or empty as the spec message', () => {
    expect(parseOutgoingMessage({ message: 'Oui', replyTo: '1700000000000', mentions: [4, 4, 7] }, 16)).toEqual({ ok: true, text: 'Oui', replyTo: 1700000000000, mentions: [4, 7] });
    expect(parseOutgoingMessage({ message: 'Oui', replyTo: null, mentions: [] }, 16)).toEqual({ ok: true, text: 'Oui' });
  });

  it.each([{ replyTo: '0' }, { replyTo: 'x' }, { mentions: [1.5] }, { mentions: [-1] }, { mentions: Array.from({ length: 51 }, (_, index) => index + 1) }])(
    'refuses %j as malformed',
    (extra) => {
      expect(parseOutgoingMessage({ message: 'Oui', ...extra }, 16)).toEqual({ ok: false, reason: chatMessages.malformed });
    },
  );
});
