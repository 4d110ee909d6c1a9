import { chatMessages } from './chatMessages.ts';
import { locateMentions, type StoredMention } from './chatMentions.ts';
import type { ChatRepository } from './chatRepository.ts';

export type MessageExtras = { replyTo?: number; mentions?: Array<StoredMention & { pseudo: string }> };

/**
 * Issue 25's rules for a `message` that answers another or mentions relatives: the answered ts is
 * a message of the chat (there is one family chat: any other ts is another room's), and each
 * mentioned id a granted account whose `@pseudo` the text carries. Checked before the message is
 * stored; a reply whose message is deleted afterwards keeps its `replyTo`.
 */
export async function checkMessageExtras(
  repository: ChatRepository,
  text: string,
  asked: { replyTo?: number; mentions?: number[] },
): Promise<{ ok: true; extras: MessageExtras } | { ok: false; reason: string }> {
  if (asked.replyTo !== undefined && !(await repository.has(asked.replyTo))) return { ok: false, reason: chatMessages.replyToUnknown };
  if (asked.mentions === undefined) return { ok: true, extras: { ...(asked.replyTo !== undefined && { replyTo: asked.replyTo }) } };
  const accounts = await repository.grantedAccounts(asked.mentions);
  if (accounts.length < asked.mentions.length) return { ok: false, reason: chatMessages.mentionUnknown };
  const located = locateMentions(text, accounts);
  if (located === undefined) return { ok: false, reason: chatMessages.mentionNotInText };
  const pseudos = new Map(accounts.map((account) => [account.id, account.pseudo]));
  return {
    ok: true,
    extras: {
      ...(asked.replyTo !== undefined && { replyTo: asked.replyTo }),
      mentions: located.map((mention) => ({ ...mention, pseudo: pseudos.get(mention.id)! })),
    },
  };
}
