import { describe, expect, it } from 'vitest';

type TextTable = Record<string, unknown>;

const englishWords = /\b(the|is|are|must|only|not|invalid|error|please|failed|missing|too|should|allowed|found)\b/i;

/** Every text of the tables, its functions called on a sample, named `table.key`. */
function texts(tables: Record<string, TextTable>): [string, string][] {
  const all: [string, string][] = [];
  for (const [tableName, table] of Object.entries(tables)) {
    for (const [key, value] of Object.entries(table)) {
      const text = typeof value === 'function' ? String((value as (arg: never) => unknown)(3 as never)) : String(value);
      all.push([`${tableName}.${key}`, text]);
    }
  }
  return all;
}

/**
 * Each capability's texts a user can be sent, so a new English or curly-apostrophe string is
 * caught by its test rather than on a relative's screen. `extra` adds texts built by code.
 */
export function describeFrenchTexts(tables: Record<string, TextTable>, extra: [string, string][] = []): void {
  describe('server texts', () => {
    it.each([...texts(tables), ...extra])('%s is French, with the straight apostrophe', (_name, text) => {
      expect(text).not.toMatch(englishWords);
      expect(text).not.toMatch(/[’‘]/);
      expect(text.trim()).not.toBe('');
    });
  });
}
