import type { AlbumItem } from '../../shared/albumTypes.ts';
import { NO_CAPTION } from '../../shared/albumLimits.ts';
import { hasForbiddenCharacter, normaliseFreeText } from '../../shared/freeText.ts';
import { videoUrls } from '../../shared/videoTypes.ts';
import type { PhotoFormat } from '../../shared/photoUrls.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { HttpError } from '../platform/errors.ts';
import { albumMessages } from './albumMessages.ts';
import type { AlbumPhotoRecord, AlbumPhotoRow } from './albumsRepository.ts';

/** A video item's fields beyond a photo's, as shared/albumTypes.ts defines them. */
export type AlbumVideoFields = Pick<AlbumItem, 'kind' | 'video' | 'duration' | 'status' | 'progress' | 'message'>;

/** An album's photo (or video) inside the server: its server-made `name`, its `caption`, and who
 * added it when known. wireNames.ts turns it into the spec's `{ image, comment }`. */
export interface AlbumPhoto extends AlbumVideoFields {
  name: string;
  caption: string;
  addedBy?: string;
}

/** An album with its photos, in upload order, as the admin's manager lists it. */
export interface AlbumWithPhotos {
  albumName: string;
  photos: AlbumPhoto[];
  membersCanAdd: boolean;
}

/** NFC, line feeds, trimmed; an empty caption is NO_CAPTION, and one with a control character a 400. */
export function normaliseCaption(raw: string): string {
  const caption = normaliseFreeText(raw);
  if (hasForbiddenCharacter(caption, 'lines')) throw new HttpError(400, albumMessages.captionControl);
  return caption === '' ? NO_CAPTION : caption;
}

/** A video item's fields (the album item's `kind` for a photo). A video whose row went while
 * this was read (its foreign key takes the item with it) shows as still being prepared. */
export function videoFields(record: AlbumPhotoRecord): AlbumVideoFields {
  if (record.video_id === null) return { kind: 'image' };
  const status = record.video_status ?? 'processing';
  return {
    kind: 'video',
    video: videoUrls(record.video_id).url,
    duration: Number(record.video_duration ?? 0),
    status,
    progress: status === 'ready' ? 100 : (record.video_progress ?? 0),
    ...(status === 'failed' && record.video_message !== null && { message: record.video_message }),
  };
}

export function toAlbumPhoto(record: AlbumPhotoRecord): AlbumPhoto {
  const photo: AlbumPhoto = { name: record.name, caption: record.comment, ...videoFields(record) };
  if (record.added_by_pseudo !== null) photo.addedBy = record.added_by_pseudo;
  return photo;
}

/** A stored format; rows hold what the sniffer found, so anything else would be a bug. */
export function photoFormat(format: string): PhotoFormat {
  if (format === 'jpeg' || format === 'png' || format === 'gif') return format;
  throw new Error(`unknown stored image format ${JSON.stringify(format)}`);
}

/** Who may change or delete a photo: the member who added it, or the admin. */
export const canChange = (user: AuthUser, row: AlbumPhotoRow) => user.role === 'admin' || row.added_by === user.id;
