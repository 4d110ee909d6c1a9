import type { FastifyRequest } from 'fastify';
import { HttpError } from '../platform/errors.ts';
import { messages } from '../platform/messages.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { authenticateToken } from '../accounts/authPlugin.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { multipartOverheadBytes, refuseDeclaredOversize } from '../photos/declaredSize.ts';
import { SpoolLimitError, type UploadSpool } from '../photos/uploadSpool.ts';
import { chatPhotoLimits } from './chatPhotoLimits.ts';
import { chatPhotoMessages } from './chatPhotoMessages.ts';
import { captureField } from '../../shared/sentCapture.ts';
import { parseSentCapture } from '../places/sentCapture.ts';
import type { ItemCapture } from '../places/itemCapture.ts';

// Per-route bounds over the shared multipart registration (the albums' reasoning,
// readAlbumUpload.ts): a 6th photo or an oversize one stops the parsing at once, before it is
// buffered. The fields are the token and an optional `capture` per photo (a 6th photo's too, so
// that photo gets its 413); room for one more, so a field too many is named in its 400.
const limits = {
  files: chatPhotoLimits.maxPhotosPerMessage,
  fileSize: chatPhotoLimits.maxPhotoBytes,
  fields: 3 + chatPhotoLimits.maxPhotosPerMessage,
  fieldSize: 4096,
};

function translateLimit(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(413, chatPhotoMessages.tooManyImages);
  if (code === 'FST_REQ_FILE_TOO_LARGE' || error instanceof SpoolLimitError) return new HttpError(413, chatPhotoMessages.fileTooHeavy);
  if (code === 'FST_FIELDS_LIMIT') return new HttpError(400, messages.invalidRequest);
  return error;
}

/**
 * Streams `POST /api/chat/upload` (`token`, then at most 5 `images`, each after an optional
 * `capture`: its place and time as the phone read them from the original it shrank). The token must come first:
 * the caller is known before a single file byte is buffered. Each photo goes to `spool`, then to
 * `onPhoto` as soon as its bytes are in, while the rest of the body may still travel. The part's
 * file name and declared type are ignored. The caller releases the spool once it has answered.
 */
export async function readChatUpload(request: FastifyRequest, spool: UploadSpool, onPhoto: (user: AuthUser, path: string, sentCapture: ItemCapture | undefined) => void): Promise<AuthUser> {
  if (!request.isMultipart()) throw new HttpError(415, messages.unsupportedMediaType);
  refuseDeclaredOversize(
    request,
    limits.files * limits.fileSize + multipartOverheadBytes(limits.fields * limits.fieldSize, limits.files + limits.fields),
    chatPhotoMessages.fileTooHeavy,
  );
  let token: string | undefined;
  let user: AuthUser | undefined;
  let pendingCapture: ItemCapture | undefined;
  const caller = async () => {
    if (token === undefined) throw new HttpError(400, chatPhotoMessages.fieldsFirst);
    user ??= await authenticateToken(request.server, token);
    return user;
  };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (part.fieldname === captureField && pendingCapture === undefined && typeof part.value === 'string') {
          await caller();
          pendingCapture = parseSentCapture(part.value, Date.now());
          continue;
        }
        if (part.fieldname !== 'token' || token !== undefined || typeof part.value !== 'string') throw new HttpError(400, chatPhotoMessages.unexpectedField(part.fieldname));
        token = part.value;
        await caller();
        continue;
      }
      if (part.fieldname !== 'images') throw new HttpError(400, chatPhotoMessages.unexpectedField(part.fieldname));
      const owner = await caller();
      const file = await spool.take(part.file);
      if (part.file.truncated) throw new SpoolLimitError();
      onPhoto(owner, file.path, pendingCapture);
      pendingCapture = undefined;
    }
  } catch (error) {
    throw translateLimit(error);
  }
  if (token === undefined) throw new HttpError(401, accountMessages.sessionInvalid);
  return caller();
}
