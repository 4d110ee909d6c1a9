// Request and response shapes of the album calls (spec §7 Media and the admin album calls). The
// server validates bodies with these schemas; the client imports the same types.
import { Type, type Static } from '@sinclair/typebox';
import { Reaction } from './reactionTypes.ts';
import { albumLimits } from './albumLimits.ts';

const Token = Type.String({ minLength: 1, maxLength: 200 });
/** An album name as a client sends it: only ever looked up in the database, never used as a path. */
const AlbumName = Type.String({ maxLength: 400 });
/** A server-generated image name (a UUID); anything else is refused by the schema. */
const PhotoName = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });

export const LoadTilesBody = Type.Object(
  { token: Token, count: Type.Integer({ minimum: 0, maximum: 1_000_000 }) },
  { additionalProperties: false },
);
export type LoadTilesBody = Static<typeof LoadTilesBody>;

/** `thumbnail` is the URL of the cover's 400 px rendition (shared/photoUrls.ts). `membersCanAdd`:
 * every granted member may add photos to the album (shared albums; not in the spec). */
export const AlbumTile = Type.Object({
  albumName: Type.String(),
  thumbnail: Type.String(),
  membersCanAdd: Type.Optional(Type.Boolean()),
});
export type AlbumTile = Static<typeof AlbumTile>;

/** `count` is the paging offset to send for the next page. */
export const TilesReply = Type.Object({ tiles: Type.Array(AlbumTile), count: Type.Integer() });
export type TilesReply = Static<typeof TilesReply>;

export const AlbumPhotosBody = Type.Object({ token: Token, album: AlbumName }, { additionalProperties: false });
export type AlbumPhotosBody = Static<typeof AlbumPhotosBody>;

/** What an album item is: a photo, or one of Lapintube's videos (issue 23). Items from before
 * videos, and every photo, are `'image'`. */
export const AlbumItemKind = Type.Union([Type.Literal('image'), Type.Literal('video')]);
export type AlbumItemKind = Static<typeof AlbumItemKind>;

/** A video item's fields beyond a photo's: `video` is the MP4's URL and `duration` in seconds;
 * `status`, `progress` (0–100) and `message` (French, once failed) are the Lapintube video's. The
 * poster and the MP4 are served once `status` is `ready`; until then their URLs answer 404. */
const VideoItemFields = {
  kind: Type.Optional(AlbumItemKind),
  video: Type.Optional(Type.String()),
  duration: Type.Optional(Type.Number()),
  status: Type.Optional(Type.Union([Type.Literal('processing'), Type.Literal('ready'), Type.Literal('failed')])),
  progress: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  message: Type.Optional(Type.String()),
};

/** `image` is the URL of the photo's 1600 px rendition (shared/photoUrls.ts), or of a video's
 * poster, so a client that knows nothing of videos still shows a picture; `description` 'none'
 * means no overlay. Beyond the spec: `name` is the item's server-made name (what the caption and
 * delete calls take; a video item's is its Lapintube id), `addedBy` the pseudo of the member who
 * added it (absent for photos from before it was recorded), `original` the URL of the kept
 * original (photos only), and the video fields above, with `kind` on every item. */
export const SlideshowItem = Type.Object({
  image: Type.String(),
  description: Type.String(),
  name: Type.Optional(Type.String()),
  addedBy: Type.Optional(Type.String()),
  original: Type.Optional(Type.String()),
  ...VideoItemFields,
  /** Issue 25: the item's reactions (kind `photo`, id `<album>/<name>`) as the reader sees them. */
  reactions: Type.Optional(Type.Array(Reaction)),
  /** Issue 39, albums by day: when it was taken (epoch ms UTC) and that day at its place
   * (`2026-08-04`); absent when the file gave no capture time. */
  takenAt: Type.Optional(Type.Number()),
  day: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
});
export type SlideshowItem = Static<typeof SlideshowItem>;
export const SlideshowItems = Type.Array(SlideshowItem);

/** `image` is the server-generated name (a video item's Lapintube id); `addedBy` and the video
 * fields as in SlideshowItem. */
