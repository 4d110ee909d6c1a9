import type { ChatMention } from '../../shared/chatTypes.ts';
import { claimMentions, type MentionPlace } from '../../shared/mentionedIn.ts';

/** A mention as stored: the account, and where its `@pseudo` stands in the stored text (UTF-16). */
export type StoredMention = MentionPlace;

/** Every `@pseudo` of the accounts named (shared/mentionedIn.ts). Undefined when an account's
 * `@pseudo` is not in the text. */
export function locateMentions(text: string, accounts: readonly ChatMention[]): StoredMention[] | undefined {
  const claimed = claimMentions(text, accounts);
  return accounts.every((account) => claimed.some((place) => place.id === account.id)) ? claimed : undefined;
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
