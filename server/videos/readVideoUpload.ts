import type { FastifyRequest } from 'fastify';
import { accountMessages } from '../accounts/accountMessages.ts';
import { authenticateToken } from '../accounts/authPlugin.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { multipartOverheadBytes, refuseDeclaredOversize } from '../photos/declaredSize.ts';
import { SpoolLimitError, type SpooledFile, type UploadSpool } from '../photos/uploadSpool.ts';
import { HttpError } from '../platform/errors.ts';
import { messages } from '../platform/messages.ts';
import { videoMessages } from './videoMessages.ts';
import { readVideoText, type VideoText } from './videosService.ts';

export interface VideoUpload {
  user: AuthUser;
  text: VideoText;
  file: SpooledFile;
}

const MB = 1024 * 1024;
// The description's 5,000 characters, up to 4 bytes each.
const FIELD_BYTES = 32 * 1024;

/**
 * Streams the form `token`, `title`, `description`, then one `video`. The caller and the text are
 * checked before a byte of the file is read, and a body declared past VIDEO_MAX_MB is refused before any is; the
 * file goes straight to disk in `spool`, never into memory, and stops at VIDEO_MAX_MB whatever the
 * body declared. The part's file name and type are ignored: the bytes are judged later.
 */
export async function readVideoUpload(request: FastifyRequest, spool: UploadSpool, maxMb: number): Promise<VideoUpload> {
  if (!request.isMultipart()) throw new HttpError(415, messages.unsupportedMediaType);
  const maxBytes = maxMb * MB;
  const tooHeavy = videoMessages.tooHeavy(maxMb);
  refuseDeclaredOversize(request, maxBytes + multipartOverheadBytes(3 * FIELD_BYTES, 4), tooHeavy);

  const fields: Partial<Record<'token' | 'title' | 'description', string>> = {};
  let user: AuthUser | undefined;
  let file: SpooledFile | undefined;
  const caller = async () => {
    user ??= await authenticateToken(request.server, fields.token);
    return user;
  };
  // One field more than the form has, so a stray field is named in the answer rather than cut by the limit.
  const limits = { files: 1, fileSize: maxBytes, fields: 4, fieldSize: FIELD_BYTES };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        const name = part.fieldname;
        if ((name !== 'token' && name !== 'title' && name !== 'description') || typeof part.value !== 'string') {
          throw new HttpError(400, videoMessages.unexpectedField(name));
        }
        if (file !== undefined || fields[name] !== undefined) throw new HttpError(400, videoMessages.fieldsFirst);
        fields[name] = part.value;
        continue;
      }
      if (part.fieldname !== 'video') throw new HttpError(400, videoMessages.unexpectedField(part.fieldname));
      if (fields.token === undefined) throw new HttpError(401, accountMessages.sessionInvalid);
      await caller();
      if (fields.title === undefined || fields.description === undefined) throw new HttpError(400, videoMessages.fieldsFirst);
      // A refused title costs no byte of the file.
      readVideoText({ title: fields.title, description: fields.description });
      file = await spool.take(part.file, maxBytes);
      if (part.file.truncated) throw new SpoolLimitError();
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, videoMessages.oneVideo);
    if (code === 'FST_REQ_FILE_TOO_LARGE' || error instanceof SpoolLimitError) throw new HttpError(413, tooHeavy);
    if (code === 'FST_FIELDS_LIMIT') throw new HttpError(400, messages.invalidRequest);
    throw error;
  }
  // A form without a file still has to prove who sends it before it learns anything.
  const sender = await caller();
  if (file === undefined) throw new HttpError(400, videoMessages.noVideo);
  return { user: sender, text: { title: fields.title ?? '', description: fields.description ?? '' }, file };
}
