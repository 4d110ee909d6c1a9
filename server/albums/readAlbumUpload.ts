import type { FastifyRequest } from 'fastify';
import { albumLimits } from '../../shared/albumLimits.ts';
import { PHOTO_HASH_PATTERN } from '../../shared/albumTypes.ts';
import { HttpError } from '../platform/errors.ts';
import { SpoolLimitError, type UploadSpool } from '../photos/uploadSpool.ts';
import { multipartOverheadBytes, refuseDeclaredOversize } from '../photos/declaredSize.ts';
import { messages } from '../platform/messages.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { authenticateToken } from '../accounts/authPlugin.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import type { AlbumRecord } from './albumsRepository.ts';
import type { IncomingPhoto } from './albumUploads.ts';
import { albumMessages } from './albumMessages.ts';
import { captureField } from '../../shared/sentCapture.ts';
import { parseSentCapture } from '../places/sentCapture.ts';
import type { ItemCapture } from '../places/itemCapture.ts';

export interface AlbumUpload {
  user: AuthUser;
  album: AlbumRecord;
  photos: IncomingPhoto[];
}

/** The two upload forms: the admin's (spec: `token`, `folder`, images) and a member's
 * (`token`, `album`, then `sha256` and `images` per photo). */
export interface UploadForm {
  albumField: 'folder' | 'album';
  /** The caller may add to this album, or a 403. */
  authorise(user: AuthUser, album: AlbumRecord | undefined): void;
  fieldsFirst: string;
}

export const adminUploadForm: UploadForm = {
  albumField: 'folder',
  authorise(user) {
    if (user.role !== 'admin') throw new HttpError(403, accountMessages.adminOnly);
  },
  fieldsFirst: albumMessages.fieldsFirst,
};

const photoHash = new RegExp(PHOTO_HASH_PATTERN);

// Per-route bounds over the shared multipart registration: a 6th file or an oversize one stops the
// parsing at once, before it is buffered. No `parts` bound here: files + fields already bound the
// parts this route reads, and a `parts` of exactly 5 + 2 fired on the same part as `files`, so the
// files limit never acted on its own. The plugin's outer `parts` still bounds parts busboy skips.
// Fields: the token, the album, and one hash per photo, plus the hash of a photo too many, so
// that photo is refused as one (413) rather than as a field too many (400); and one `capture` per
// photo (shared/sentCapture.ts), with that of a photo too many for the same reason.
// A file may be a video (issue 23): each file is bounded by VIDEO_MAX_MB here, and a photo by its
// own limit once its bytes say it is one (albumsService).
const uploadLimits = (videoMaxMb: number) => ({
  files: albumLimits.maxPhotosPerUpload,
  fileSize: Math.max(albumLimits.maxPhotoBytes, videoMaxMb * 1024 * 1024),
  fields: 4 + 2 * albumLimits.maxPhotosPerUpload,
  fieldSize: 4096,
});

function translateLimit(error: unknown, videoMaxMb: number): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(413, albumMessages.tooManyPhotos);
  if (code === 'FST_REQ_FILE_TOO_LARGE' || error instanceof SpoolLimitError) return new HttpError(413, albumMessages.fileTooHeavy(videoMaxMb));
  if (code === 'FST_FIELDS_LIMIT') return new HttpError(400, messages.invalidRequest);
  return error;
}

/**
 * Streams an upload form. The text fields must come first (FormData keeps insertion order and the
 * client appends them first): the caller is checked and the album looked up before a single file
 * byte is buffered, so a stranger cannot make the server hold 5 × 30 MB. A photo whose `sha256`
 * the album already holds is refused before its bytes are read; the admin's form of the spec sends
 * no hash, and keeps its behaviour: the same photo sent twice there is stored twice. Only the
 * bytes are kept, on disk in `spool`; the part's file name and declared type are ignored. The
 * caller releases the spool once the request is answered. `onPhoto` hears each photo as soon as its
 * bytes are in, while the rest of the body may still be on its way.
 */
export async function readAlbumUpload(
  request: FastifyRequest,
  spool: UploadSpool,
  form: UploadForm = adminUploadForm,
  onPhoto?: (caller: { user: AuthUser; album: AlbumRecord }, photo: IncomingPhoto) => void,
): Promise<AlbumUpload> {
  if (!request.isMultipart()) throw new HttpError(415, messages.unsupportedMediaType);
  const fields: { token?: string; album?: string } = {};
  let caller: { user: AuthUser; album: AlbumRecord } | undefined;
  let pendingHash: string | undefined;
  let pendingCapture: ItemCapture | undefined;
  const photos: IncomingPhoto[] = [];

  const authorise = async (): Promise<{ user: AuthUser; album: AlbumRecord }> => {
    if (fields.token === undefined) throw new HttpError(401, accountMessages.sessionInvalid);
    const user = await authenticateToken(request.server, fields.token);
    form.authorise(user, undefined);
    if (fields.album === undefined) throw new HttpError(400, albumMessages.missingField(form.albumField));
    const album = await request.server.albums.findAlbum(fields.album);
    form.authorise(user, album);
    return { user, album };
  };
  const opened = async () => {
    if (fields.token === undefined || fields.album === undefined) throw new HttpError(400, form.fieldsFirst);
    caller ??= await authorise();
    return caller;
  };

  const videoMaxMb = request.server.config.videos.maxMb;
  const limits = uploadLimits(videoMaxMb);
  refuseDeclaredOversize(
    request,
    limits.files * limits.fileSize + multipartOverheadBytes(limits.fields * limits.fieldSize, limits.files + limits.fields),
    albumMessages.fileTooHeavy(videoMaxMb),
  );

  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw new HttpError(400, albumMessages.unexpectedField(part.fieldname));
        if (part.fieldname === 'sha256') {
          if (pendingHash !== undefined) throw new HttpError(400, albumMessages.hashWithoutPhoto);
          if (!photoHash.test(part.value)) throw new HttpError(400, albumMessages.badPhotoHash);
          const { album } = await opened();
          await request.server.albums.refuseHeld(album, part.value);
          pendingHash = part.value;
          continue;
        }
        if (part.fieldname === captureField) {
          // The photo's place and time read by the phone from its original: it belongs to the next photo.
          if (pendingCapture !== undefined) throw new HttpError(400, albumMessages.unexpectedField(part.fieldname));
          await opened();
          pendingCapture = parseSentCapture(part.value, Date.now());
          continue;
        }
        const name = part.fieldname === 'token' ? 'token' : part.fieldname === form.albumField ? 'album' : undefined;
        if (name === undefined || caller !== undefined) {
          throw new HttpError(400, caller ? form.fieldsFirst : albumMessages.unexpectedField(part.fieldname));
        }
        fields[name] = part.value;
        continue;
      }
      if (part.fieldname !== 'images') throw new HttpError(400, albumMessages.unexpectedField(part.fieldname));
      const owner = await opened();
      const file = await spool.take(part.file);
      if (part.file.truncated) throw new SpoolLimitError();
      const photo = { source: file.path, sha256: pendingHash, fileName: part.filename, bytes: file.size, sentCapture: pendingCapture };
      photos.push(photo);
      pendingHash = undefined;
      pendingCapture = undefined;
      onPhoto?.(owner, photo);
    }
  } catch (error) {
    throw translateLimit(error, videoMaxMb);
  }
  if (pendingHash !== undefined) throw new HttpError(400, albumMessages.hashWithoutPhoto);
  // A form without files still has to prove who sends it before it learns anything.
  caller ??= await authorise();
  return { ...caller, photos };
}
