import type { ChatMention } from '../../shared/chatTypes.ts';

/** A mention as stored: the account, and where its `@pseudo` stands in the stored text (UTF-16). */
export interface StoredMention {
  id: number;
  at: number;
  length: number;
}

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase('fr');
const letterOrDigit = /[\p{L}\p{N}]/u;

/**
 * Every `@pseudo` of the accounts named, in any case, not followed by another letter of a longer
 * name (as push's `@Pseudo` matching). Longer pseudos claim their place first, so `@Jo Ann` is Jo
 * Ann's even when Jo is mentioned too. Undefined when an account's `@pseudo` is not in the text.
 */
export function locateMentions(text: string, accounts: readonly ChatMention[]): StoredMention[] | undefined {
  const claimed: StoredMention[] = [];
  const byLength = [...accounts].sort((one, other) => other.pseudo.length - one.pseudo.length);
  for (const { id, pseudo } of byLength) {
    const wanted = fold(pseudo);
    const length = pseudo.length + 1;
    let found = false;
    for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
      if (fold(text.slice(at + 1, at + length)) !== wanted) continue;
      const next = text.slice(at + length).match(/^./u)?.[0];
      if (next !== undefined && letterOrDigit.test(next)) continue;
      if (claimed.some((other) => at < other.at + other.length && other.at < at + length)) continue;
      claimed.push({ id, at, length });
      found = true;
    }
    if (!found) return undefined;
  }
  return claimed.sort((one, other) => one.at - other.at);
}

/**
 * The stored text with each mention written `@` + the account's current pseudo, and the accounts
 * mentioned, in order of first appearance. An account gone since keeps the text as it was typed.
 */
export function renderMentions(text: string, stored: readonly StoredMention[], pseudos: ReadonlyMap<number, string>): { message: string; mentions: ChatMention[] } {
  let message = '';
  let from = 0;
  const mentions: ChatMention[] = [];
  for (const mention of stored) {
    const pseudo = pseudos.get(mention.id);
    message += text.slice(from, mention.at) + (pseudo === undefined ? text.slice(mention.at, mention.at + mention.length) : `@${pseudo}`);
    from = mention.at + mention.length;
    if (pseudo !== undefined && !mentions.some((known) => known.id === mention.id)) mentions.push({ id: mention.id, pseudo });
  }
  return { message: message + text.slice(from), mentions };
}

/** The JSON column's value; undefined for null or anything that is not a list of mentions. */
export function parseStoredMentions(json: string | null): StoredMention[] | undefined {
  if (json === null) return undefined;
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as StoredMention[]) : undefined;
}
