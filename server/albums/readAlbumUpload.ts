import type { FastifyRequest } from 'fastify';
import { albumLimits } from '../../shared/albumLimits.ts';
import { HttpError } from '../platform/errors.ts';
import { SpoolLimitError, type SpooledFile, type UploadSpool } from '../media/uploadSpool.ts';
import { multipartOverheadBytes, refuseDeclaredOversize } from '../media/declaredSize.ts';
import { messages } from '../platform/messages.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { authenticateToken } from '../accounts/authPlugin.ts';
import type { AlbumRecord } from './albumsRepository.ts';
import { albumMessages } from './albumMessages.ts';

export interface AlbumUpload {
  album: AlbumRecord;
  files: SpooledFile[];
}

const textFields = ['token', 'folder'] as const;
type TextField = (typeof textFields)[number];

function isTextField(name: string): name is TextField {
  return (textFields as readonly string[]).includes(name);
}

// Per-route bounds over the shared multipart registration: a 6th file or an oversize one stops the
// parsing at once, before it is buffered. No `parts` bound here: files + fields already bound the
// parts this route reads, and a `parts` of exactly 5 + 2 fired on the same part as `files`, so the
// files limit never acted on its own. The plugin's outer `parts` still bounds parts busboy skips.
const limits = {
  files: albumLimits.maxImagesPerUpload,
  fileSize: albumLimits.maxImageBytes,
  fields: textFields.length,
  fieldSize: 4096,
};

function translateLimit(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(413, albumMessages.tooManyImages);
  if (code === 'FST_REQ_FILE_TOO_LARGE' || error instanceof SpoolLimitError) return new HttpError(413, albumMessages.imageTooHeavy);
  if (code === 'FST_FIELDS_LIMIT') return new HttpError(400, messages.invalidRequest);
  return error;
}

/**
 * Streams `multipart: token, folder, images…`. The text fields must come first (FormData keeps
 * insertion order and the client appends them first): the caller is checked as an admin and the
 * album looked up before a single file byte is buffered, so a stranger cannot make the server hold
 * 5 × 30 MB. Only the bytes are kept, on disk in `spool`; the part's file name and declared type
 * are ignored. The caller releases the spool once the request is answered.
 */
export async function readAlbumUpload(request: FastifyRequest, spool: UploadSpool): Promise<AlbumUpload> {
  if (!request.isMultipart()) throw new HttpError(415, messages.unsupportedMediaType);
  const fields: Partial<Record<TextField, string>> = {};
  let album: AlbumRecord | undefined;
  const files: SpooledFile[] = [];

  const authorise = async (): Promise<AlbumRecord> => {
    if (fields.token === undefined) throw new HttpError(401, accountMessages.sessionInvalid);
    const user = await authenticateToken(request.server, fields.token);
    if (user.role !== 'admin') throw new HttpError(403, accountMessages.adminOnly);
    if (fields.folder === undefined) throw new HttpError(400, albumMessages.missingField('folder'));
    return request.server.albums.findAlbum(fields.folder);
  };

  refuseDeclaredOversize(
    request,
    limits.files * limits.fileSize + multipartOverheadBytes(limits.fields * limits.fieldSize, limits.files + limits.fields),
    albumMessages.imageTooHeavy,
  );

  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (!isTextField(part.fieldname) || typeof part.value !== 'string' || album !== undefined) {
          throw new HttpError(400, album ? albumMessages.fieldsFirst : albumMessages.unexpectedField(part.fieldname));
        }
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'images') throw new HttpError(400, albumMessages.unexpectedField(part.fieldname));
      if (album === undefined) {
        if (fields.token === undefined || fields.folder === undefined) throw new HttpError(400, albumMessages.fieldsFirst);
        album = await authorise();
      }
      const file = await spool.take(part.file);
      if (part.file.truncated) throw new SpoolLimitError();
      files.push(file);
    }
  } catch (error) {
    throw translateLimit(error);
  }
  // A form without files still has to prove who sends it before it learns anything.
  album ??= await authorise();
  return { album, files };
}
