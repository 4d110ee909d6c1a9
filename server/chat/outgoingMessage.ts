import { hasForbiddenCharacter } from '../../shared/freeText.ts';
import { chatMessages } from './chatMessages.ts';
import { chatPhotoLimits } from './chatPhotoLimits.ts';
import { chatPhotoMessages } from './chatPhotoMessages.ts';

export type ParsedMessage = { ok: true; text: string; clientId?: string; replyTo?: number; mentions?: number[]; images?: string[] } | { ok: false; reason: string };

/** A chat photo's id, as `POST /api/chat/upload` gave it (issue 25). */
const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The optional `images` (issue 25): distinct photo ids, at most 5; absent or empty means none. */
function parseImageIds(payload: object): { ok: true; images: string[] } | { ok: false; reason: string } {
  const images = 'images' in payload ? payload.images : undefined;
  if (images === undefined) return { ok: true, images: [] };
  if (!Array.isArray(images) || !images.every((id): id is string => typeof id === 'string' && IMAGE_ID.test(id)) || new Set(images).size !== images.length) {
    return { ok: false, reason: chatMessages.malformed };
  }
  if (images.length > chatPhotoLimits.maxPhotosPerMessage) return { ok: false, reason: chatPhotoMessages.tooManyImages };
  return { ok: true, images };
}

/** A device's id for a message (issue 24): a UUID, or any short token of the same letters. */
const CLIENT_ID = /^[A-Za-z0-9-]{1,64}$/;

/** A ts as the server gives it (shared/chatModerationTypes.ts). */
const TS = /^[1-9][0-9]{0,15}$/;
/** More accounts than a family has is not a message. */
const MAX_MENTIONS = 50;

/** Issue 25's optional fields: absent, null or empty is the spec's message; a wrong shape is malformed. */
function parseExtras(payload: object): { ok: true; replyTo?: number; mentions?: number[] } | { ok: false } {
  const replyTo = 'replyTo' in payload ? payload.replyTo : undefined;
  const mentions = 'mentions' in payload ? payload.mentions : undefined;
  if (replyTo != null && (typeof replyTo !== 'string' || !TS.test(replyTo))) return { ok: false };
  if (mentions != null && (!Array.isArray(mentions) || mentions.length > MAX_MENTIONS || !mentions.every((id) => Number.isSafeInteger(id) && id > 0))) {
    return { ok: false };
  }
  const ids = [...new Set((mentions ?? []) as number[])];
  return { ok: true, ...(replyTo != null && { replyTo: Number(replyTo) }), ...(ids.length > 0 && { mentions: ids }) };
}

// encodeURIComponent turns one character into at most 12 characters (a surrogate pair), so a
// longer payload cannot decode to an allowed text: refuse it before decoding anything.
const MAX_ENCODED_PER_CHARACTER = 12;

/** The text of a client's `message` payload, its optional `clientId`, `replyTo` and `mentions`. Its `ts` and `token` are
 * ignored on purpose: the server assigns ts and trusts the connection's identity. */
export function parseOutgoingMessage(payload: unknown, maxLength: number): ParsedMessage {
  if (typeof payload !== 'object' || payload === null || !('message' in payload) || typeof payload.message !== 'string') {
    return { ok: false, reason: chatMessages.malformed };
  }
  const clientId = 'clientId' in payload ? payload.clientId : undefined;
  if (clientId !== undefined && (typeof clientId !== 'string' || !CLIENT_ID.test(clientId))) return { ok: false, reason: chatMessages.malformed };
  const extras = parseExtras(payload);
  if (!extras.ok) return { ok: false, reason: chatMessages.malformed };
  const images = parseImageIds(payload);
  if (!images.ok) return images;
  const encoded = payload.message;
  if (encoded.length > maxLength * MAX_ENCODED_PER_CHARACTER) return { ok: false, reason: chatMessages.tooLong(maxLength) };
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    return { ok: false, reason: chatMessages.badEncoding };
  }
  text = text.replace(/\r\n?/g, '\n').trim();
  // A message may be photos alone (issue 25).
  if (text === '' && images.images.length === 0) return { ok: false, reason: chatMessages.empty };
  if ([...text].length > maxLength) return { ok: false, reason: chatMessages.tooLong(maxLength) };
  if (hasForbiddenCharacter(text, 'lines')) return { ok: false, reason: chatMessages.control };
  const { ok: _, ...given } = extras;
  return { ok: true, text, ...(clientId !== undefined && { clientId }), ...given, ...(images.images.length > 0 && { images: images.images }) };
}
