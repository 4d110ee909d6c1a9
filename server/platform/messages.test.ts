import { describe, expect, it } from 'vitest';
import { chatMessages } from '../chat/chatMessages.ts';
import { diskMessages } from './disk/diskMessages.ts';
import { mediaTexts } from '../media/mediaErrors.ts';
import { messages, validationMessage } from './messages.ts';
import { albumMessages } from '../albums/albumMessages.ts';
import { articleMessages } from '../articles/articleMessages.ts';

// Every table of texts a user can be sent, with its functions called on a sample, so a new
// English or curly-apostrophe string is caught here rather than on a relative's screen.
const tables = { messages, chatMessages, mediaTexts, albumMessages, articleMessages, diskMessages };

function texts(): [string, string][] {
  const all: [string, string][] = [];
  for (const [tableName, table] of Object.entries(tables)) {
    for (const [key, value] of Object.entries(table)) {
      const text = typeof value === 'function' ? String((value as (arg: never) => unknown)(3 as never)) : String(value);
      all.push([`${tableName}.${key}`, text]);
    }
  }
  for (const keyword of ['required', 'additionalProperties', 'type', 'minLength', 'maxLength', 'minimum', 'pattern']) {
    all.push([`validationMessage(${keyword})`, validationMessage({ keyword, instancePath: '/email', params: { missingProperty: 'email', additionalProperty: 'x', type: 'string' } })]);
  }
  return all;
}

const englishWords = /\b(the|is|are|must|only|not|invalid|error|please|failed|missing|too|should|allowed|found)\b/i;

describe('server texts', () => {
  it.each(texts())('%s is French, with the straight apostrophe', (_name, text) => {
    expect(text).not.toMatch(englishWords);
    expect(text).not.toMatch(/[’‘]/);
    expect(text.trim()).not.toBe('');
  });
});
