import type { FastifyRequest } from 'fastify';
import { articleFormFields } from '../../shared/articleLimits.ts';
import { albumLimits } from '../../shared/albumLimits.ts';
import { HttpError } from '../platform/errors.ts';
import { messages } from '../platform/messages.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { authenticateToken } from '../accounts/authPlugin.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { multipartOverheadBytes, refuseDeclaredOversize } from '../photos/declaredSize.ts';
import { SpoolLimitError, type SpooledFile, type UploadSpool } from '../photos/uploadSpool.ts';
import { articleMessages } from './articleMessages.ts';
import { captureField } from '../../shared/sentCapture.ts';
import { parseSentCapture } from '../places/sentCapture.ts';
import type { ItemCapture } from '../places/itemCapture.ts';

// One photo, as large as an album's may be; the fields are the token and the optional `capture`.
// Room for one part more, so a second photo is named in its 413 rather than cut silently.
const limits = { files: 1, fileSize: albumLimits.maxPhotoBytes, fields: 3, fieldSize: 4096, parts: 4 };

function translateLimit(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(413, articleMessages.onePhotoPerUpload);
  if (code === 'FST_REQ_FILE_TOO_LARGE' || error instanceof SpoolLimitError) return new HttpError(413, articleMessages.photoTooHeavy);
  if (code === 'FST_FIELDS_LIMIT') return new HttpError(400, messages.invalidRequest);
  return error;
}

/**
 * Streams `POST /api/article/photo` (`token`, an optional `capture`, then one `photo`), as publish streams its form: the
 * token comes first, so a stranger never makes the server buffer a byte of the photo. The part's
 * file name and declared type are ignored. The caller releases the spool once it has answered.
 */
export async function readArticlePhoto(
  request: FastifyRequest,
  spool: UploadSpool,
): Promise<{ user: AuthUser; file: SpooledFile; sentCapture: ItemCapture | undefined }> {
  if (!request.isMultipart()) throw new HttpError(415, messages.unsupportedMediaType);
  refuseDeclaredOversize(request, limits.fileSize + multipartOverheadBytes(limits.fields * limits.fieldSize, limits.parts), articleMessages.photoTooHeavy);
  let token: string | undefined;
  let user: AuthUser | undefined;
  let file: SpooledFile | undefined;
  let sentCapture: ItemCapture | undefined;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        // The photo's place and time as the phone read them from the original it shrank.
        if (part.fieldname === captureField && user !== undefined && sentCapture === undefined && file === undefined && typeof part.value === 'string') {
          sentCapture = parseSentCapture(part.value, Date.now());
          continue;
        }
        if (part.fieldname !== articleFormFields.token || token !== undefined || typeof part.value !== 'string') {
          throw new HttpError(400, articleMessages.unexpectedField(part.fieldname));
        }
        token = part.value;
        user = await authenticateToken(request.server, token);
        continue;
      }
      if (part.fieldname !== articleFormFields.photo) throw new HttpError(400, articleMessages.unexpectedField(part.fieldname));
      if (user === undefined) throw new HttpError(400, articleMessages.tokenBeforePhoto);
      file = await spool.take(part.file, limits.fileSize);
      if (part.file.truncated) throw new SpoolLimitError();
    }
  } catch (error) {
    throw translateLimit(error);
  }
  if (token === undefined || user === undefined) throw new HttpError(401, accountMessages.sessionInvalid);
  if (file === undefined) throw new HttpError(400, articleMessages.noPhoto);
  return { user, file, sentCapture };
}
