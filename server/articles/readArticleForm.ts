import type { FastifyRequest } from 'fastify';
import { articleFormFields, articleLimits } from '../../shared/articleLimits.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { HttpError } from '../platform/errors.ts';
import { SpoolLimitError, type SpooledFile, type UploadSpool } from '../photos/uploadSpool.ts';
import { multipartOverheadBytes, refuseDeclaredOversize } from '../photos/declaredSize.ts';
import { messages } from '../platform/messages.ts';
import { authenticateToken } from '../accounts/authPlugin.ts';
import { articleMessages } from './articleMessages.ts';
import { ClientId } from '../../shared/clientId.ts';

export interface ArticleForm {
  user: AuthUser;
  structure: string | undefined;
  id: string | undefined;
  /** Issue 39: the raw `place` field (parseArticlePlace.ts reads it). */
  place: string | undefined;
  /** Issue 40, publish only: the device's id for the story, checked against shared/clientId.ts. */
  clientId: string | undefined;
  /** Uploaded files by the part's file name: image elements refer to them by that name. */
  files: Map<string, SpooledFile>;
}

export interface ArticleFormOptions {
  /** Total bytes of the images of this request (spec §9: 100 MB publish, 19.5 MB edit). */
  budgetBytes: number;
  /** Whether the form carries the article `id` (edit). */
  withId: boolean;
}

type TextField = 'token' | 'structure' | 'id' | 'place' | 'clientId';

const clientIdPattern = new RegExp(ClientId.pattern!);

function translateLimit(error: unknown, budgetBytes: number): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  const megabytes = Math.round((budgetBytes / 1024 / 1024) * 10) / 10;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || error instanceof SpoolLimitError) return new HttpError(413, articleMessages.budgetExceeded(megabytes));
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(413, articleMessages.tooManyElements);
  if (code === 'FST_FIELDS_LIMIT') return new HttpError(400, messages.invalidRequest);
  return error;
}

/**
 * Streams `multipart: token, structure, (id,) images…`. The token must come before the first file
 * (the client appends it first): a stranger never makes the server buffer 100 MB. The part's
 * file name is only a key that ties it to its image element; it never reaches a path. Files go to
 * `spool` on disk as they arrive; the caller releases it once the request is answered.
 */
export async function readArticleForm(request: FastifyRequest, spool: UploadSpool, options: ArticleFormOptions): Promise<ArticleForm> {
  if (!request.isMultipart()) throw new HttpError(415, messages.unsupportedMediaType);
  const allowed: TextField[] = options.withId ? ['token', 'structure', 'id', 'place'] : ['token', 'structure', 'place', 'clientId'];
  const fields: Partial<Record<TextField, string>> = {};
  const files = new Map<string, SpooledFile>();
  let user: AuthUser | undefined;
  let totalBytes = 0;

  const limits = {
    files: articleLimits.elements,
    fileSize: options.budgetBytes,
    fields: allowed.length,
    // A structure of 200 paragraphs of 20,000 characters, JSON-escaped, fits.
    fieldSize: 10 * 1024 * 1024,
    parts: articleLimits.elements + allowed.length,
  };

  refuseDeclaredOversize(
    request,
    options.budgetBytes + multipartOverheadBytes(limits.fieldSize * limits.fields, limits.parts),
    articleMessages.budgetExceeded(Math.round((options.budgetBytes / 1024 / 1024) * 10) / 10),
  );

  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        const name = part.fieldname as TextField;
        if (!allowed.includes(name) || typeof part.value !== 'string') {
          throw new HttpError(400, articleMessages.unexpectedField(part.fieldname));
        }
        if (fields[name] !== undefined) throw new HttpError(400, articleMessages.repeatedField(name));
        fields[name] = part.value;
        if (name === 'token') user = await authenticateToken(request.server, part.value);
        continue;
      }
      if (part.fieldname !== articleFormFields.images) {
        throw new HttpError(400, articleMessages.unexpectedField(part.fieldname));
      }
      if (user === undefined) throw new HttpError(400, articleMessages.fieldsFirst);
      if (files.has(part.filename)) throw new HttpError(400, articleMessages.duplicateImage(part.filename));
      const file = await spool.take(part.file, options.budgetBytes - totalBytes);
      if (part.file.truncated) throw new SpoolLimitError();
      totalBytes += file.size;
      files.set(part.filename, file);
    }
  } catch (error) {
    throw translateLimit(error, options.budgetBytes);
  }
  user ??= await authenticateToken(request.server, fields.token);
  if (fields.clientId !== undefined && !clientIdPattern.test(fields.clientId)) throw new HttpError(400, articleMessages.clientIdInvalid);
  return { user, structure: fields.structure, id: fields.id, place: fields.place, clientId: fields.clientId, files };
}
