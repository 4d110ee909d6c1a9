import { chatMessages } from './chatMessages.ts';

export type ParsedMessage = { ok: true; text: string; clientId?: string } | { ok: false; reason: string };

/** A device's id for a message (issue 24): a UUID, or any short token of the same letters. */
const CLIENT_ID = /^[A-Za-z0-9-]{1,64}$/;

// encodeURIComponent turns one character into at most 12 characters (a surrogate pair), so a
// longer payload cannot decode to an allowed text: refuse it before decoding anything.
const MAX_ENCODED_PER_CHARACTER = 12;

/** The text of a client's `message` payload, and its optional `clientId`. Its `ts` and `token` are
 * ignored on purpose: the server assigns ts and trusts the connection's identity. */
export function parseOutgoingMessage(payload: unknown, maxLength: number): ParsedMessage {
  if (typeof payload !== 'object' || payload === null || !('message' in payload) || typeof payload.message !== 'string') {
    return { ok: false, reason: chatMessages.malformed };
  }
  const clientId = 'clientId' in payload ? payload.clientId : undefined;
  if (clientId !== undefined && (typeof clientId !== 'string' || !CLIENT_ID.test(clientId))) return { ok: false, reason: chatMessages.malformed };
  const encoded = payload.message;
  if (encoded.length > maxLength * MAX_ENCODED_PER_CHARACTER) return { ok: false, reason: chatMessages.tooLong(maxLength) };
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    return { ok: false, reason: chatMessages.badEncoding };
  }
  text = text.trim();
  if (text === '') return { ok: false, reason: chatMessages.empty };
  if ([...text].length > maxLength) return { ok: false, reason: chatMessages.tooLong(maxLength) };
  return { ok: true, text, ...(clientId !== undefined && { clientId }) };
}
