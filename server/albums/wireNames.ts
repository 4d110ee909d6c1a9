// The spec's album calls (§7 Media and the admin's album manager) name a photo by its server-made
// name `image`, its caption `comment`, an album's photos `media`, and, in the admin calls, the
// album `folder`; the slideshow calls a photo's screen URL `image` and its caption `description`.
// Inside the server they are `name`, `caption`, `photos`, `album`, `url` and `caption`; the wire
// names are read and written here only. The members' calls (not in the spec) take `album` and
// follow the spec's `image` and `comment`.
import type { Album, AlbumItem, SlideshowItem } from '../../shared/albumTypes.ts';
import type { AlbumPhoto, AlbumWithPhotos } from './albumPhotos.ts';

/** Which photo a call names: in the admin's body the album is `folder`, in a member's `album`. */
export function photoRefFromWire(body: { folder: string; image: string } | { album: string; image: string }): { album: string; photo: string } {
  return { album: 'folder' in body ? body.folder : body.album, photo: body.image };
}

export function captionFromWire(body: { comment: string }): string {
  return body.comment;
}

export function toWireItem({ name, caption, ...rest }: AlbumPhoto): AlbumItem {
  return { image: name, comment: caption, ...rest };
}

export function toWireAlbum({ photos, ...rest }: AlbumWithPhotos): Album {
  return { ...rest, media: photos.map(toWireItem) };
}

/** A member's upload reply: the photos added, under the spec's `media`. */
export function toWireUpload(photos: readonly AlbumPhoto[]): { media: AlbumItem[] } {
  return { media: photos.map(toWireItem) };
}

/** A slideshow item inside the server: what to show (`url`, a photo's screen rendition or a
 * video's poster) and its caption, with SlideshowItem's other fields under their own names. */
export type Slide = Omit<SlideshowItem, 'image' | 'description'> & { url: string; caption: string };

export function toWireSlide({ url, caption, ...rest }: Slide): SlideshowItem {
  return { image: url, description: caption, ...rest };
}
