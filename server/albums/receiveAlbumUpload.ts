import type { FastifyRequest } from 'fastify';
import type { AlbumPhoto } from './albumPhotos.ts';
import type { UploadSpool } from '../photos/uploadSpool.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import type { AlbumUploadBatch } from './albumUploads.ts';
import { readAlbumUpload, type UploadForm } from './readAlbumUpload.ts';

/**
 * Reads an upload form and adds its photos to the album, each one rendered as soon as its bytes
 * are in rather than after the whole body: over a phone's link the server works while the next
 * photo travels, and even on a fast one the last photo's transfer no longer waits in line. A
 * refused form removes whatever its first photos had written. The caller releases `spool`.
 */
export async function receiveAlbumUpload(request: FastifyRequest, spool: UploadSpool, form: UploadForm): Promise<{ user: AuthUser; photos: AlbumPhoto[] }> {
  let batch: AlbumUploadBatch | undefined;
  try {
    const { user, album } = await readAlbumUpload(request, spool, form, (caller, photo) => {
      batch ??= request.server.albums.beginUpload(caller.album, caller.user);
      batch.add(photo);
    });
    batch ??= request.server.albums.beginUpload(album, user);
    return { user, photos: await batch.commit() };
  } catch (error) {
    await batch?.abandon();
    throw error;
  }
}