export const AlbumItem = Type.Object({ image: Type.String(), comment: Type.String(), addedBy: Type.Optional(Type.String()), ...VideoItemFields });
export type AlbumItem = Static<typeof AlbumItem>;
export const AlbumItems = Type.Array(AlbumItem);

export const Album = Type.Object({
  albumName: Type.String(),
  media: Type.Array(AlbumItem),
  membersCanAdd: Type.Optional(Type.Boolean()),
});
export type Album = Static<typeof Album>;

/** An Album inside the client: the wire's `media` are its photos (src/api/wireNames.ts). */
export type PhotoAlbum = Omit<Album, 'media'> & { photos: AlbumItem[] };
export const Albums = Type.Array(Album);

export const AdminTokenBody = Type.Object({ token: Token }, { additionalProperties: false });
export type AdminTokenBody = Static<typeof AdminTokenBody>;

/** `membersCanAdd` defaults to true: the family adds to an album unless the admin closes it. */
export const CreateAlbumBody = Type.Object(
  { token: Token, folderName: AlbumName, membersCanAdd: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type CreateAlbumBody = Static<typeof CreateAlbumBody>;

export const AdminPhotoRefBody = Type.Object(
  { token: Token, folder: AlbumName, image: PhotoName },
  { additionalProperties: false },
);
export type AdminPhotoRefBody = Static<typeof AdminPhotoRefBody>;

export const AdminCaptionBody = Type.Object(
  { token: Token, folder: AlbumName, image: PhotoName, comment: Type.String({ maxLength: albumLimits.maxCaptionLength }) },
  { additionalProperties: false },
);
export type AdminCaptionBody = Static<typeof AdminCaptionBody>;

/** `image` is base64 JPEG data of the thumbnail rendition. */
export const ThumbnailReply = Type.Object({ image: Type.String() });
export type ThumbnailReply = Static<typeof ThumbnailReply>;

export const DoneReply = Type.Object({ status: Type.Literal('success') });
export type DoneReply = Static<typeof DoneReply>;

/** SHA-256 hex of a photo's original bytes, sent as a `sha256` part before each file. */
export const PHOTO_HASH_PATTERN = '^[0-9a-f]{64}$';

/** `POST /api/album/upload` (multipart `token`, `album`, then `sha256` and `images` per photo). */
export const MemberUploadReply = Type.Object({ media: AlbumItems });
export type MemberUploadReply = Static<typeof MemberUploadReply>;

/** A 409 of an upload: the photo with this hash is in the album already. */
export const DuplicatePhotoReply = Type.Object({ message: Type.String(), sha256: Type.String() });
export type DuplicatePhotoReply = Static<typeof DuplicatePhotoReply>;

export const PhotoRefBody = Type.Object({ token: Token, album: AlbumName, image: PhotoName }, { additionalProperties: false });
export type PhotoRefBody = Static<typeof PhotoRefBody>;

export const CaptionBody = Type.Object(
  { token: Token, album: AlbumName, image: PhotoName, comment: Type.String({ maxLength: albumLimits.maxCaptionLength }) },
  { additionalProperties: false },
);
export type CaptionBody = Static<typeof CaptionBody>;

export const AlbumSettingsBody = Type.Object(
  { token: Token, album: AlbumName, membersCanAdd: Type.Boolean() },
  { additionalProperties: false },
);
export type AlbumSettingsBody = Static<typeof AlbumSettingsBody>;
export const AlbumSettingsReply = Type.Object({ albumName: Type.String(), membersCanAdd: Type.Boolean() });
export type AlbumSettingsReply = Static<typeof AlbumSettingsReply>;

/** `POST /api/album/open`: the albums the caller may add photos to, photo or not yet (every album
 * for the admin), newest first. The tiles leave out albums without a photo. */
export const OpenAlbumsBody = Type.Object({ token: Token }, { additionalProperties: false });
export type OpenAlbumsBody = Static<typeof OpenAlbumsBody>;
export const OpenAlbumsReply = Type.Object({ albums: Type.Array(Type.String()) });
export type OpenAlbumsReply = Static<typeof OpenAlbumsReply>;
