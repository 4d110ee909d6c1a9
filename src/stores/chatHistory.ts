import type { ChatLine, ChatPhoto, ChatMention, ChatMessage, OutboxEntry, OutgoingMessage, Participant, UploadedChatPhoto } from '../../shared/chatTypes.ts';
import { mentionsIn } from '../../shared/mentionedIn.ts';
import { product } from '../../shared/product.ts';
import type { SendResult } from '../api/chatSocket.ts';
import { chatStoreTexts } from '../texts/chatStoreTexts.ts';
import { newClientId } from './newClientId.ts';

// The chat history a device keeps, and the outbox entries that join it: the rules ChatStore
// applies to its lists, with no state of their own.

/** idle: the chat screen is closed; connecting covers the automatic reconnections too;
 * disconnected: refused or closed by the server, no retry. */
export type ChatStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

export interface ChatUser {
  pseudo: string;
  token: string;
}

/** Older messages are dropped from the device past this many, so local storage stays small. */
const MAX_KEPT_MESSAGES = 1000;

/** Issue 25: a message with photos joins the outbox once they are uploaded; it keeps them (their
 * ids for `message`, their URLs to show the message once confirmed, as the sender gets no
 * `newmessage` of its own). */
export type ChatOutboxEntry = OutboxEntry & { images?: UploadedChatPhoto[] };

/** Issue 25: what a message is sent with besides its text. */
export interface SendOptions {
  /** The ts of the message answered. */
  replyTo?: string;
  /** The accounts picked after `@`, still named in the text. */
  mentions?: ChatMention[];
  /** Issue 25: the photos uploaded for it (POST /api/chat/upload). */
  images?: UploadedChatPhoto[];
}

/** A typed message, waiting in the outbox under a new clientId (issue 24). Its mentions are those
 * picked that the text still names, and the relatives of `known` whose `@pseudo` was typed by hand
 * (issue 38). */
export function newOutboxEntry(message: string, { replyTo, mentions = [], images = [] }: SendOptions, known: readonly ChatMention[] = []): ChatOutboxEntry {
  const named = mentionsIn(message, mentions, known);
  return {
    clientId: newClientId(),
    message,
    state: 'waiting',
    ...(replyTo !== undefined && { replyTo }),
    ...(named.length > 0 && { mentions: named }),
    ...(images.length > 0 && { images }),
  };
}

const isSystem = (message: ChatMessage) => message.sender === product.systemSender;
export const tsOf = (message: ChatMessage) => Number(message.ts);

/** A connection that stays up but lost an ack (a dead link not noticed yet) is tried again after this. */
export const OUTBOX_RETRY_MS = 5000;

/** Shown by this device only (spec §4), never sent; ts = lastts keeps it after what it follows,
 * whatever the device's clock, and `at` puts it under the day it happened (issue 38: with lastts
 * '0' it would sit under 1 January 1970). */
export function systemMessage(text: string, lastts: string, at: number = Date.now()): ChatLine {
  return { message: text, sender: product.systemSender, ts: lastts, at };
}

export function sortedByTs(messages: readonly ChatMessage[]): ChatMessage[] {
  return [...messages].sort((a, b) => tsOf(a) - tsOf(b));
}

/** Puts a server message in ts order, once: a message may reach a device by more than one path
 * (ack, catch-up, another tab). Answers whether it was added. */
export function insertServerMessage(messages: ChatMessage[], message: ChatMessage): boolean {
  const ts = tsOf(message);
  if (!Number.isFinite(ts)) return false;
  // Kept sorted by ts, so the usual case (newer than everything) stops at the first look.
  let index = messages.length;
  while (index > 0) {
    const kept = messages[index - 1]!;
    if (tsOf(kept) < ts) break;
    if (tsOf(kept) === ts && !isSystem(kept)) return false;
    index -= 1;
  }
  messages.splice(index, 0, message);
  if (messages.length > MAX_KEPT_MESSAGES) messages.splice(0, messages.length - MAX_KEPT_MESSAGES);
  return true;
}

/** Gone for everyone, this device's saved history included; the device's own notices stay. */
export function withoutMessage(messages: readonly ChatMessage[], ts: string): ChatMessage[] {
  return messages.filter((message) => message.ts !== ts || isSystem(message));
}

const shownImage = ({ url, thumbnail, width, height }: UploadedChatPhoto): ChatPhoto => ({ url, thumbnail, width, height });

/** What `message` carries for an outbox entry. */
export function outboxPayload(entry: ChatOutboxEntry, token: string): OutgoingMessage {
  const images = entry.images?.map((image) => image.id);
  return {
    message: encodeURIComponent(entry.message),
    ts: String(Date.now()),
    token,
    clientId: entry.clientId,
    ...(images && { images }),
    // Issue 25: only when there are some, so a plain message is the spec's payload.
    ...(entry.replyTo !== undefined && { replyTo: entry.replyTo }),
    ...(entry.mentions && { mentions: entry.mentions.map((mention) => mention.id) }),
  };
}

/** The sender's own message once the server confirmed it with `ts` (no `newmessage` comes back). */
export function confirmedMessage(entry: ChatOutboxEntry, ts: string, sender: string, color: string | undefined): ChatMessage {
  return {
    message: entry.message,
    sender,
    ts,
    clientId: entry.clientId,
    ...(color && { color }),
    ...(entry.images && { images: entry.images.map(shownImage) }),
    ...(entry.replyTo !== undefined && { replyTo: entry.replyTo }),
    ...(entry.mentions && { mentions: entry.mentions }),
  };
}

/** Issue 25: who can be mentioned: those in the chat first, then, by pseudo, the rest of the family
 * (issue 38: the snapshot's `members`) and those seen in the chat since the app started, who may be
 * reading elsewhere (a mention is for them too); each with the id a snapshot gave (`userjoined`
 * carries none). */
export function mentionableOf(participants: readonly Participant[], idsByPseudo: ReadonlyMap<string, number>, self: string | undefined): ChatMention[] {
  const offered = new Map<string, number>();
  for (const participant of participants) {
    const id = participant.id ?? idsByPseudo.get(participant.username);
    if (id !== undefined) offered.set(participant.username, id);
  }
  const offeredIds = new Set(offered.values());
  const away = [...idsByPseudo].filter(([pseudo, id]) => !offered.has(pseudo) && !offeredIds.has(id));
  for (const [pseudo, id] of away.sort(([one], [other]) => one.localeCompare(other, 'fr'))) offered.set(pseudo, id);
  if (self !== undefined) offered.delete(self);
  return [...offered].map(([pseudo, id]) => ({ id, pseudo }));
}

/** Spec §8: the alert for a message the server did not confirm. */
export function unsentAlert(result: Exclude<SendResult, { kind: 'confirmed' }>): string {
  if (result.kind === 'refused') return result.reason ? chatStoreTexts.errors.notConfirmedWithReason(result.reason) : chatStoreTexts.errors.notConfirmed;
  return result.timedOut ? chatStoreTexts.errors.unreachable : chatStoreTexts.errors.unreachableWithDetail(result.detail);
}
