import type { ChatMention } from './chatTypes.ts';

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase('fr');
const letterOrDigit = /[\p{L}\p{N}]/u;

/** Issue 25: whether the text names `@pseudo`, in any case, not followed by another letter or digit
 * of a longer name: how the server finds a mention, so a device sends only the ids it will accept. */
export function mentionedIn(text: string, pseudo: string): boolean {
  const lower = text.toLocaleLowerCase();
  const wanted = `@${pseudo.toLocaleLowerCase()}`;
  for (let at = lower.indexOf(wanted); at !== -1; at = lower.indexOf(wanted, at + 1)) {
    if (!letterOrDigit.test(lower.charAt(at + wanted.length))) return true;
  }
  return false;
}

/** Where an account's `@pseudo` stands in a text (UTF-16). */
export interface MentionPlace {
  id: number;
  at: number;
  length: number;
}

/**
 * Every `@pseudo` of the accounts named, in any case, not followed by another letter of a longer
 * name. Longer pseudos claim their place first, so `@Jo Ann` is Jo Ann's even when Jo is an account
 * too. In text order. The server stores these places; a device finds with it the relatives typed
 * by hand (issue 38), so that it sends only ids the server finds too.
 */
export function claimMentions(text: string, accounts: readonly ChatMention[]): MentionPlace[] {
  const claimed: MentionPlace[] = [];
  const byLength = [...accounts].sort((one, other) => other.pseudo.length - one.pseudo.length);
  for (const { id, pseudo } of byLength) {
    const wanted = fold(pseudo);
    const length = pseudo.length + 1;
    for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
      if (fold(text.slice(at + 1, at + length)) !== wanted) continue;
      const next = text.slice(at + length).match(/^./u)?.[0];
      if (next !== undefined && letterOrDigit.test(next)) continue;
      if (claimed.some((other) => at < other.at + other.length && other.at < at + length)) continue;
      claimed.push({ id, at, length });
    }
  }
  return claimed.sort((one, other) => one.at - other.at);
}

/**
 * Issue 38: the accounts a text mentions, in order of first appearance: those picked after `@`,
 * and any relative of `known` whose `@pseudo` was typed by hand. A pseudo picked wins over a known
 * account of the same name.
 */
export function mentionsIn(text: string, picked: readonly ChatMention[], known: readonly ChatMention[]): ChatMention[] {
  const candidates = new Map<string, ChatMention>();
  for (const account of [...picked, ...known]) if (!candidates.has(fold(account.pseudo))) candidates.set(fold(account.pseudo), account);
  const byId = new Map([...candidates.values()].map((account) => [account.id, account]));
  const found: ChatMention[] = [];
  for (const { id } of claimMentions(text, [...byId.values()])) {
    if (!found.some((account) => account.id === id)) found.push(byId.get(id)!);
  }
  return found;
}
